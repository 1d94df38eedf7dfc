-- tpcds_datafusion/q64: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c41_0 AS `product_name`, _c41_2 AS `store_name`, _c41_3 AS `store_zip`, _c41_4 AS `b_street_number`, _c41_5 AS `b_street_name`, _c41_6 AS `b_city`, _c41_7 AS `b_zip`, _c41_8 AS `c_street_number`, _c41_9 AS `c_street_name`, _c41_10 AS `c_city`, _c41_11 AS `c_zip`, _c41_12 AS `cs1syear`, _c42_0 AS `cs1cnt`, _c42_1 AS `s11`, _c42_2 AS `s21`, _c42_3 AS `s31`, _c85_1 AS `s12`, _c85_2 AS `s22`, _c85_3 AS `s32`, _c84_12 AS `syear`, _c85_0 AS `cnt`
FROM (
  SELECT `i_product_name` AS _c41_0, `i_item_sk` AS _c41_1, _c12_5 AS _c41_2, _c12_25 AS _c41_3, _c30_2 AS _c41_4, _c30_3 AS _c41_5, _c30_6 AS _c41_6, _c30_9 AS _c41_7, _c32_2 AS _c41_8, _c32_3 AS _c41_9, _c32_6 AS _c41_10, _c32_9 AS _c41_11, _c10_6 AS _c41_12, _c16_6 AS _c41_13, _c18_6 AS _c41_14, `count`(1L) AS _c42_0, CAST(`sum`(_c1_11) AS DECIMAL(38,2)) AS _c42_1, CAST(`sum`(_c1_12) AS DECIMAL(38,2)) AS _c42_2, CAST(`sum`(_c1_19) AS DECIMAL(38,2)) AS _c42_3
  FROM (
    SELECT _c1_2, _c1_11, _c1_12, _c1_19, _c10_6, _c12_5, _c12_25, _c16_6, _c18_6, _c28_1, _c30_2, _c30_3, _c30_6, _c30_9, _c32_2, _c32_3, _c32_6, _c32_9
    FROM (
      SELECT _c1_2, _c1_11, _c1_12, _c1_19, _c10_6, _c12_5, _c12_25, _c14_4, _c16_6, _c18_6, _c26_1, _c28_1, `ca_street_number` AS _c30_2, `ca_street_name` AS _c30_3, `ca_city` AS _c30_6, `ca_zip` AS _c30_9
      FROM (
        SELECT _c1_2, _c1_6, _c1_11, _c1_12, _c1_19, _c10_6, _c12_5, _c12_25, _c14_3, _c14_4, _c16_6, _c18_6, `hd_income_band_sk` AS _c26_1
        FROM (
          SELECT _c1_2, _c1_5, _c1_6, _c1_8, _c1_11, _c1_12, _c1_19, _c10_6, _c12_5, _c12_25, _c14_2, _c14_3, _c14_4, _c16_6, `d_year` AS _c18_6, `cd_marital_status` AS _c20_2
          FROM (
            SELECT `ss_item_sk` AS _c1_2, `ss_cdemo_sk` AS _c1_4, `ss_hdemo_sk` AS _c1_5, `ss_addr_sk` AS _c1_6, `ss_promo_sk` AS _c1_8, `ss_wholesale_cost` AS _c1_11, `ss_list_price` AS _c1_12, `ss_coupon_amt` AS _c1_19, `d_year` AS _c10_6, `s_store_name` AS _c12_5, `s_zip` AS _c12_25, `c_current_cdemo_sk` AS _c14_2, `c_current_hdemo_sk` AS _c14_3, `c_current_addr_sk` AS _c14_4, `c_first_shipto_date_sk` AS _c14_5, `c_first_sales_date_sk` AS _c14_6
            FROM {src1} JOIN {src2} ON `ss_item_sk` = `sr_item_sk` AND `ss_ticket_number` = `sr_ticket_number` LEFT SEMI JOIN (
              SELECT `cs_item_sk` AS _c7_0, CAST(`sum`(`cs_ext_list_price`) AS DECIMAL(38,2)) AS _c8_0, CAST(`sum`(CAST(CAST(`cr_refunded_cash` + `cr_reversed_charge` AS DECIMAL(8,2)) + `cr_store_credit` AS DECIMAL(9,2))) AS DECIMAL(38,2)) AS _c8_1
              FROM {src3} JOIN {src4} ON `cs_item_sk` = `cr_item_sk` AND `cs_order_number` = `cr_order_number`
              GROUP BY `cs_item_sk`
            ) AS _q1 ON `ss_item_sk` = _c7_0 AND _c8_0 > CAST(CAST(2BD AS DECIMAL(20,0)) * _c8_1 AS DECIMAL(38,2)) JOIN {src5} ON `ss_sold_date_sk` = `d_date_sk` JOIN {src6} ON `ss_store_sk` = `s_store_sk` JOIN {src7} ON `ss_customer_sk` = `c_customer_sk`
            WHERE `d_year` = 1999L
          ) AS _q2 JOIN (
            SELECT `d_date_sk` AS _c16_0, `d_year` AS _c16_6
            FROM {src5}
          ) AS _q3 ON _c14_6 = _c16_0 JOIN {src5} ON _c14_5 = `d_date_sk` JOIN {src8} ON _c1_4 = `cd_demo_sk`
        ) AS _q4 JOIN (
          SELECT `cd_demo_sk` AS _c22_0, `cd_marital_status` AS _c22_2
          FROM {src8}
        ) AS _q5 ON _c14_2 = _c22_0 AND _c22_2 <> _c20_2 JOIN {src9} ON _c1_8 = `p_promo_sk` JOIN {src10} ON _c1_5 = `hd_demo_sk`
      ) AS _q6 JOIN (
        SELECT `hd_demo_sk` AS _c28_0, `hd_income_band_sk` AS _c28_1
        FROM {src10}
      ) AS _q7 ON _c14_3 = _c28_0 JOIN {src11} ON _c1_6 = `ca_address_sk`
    ) AS _q8 JOIN (
      SELECT `ca_address_sk` AS _c32_0, `ca_street_number` AS _c32_2, `ca_street_name` AS _c32_3, `ca_city` AS _c32_6, `ca_zip` AS _c32_9
      FROM {src11}
    ) AS _q9 ON _c14_4 = _c32_0 JOIN {src12} ON _c26_1 = `ib_income_band_sk`
  ) AS _q10 JOIN (
    SELECT `ib_income_band_sk` AS _c36_0
    FROM {src12}
  ) AS _q11 ON _c28_1 = _c36_0 JOIN {src13} ON _c1_2 = `i_item_sk`
  WHERE `i_color` IN ('purple', 'burlywood', 'indian', 'spring', 'floral', 'medium') AND `i_current_price` >= CAST(65.00BD AS DECIMAL(7,2)) AND `i_current_price` <= CAST(74.00BD AS DECIMAL(7,2))
  GROUP BY `i_product_name`, `i_item_sk`, _c12_5, _c12_25, _c30_2, _c30_3, _c30_6, _c30_9, _c32_2, _c32_3, _c32_6, _c32_9, _c10_6, _c16_6, _c18_6
) AS _q12 JOIN (
  SELECT `i_product_name` AS _c84_0, `i_item_sk` AS _c84_1, _c55_5 AS _c84_2, _c55_25 AS _c84_3, _c73_2 AS _c84_4, _c73_3 AS _c84_5, _c73_6 AS _c84_6, _c73_9 AS _c84_7, _c75_2 AS _c84_8, _c75_3 AS _c84_9, _c75_6 AS _c84_10, _c75_9 AS _c84_11, _c53_6 AS _c84_12, _c59_6 AS _c84_13, _c61_6 AS _c84_14, `count`(1L) AS _c85_0, CAST(`sum`(_c44_11) AS DECIMAL(38,2)) AS _c85_1, CAST(`sum`(_c44_12) AS DECIMAL(38,2)) AS _c85_2, CAST(`sum`(_c44_19) AS DECIMAL(38,2)) AS _c85_3
  FROM (
    SELECT _c44_2, _c44_11, _c44_12, _c44_19, _c53_6, _c55_5, _c55_25, _c59_6, _c61_6, _c71_1, _c73_2, _c73_3, _c73_6, _c73_9, _c75_2, _c75_3, _c75_6, _c75_9
    FROM (
      SELECT _c44_2, _c44_11, _c44_12, _c44_19, _c53_6, _c55_5, _c55_25, _c57_4, _c59_6, _c61_6, _c69_1, _c71_1, `ca_street_number` AS _c73_2, `ca_street_name` AS _c73_3, `ca_city` AS _c73_6, `ca_zip` AS _c73_9
      FROM (
        SELECT _c44_2, _c44_6, _c44_11, _c44_12, _c44_19, _c53_6, _c55_5, _c55_25, _c57_3, _c57_4, _c59_6, _c61_6, `hd_income_band_sk` AS _c69_1
        FROM (
          SELECT _c44_2, _c44_5, _c44_6, _c44_8, _c44_11, _c44_12, _c44_19, _c53_6, _c55_5, _c55_25, _c57_2, _c57_3, _c57_4, _c59_6, `d_year` AS _c61_6, `cd_marital_status` AS _c63_2
          FROM (
            SELECT `ss_item_sk` AS _c44_2, `ss_cdemo_sk` AS _c44_4, `ss_hdemo_sk` AS _c44_5, `ss_addr_sk` AS _c44_6, `ss_promo_sk` AS _c44_8, `ss_wholesale_cost` AS _c44_11, `ss_list_price` AS _c44_12, `ss_coupon_amt` AS _c44_19, `d_year` AS _c53_6, `s_store_name` AS _c55_5, `s_zip` AS _c55_25, `c_current_cdemo_sk` AS _c57_2, `c_current_hdemo_sk` AS _c57_3, `c_current_addr_sk` AS _c57_4, `c_first_shipto_date_sk` AS _c57_5, `c_first_sales_date_sk` AS _c57_6
            FROM {src1} JOIN {src2} ON `ss_item_sk` = `sr_item_sk` AND `ss_ticket_number` = `sr_ticket_number` LEFT SEMI JOIN (
              SELECT `cs_item_sk` AS _c50_0, CAST(`sum`(`cs_ext_list_price`) AS DECIMAL(38,2)) AS _c51_0, CAST(`sum`(CAST(CAST(`cr_refunded_cash` + `cr_reversed_charge` AS DECIMAL(8,2)) + `cr_store_credit` AS DECIMAL(9,2))) AS DECIMAL(38,2)) AS _c51_1
              FROM {src3} JOIN {src4} ON `cs_item_sk` = `cr_item_sk` AND `cs_order_number` = `cr_order_number`
              GROUP BY `cs_item_sk`
            ) AS _q13 ON `ss_item_sk` = _c50_0 AND _c51_0 > CAST(CAST(2BD AS DECIMAL(20,0)) * _c51_1 AS DECIMAL(38,2)) JOIN {src5} ON `ss_sold_date_sk` = `d_date_sk` JOIN {src6} ON `ss_store_sk` = `s_store_sk` JOIN {src7} ON `ss_customer_sk` = `c_customer_sk`
            WHERE `d_year` = 2000L
          ) AS _q14 JOIN (
            SELECT `d_date_sk` AS _c59_0, `d_year` AS _c59_6
            FROM {src5}
          ) AS _q15 ON _c57_6 = _c59_0 JOIN {src5} ON _c57_5 = `d_date_sk` JOIN {src8} ON _c44_4 = `cd_demo_sk`
        ) AS _q16 JOIN (
          SELECT `cd_demo_sk` AS _c65_0, `cd_marital_status` AS _c65_2
          FROM {src8}
        ) AS _q17 ON _c57_2 = _c65_0 AND _c65_2 <> _c63_2 JOIN {src9} ON _c44_8 = `p_promo_sk` JOIN {src10} ON _c44_5 = `hd_demo_sk`
      ) AS _q18 JOIN (
        SELECT `hd_demo_sk` AS _c71_0, `hd_income_band_sk` AS _c71_1
        FROM {src10}
      ) AS _q19 ON _c57_3 = _c71_0 JOIN {src11} ON _c44_6 = `ca_address_sk`
    ) AS _q20 JOIN (
      SELECT `ca_address_sk` AS _c75_0, `ca_street_number` AS _c75_2, `ca_street_name` AS _c75_3, `ca_city` AS _c75_6, `ca_zip` AS _c75_9
      FROM {src11}
    ) AS _q21 ON _c57_4 = _c75_0 JOIN {src12} ON _c69_1 = `ib_income_band_sk`
  ) AS _q22 JOIN (
    SELECT `ib_income_band_sk` AS _c79_0
    FROM {src12}
  ) AS _q23 ON _c71_1 = _c79_0 JOIN {src13} ON _c44_2 = `i_item_sk`
  WHERE `i_color` IN ('purple', 'burlywood', 'indian', 'spring', 'floral', 'medium') AND `i_current_price` >= CAST(65.00BD AS DECIMAL(7,2)) AND `i_current_price` <= CAST(74.00BD AS DECIMAL(7,2))
  GROUP BY `i_product_name`, `i_item_sk`, _c55_5, _c55_25, _c73_2, _c73_3, _c73_6, _c73_9, _c75_2, _c75_3, _c75_6, _c75_9, _c53_6, _c59_6, _c61_6
) AS _q24 ON _c41_1 = _c84_1 AND _c41_2 = _c84_2 AND _c41_3 = _c84_3 AND _c85_0 <= _c42_0
ORDER BY _c41_0 ASC NULLS LAST, _c41_2 ASC NULLS LAST, _c85_0 ASC NULLS LAST, _c42_1 ASC NULLS LAST, _c85_1 ASC NULLS LAST
