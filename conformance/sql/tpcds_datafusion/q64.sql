-- tpcds_datafusion/q64: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c41_0 AS `product_name`, _c41_2 AS `store_name`, _c41_3 AS `store_zip`, _c41_4 AS `b_street_number`, _c41_5 AS `b_street_name`, _c41_6 AS `b_city`, _c41_7 AS `b_zip`, _c41_8 AS `c_street_number`, _c41_9 AS `c_street_name`, _c41_10 AS `c_city`, _c41_11 AS `c_zip`, _c41_12 AS `cs1syear`, _c42_0 AS `cs1cnt`, _c42_1 AS `s11`, _c42_2 AS `s21`, _c42_3 AS `s31`, _c85_1 AS `s12`, _c85_2 AS `s22`, _c85_3 AS `s32`, _c84_12 AS `syear`, _c85_0 AS `cnt`
FROM (
  SELECT _c41_0, _c41_2, _c41_3, _c41_4, _c41_5, _c41_6, _c41_7, _c41_8, _c41_9, _c41_10, _c41_11, _c41_12, _c42_0, _c42_1, _c42_2, _c42_3, _c85_1, _c85_2, _c85_3, _c84_12, _c85_0
  FROM (
    SELECT _c38_21 AS _c41_0, _c38_0 AS _c41_1, _c12_5 AS _c41_2, _c12_25 AS _c41_3, _c30_2 AS _c41_4, _c30_3 AS _c41_5, _c30_6 AS _c41_6, _c30_9 AS _c41_7, _c32_2 AS _c41_8, _c32_3 AS _c41_9, _c32_6 AS _c41_10, _c32_9 AS _c41_11, _c10_6 AS _c41_12, CAST(`count`(1L) AS BIGINT) AS _c42_0, CAST(`sum`(_c1_11) AS DECIMAL(38,2)) AS _c42_1, CAST(`sum`(_c1_12) AS DECIMAL(38,2)) AS _c42_2, CAST(`sum`(_c1_19) AS DECIMAL(38,2)) AS _c42_3
    FROM (
      SELECT _c1_2, _c1_11, _c1_12, _c1_19, _c10_6, _c12_5, _c12_25, _c16_6, _c18_6, _c30_2, _c30_3, _c30_6, _c30_9, _c32_2, _c32_3, _c32_6, _c32_9
      FROM (
        SELECT _c1_2, _c1_11, _c1_12, _c1_19, _c10_6, _c12_5, _c12_25, _c16_6, _c18_6, _c28_1, _c30_2, _c30_3, _c30_6, _c30_9, _c32_2, _c32_3, _c32_6, _c32_9
        FROM (
          SELECT _c1_2, _c1_11, _c1_12, _c1_19, _c10_6, _c12_5, _c12_25, _c16_6, _c18_6, _c26_1, _c28_1, _c30_2, _c30_3, _c30_6, _c30_9, _c32_2, _c32_3, _c32_6, _c32_9
          FROM (
            SELECT _c1_2, _c1_11, _c1_12, _c1_19, _c10_6, _c12_5, _c12_25, _c14_4, _c16_6, _c18_6, _c26_1, _c28_1, _c30_2, _c30_3, _c30_6, _c30_9
            FROM (
              SELECT _c1_2, _c1_6, _c1_11, _c1_12, _c1_19, _c10_6, _c12_5, _c12_25, _c14_4, _c16_6, _c18_6, _c26_1, _c28_1
              FROM (
                SELECT _c1_2, _c1_6, _c1_11, _c1_12, _c1_19, _c10_6, _c12_5, _c12_25, _c14_3, _c14_4, _c16_6, _c18_6, _c26_1
                FROM (
                  SELECT _c1_2, _c1_5, _c1_6, _c1_11, _c1_12, _c1_19, _c10_6, _c12_5, _c12_25, _c14_3, _c14_4, _c16_6, _c18_6
                  FROM (
                    SELECT _c1_2, _c1_5, _c1_6, _c1_8, _c1_11, _c1_12, _c1_19, _c10_6, _c12_5, _c12_25, _c14_3, _c14_4, _c16_6, _c18_6
                    FROM (
                      SELECT _c1_2, _c1_5, _c1_6, _c1_8, _c1_11, _c1_12, _c1_19, _c10_6, _c12_5, _c12_25, _c14_2, _c14_3, _c14_4, _c16_6, _c18_6, _c20_2
                      FROM (
                        SELECT _c1_2, _c1_4, _c1_5, _c1_6, _c1_8, _c1_11, _c1_12, _c1_19, _c10_6, _c12_5, _c12_25, _c14_2, _c14_3, _c14_4, _c16_6, _c18_6
                        FROM (
                          SELECT _c1_2, _c1_4, _c1_5, _c1_6, _c1_8, _c1_11, _c1_12, _c1_19, _c10_6, _c12_5, _c12_25, _c14_2, _c14_3, _c14_4, _c14_5, _c16_6
                          FROM (
                            SELECT _c1_2, _c1_4, _c1_5, _c1_6, _c1_8, _c1_11, _c1_12, _c1_19, _c10_6, _c12_5, _c12_25, _c14_2, _c14_3, _c14_4, _c14_5, _c14_6
                            FROM (
                              SELECT _c1_2, _c1_3, _c1_4, _c1_5, _c1_6, _c1_8, _c1_11, _c1_12, _c1_19, _c10_6, _c12_5, _c12_25
                              FROM (
                                SELECT _c1_2, _c1_3, _c1_4, _c1_5, _c1_6, _c1_7, _c1_8, _c1_11, _c1_12, _c1_19, _c10_6
                                FROM (
                                  SELECT _c1_0, _c1_2, _c1_3, _c1_4, _c1_5, _c1_6, _c1_7, _c1_8, _c1_11, _c1_12, _c1_19
                                  FROM (
                                    SELECT `ss_sold_date_sk` AS _c1_0, `ss_item_sk` AS _c1_2, `ss_customer_sk` AS _c1_3, `ss_cdemo_sk` AS _c1_4, `ss_hdemo_sk` AS _c1_5, `ss_addr_sk` AS _c1_6, `ss_store_sk` AS _c1_7, `ss_promo_sk` AS _c1_8, `ss_ticket_number` AS _c1_9, `ss_wholesale_cost` AS _c1_11, `ss_list_price` AS _c1_12, `ss_coupon_amt` AS _c1_19
                                    FROM {src1}
                                  ) AS _q1 JOIN (
                                    SELECT `sr_item_sk` AS _c2_2, `sr_ticket_number` AS _c2_9
                                    FROM {src2}
                                  ) AS _q2 ON _c1_2 = _c2_2 AND _c1_9 = _c2_9
                                ) AS _q3 LEFT SEMI JOIN (
                                  SELECT _c7_0
                                  FROM (
                                    SELECT _c4_15 AS _c7_0, CAST(`sum`(_c4_25) AS DECIMAL(38,2)) AS _c8_0, CAST(`sum`(CAST(CAST(_c5_23 + _c5_24 AS DECIMAL(8,2)) + _c5_25 AS DECIMAL(9,2))) AS DECIMAL(38,2)) AS _c8_1
                                    FROM (
                                      SELECT `cs_item_sk` AS _c4_15, `cs_order_number` AS _c4_17, `cs_ext_list_price` AS _c4_25
                                      FROM {src3}
                                    ) AS _q4 JOIN (
                                      SELECT `cr_item_sk` AS _c5_2, `cr_order_number` AS _c5_16, `cr_refunded_cash` AS _c5_23, `cr_reversed_charge` AS _c5_24, `cr_store_credit` AS _c5_25
                                      FROM {src4}
                                    ) AS _q5 ON _c4_15 = _c5_2 AND _c4_17 = _c5_16
                                    GROUP BY _c4_15
                                  ) AS _q6
                                  WHERE _c8_0 > CAST(CAST(2BD AS DECIMAL(20,0)) * _c8_1 AS DECIMAL(38,2))
                                ) AS _q7 ON _c1_2 = _c7_0 JOIN (
                                  SELECT *
                                  FROM (
                                    SELECT `d_date_sk` AS _c10_0, `d_year` AS _c10_6
                                    FROM {src5}
                                  ) AS _q8
                                  WHERE _c10_6 = 1999L
                                ) AS _q9 ON _c1_0 = _c10_0
                              ) AS _q10 JOIN (
                                SELECT `s_store_sk` AS _c12_0, `s_store_name` AS _c12_5, `s_zip` AS _c12_25
                                FROM {src6}
                              ) AS _q11 ON _c1_7 = _c12_0
                            ) AS _q12 JOIN (
                              SELECT `c_customer_sk` AS _c14_0, `c_current_cdemo_sk` AS _c14_2, `c_current_hdemo_sk` AS _c14_3, `c_current_addr_sk` AS _c14_4, `c_first_shipto_date_sk` AS _c14_5, `c_first_sales_date_sk` AS _c14_6
                              FROM {src7}
                            ) AS _q13 ON _c1_3 = _c14_0
                          ) AS _q14 JOIN (
                            SELECT `d_date_sk` AS _c16_0, `d_year` AS _c16_6
                            FROM {src5}
                          ) AS _q15 ON _c14_6 = _c16_0
                        ) AS _q16 JOIN (
                          SELECT `d_date_sk` AS _c18_0, `d_year` AS _c18_6
                          FROM {src5}
                        ) AS _q17 ON _c14_5 = _c18_0
                      ) AS _q18 JOIN (
                        SELECT `cd_demo_sk` AS _c20_0, `cd_marital_status` AS _c20_2
                        FROM {src8}
                      ) AS _q19 ON _c1_4 = _c20_0
                    ) AS _q20 JOIN (
                      SELECT `cd_demo_sk` AS _c22_0, `cd_marital_status` AS _c22_2
                      FROM {src8}
                    ) AS _q21 ON _c14_2 = _c22_0 AND _c22_2 <> _c20_2
                  ) AS _q22 JOIN (
                    SELECT `p_promo_sk` AS _c24_0
                    FROM {src9}
                  ) AS _q23 ON _c1_8 = _c24_0
                ) AS _q24 JOIN (
                  SELECT `hd_demo_sk` AS _c26_0, `hd_income_band_sk` AS _c26_1
                  FROM {src10}
                ) AS _q25 ON _c1_5 = _c26_0
              ) AS _q26 JOIN (
                SELECT `hd_demo_sk` AS _c28_0, `hd_income_band_sk` AS _c28_1
                FROM {src10}
              ) AS _q27 ON _c14_3 = _c28_0
            ) AS _q28 JOIN (
              SELECT `ca_address_sk` AS _c30_0, `ca_street_number` AS _c30_2, `ca_street_name` AS _c30_3, `ca_city` AS _c30_6, `ca_zip` AS _c30_9
              FROM {src11}
            ) AS _q29 ON _c1_6 = _c30_0
          ) AS _q30 JOIN (
            SELECT `ca_address_sk` AS _c32_0, `ca_street_number` AS _c32_2, `ca_street_name` AS _c32_3, `ca_city` AS _c32_6, `ca_zip` AS _c32_9
            FROM {src11}
          ) AS _q31 ON _c14_4 = _c32_0
        ) AS _q32 JOIN (
          SELECT `ib_income_band_sk` AS _c34_0
          FROM {src12}
        ) AS _q33 ON _c26_1 = _c34_0
      ) AS _q34 JOIN (
        SELECT `ib_income_band_sk` AS _c36_0
        FROM {src12}
      ) AS _q35 ON _c28_1 = _c36_0
    ) AS _q36 JOIN (
      SELECT _c38_0, _c38_21
      FROM (
        SELECT `i_item_sk` AS _c38_0, `i_current_price` AS _c38_5, `i_color` AS _c38_17, `i_product_name` AS _c38_21
        FROM {src13}
      ) AS _q37
      WHERE _c38_17 IN ('purple', 'burlywood', 'indian', 'spring', 'floral', 'medium') AND _c38_5 >= CAST(65.00BD AS DECIMAL(7,2)) AND _c38_5 <= CAST(74.00BD AS DECIMAL(7,2))
    ) AS _q38 ON _c1_2 = _c38_0
    GROUP BY _c38_21, _c38_0, _c12_5, _c12_25, _c30_2, _c30_3, _c30_6, _c30_9, _c32_2, _c32_3, _c32_6, _c32_9, _c10_6, _c16_6, _c18_6
  ) AS _q39 JOIN (
    SELECT _c81_0 AS _c84_1, _c55_5 AS _c84_2, _c55_25 AS _c84_3, _c53_6 AS _c84_12, CAST(`count`(1L) AS BIGINT) AS _c85_0, CAST(`sum`(_c44_11) AS DECIMAL(38,2)) AS _c85_1, CAST(`sum`(_c44_12) AS DECIMAL(38,2)) AS _c85_2, CAST(`sum`(_c44_19) AS DECIMAL(38,2)) AS _c85_3
    FROM (
      SELECT _c44_2, _c44_11, _c44_12, _c44_19, _c53_6, _c55_5, _c55_25, _c59_6, _c61_6, _c73_2, _c73_3, _c73_6, _c73_9, _c75_2, _c75_3, _c75_6, _c75_9
      FROM (
        SELECT _c44_2, _c44_11, _c44_12, _c44_19, _c53_6, _c55_5, _c55_25, _c59_6, _c61_6, _c71_1, _c73_2, _c73_3, _c73_6, _c73_9, _c75_2, _c75_3, _c75_6, _c75_9
        FROM (
          SELECT _c44_2, _c44_11, _c44_12, _c44_19, _c53_6, _c55_5, _c55_25, _c59_6, _c61_6, _c69_1, _c71_1, _c73_2, _c73_3, _c73_6, _c73_9, _c75_2, _c75_3, _c75_6, _c75_9
          FROM (
            SELECT _c44_2, _c44_11, _c44_12, _c44_19, _c53_6, _c55_5, _c55_25, _c57_4, _c59_6, _c61_6, _c69_1, _c71_1, _c73_2, _c73_3, _c73_6, _c73_9
            FROM (
              SELECT _c44_2, _c44_6, _c44_11, _c44_12, _c44_19, _c53_6, _c55_5, _c55_25, _c57_4, _c59_6, _c61_6, _c69_1, _c71_1
              FROM (
                SELECT _c44_2, _c44_6, _c44_11, _c44_12, _c44_19, _c53_6, _c55_5, _c55_25, _c57_3, _c57_4, _c59_6, _c61_6, _c69_1
                FROM (
                  SELECT _c44_2, _c44_5, _c44_6, _c44_11, _c44_12, _c44_19, _c53_6, _c55_5, _c55_25, _c57_3, _c57_4, _c59_6, _c61_6
                  FROM (
                    SELECT _c44_2, _c44_5, _c44_6, _c44_8, _c44_11, _c44_12, _c44_19, _c53_6, _c55_5, _c55_25, _c57_3, _c57_4, _c59_6, _c61_6
                    FROM (
                      SELECT _c44_2, _c44_5, _c44_6, _c44_8, _c44_11, _c44_12, _c44_19, _c53_6, _c55_5, _c55_25, _c57_2, _c57_3, _c57_4, _c59_6, _c61_6, _c63_2
                      FROM (
                        SELECT _c44_2, _c44_4, _c44_5, _c44_6, _c44_8, _c44_11, _c44_12, _c44_19, _c53_6, _c55_5, _c55_25, _c57_2, _c57_3, _c57_4, _c59_6, _c61_6
                        FROM (
                          SELECT _c44_2, _c44_4, _c44_5, _c44_6, _c44_8, _c44_11, _c44_12, _c44_19, _c53_6, _c55_5, _c55_25, _c57_2, _c57_3, _c57_4, _c57_5, _c59_6
                          FROM (
                            SELECT _c44_2, _c44_4, _c44_5, _c44_6, _c44_8, _c44_11, _c44_12, _c44_19, _c53_6, _c55_5, _c55_25, _c57_2, _c57_3, _c57_4, _c57_5, _c57_6
                            FROM (
                              SELECT _c44_2, _c44_3, _c44_4, _c44_5, _c44_6, _c44_8, _c44_11, _c44_12, _c44_19, _c53_6, _c55_5, _c55_25
                              FROM (
                                SELECT _c44_2, _c44_3, _c44_4, _c44_5, _c44_6, _c44_7, _c44_8, _c44_11, _c44_12, _c44_19, _c53_6
                                FROM (
                                  SELECT _c44_0, _c44_2, _c44_3, _c44_4, _c44_5, _c44_6, _c44_7, _c44_8, _c44_11, _c44_12, _c44_19
                                  FROM (
                                    SELECT `ss_sold_date_sk` AS _c44_0, `ss_item_sk` AS _c44_2, `ss_customer_sk` AS _c44_3, `ss_cdemo_sk` AS _c44_4, `ss_hdemo_sk` AS _c44_5, `ss_addr_sk` AS _c44_6, `ss_store_sk` AS _c44_7, `ss_promo_sk` AS _c44_8, `ss_ticket_number` AS _c44_9, `ss_wholesale_cost` AS _c44_11, `ss_list_price` AS _c44_12, `ss_coupon_amt` AS _c44_19
                                    FROM {src1}
                                  ) AS _q40 JOIN (
                                    SELECT `sr_item_sk` AS _c45_2, `sr_ticket_number` AS _c45_9
                                    FROM {src2}
                                  ) AS _q41 ON _c44_2 = _c45_2 AND _c44_9 = _c45_9
                                ) AS _q42 LEFT SEMI JOIN (
                                  SELECT _c50_0
                                  FROM (
                                    SELECT _c47_15 AS _c50_0, CAST(`sum`(_c47_25) AS DECIMAL(38,2)) AS _c51_0, CAST(`sum`(CAST(CAST(_c48_23 + _c48_24 AS DECIMAL(8,2)) + _c48_25 AS DECIMAL(9,2))) AS DECIMAL(38,2)) AS _c51_1
                                    FROM (
                                      SELECT `cs_item_sk` AS _c47_15, `cs_order_number` AS _c47_17, `cs_ext_list_price` AS _c47_25
                                      FROM {src3}
                                    ) AS _q43 JOIN (
                                      SELECT `cr_item_sk` AS _c48_2, `cr_order_number` AS _c48_16, `cr_refunded_cash` AS _c48_23, `cr_reversed_charge` AS _c48_24, `cr_store_credit` AS _c48_25
                                      FROM {src4}
                                    ) AS _q44 ON _c47_15 = _c48_2 AND _c47_17 = _c48_16
                                    GROUP BY _c47_15
                                  ) AS _q45
                                  WHERE _c51_0 > CAST(CAST(2BD AS DECIMAL(20,0)) * _c51_1 AS DECIMAL(38,2))
                                ) AS _q46 ON _c44_2 = _c50_0 JOIN (
                                  SELECT *
                                  FROM (
                                    SELECT `d_date_sk` AS _c53_0, `d_year` AS _c53_6
                                    FROM {src5}
                                  ) AS _q47
                                  WHERE _c53_6 = 2000L
                                ) AS _q48 ON _c44_0 = _c53_0
                              ) AS _q49 JOIN (
                                SELECT `s_store_sk` AS _c55_0, `s_store_name` AS _c55_5, `s_zip` AS _c55_25
                                FROM {src6}
                              ) AS _q50 ON _c44_7 = _c55_0
                            ) AS _q51 JOIN (
                              SELECT `c_customer_sk` AS _c57_0, `c_current_cdemo_sk` AS _c57_2, `c_current_hdemo_sk` AS _c57_3, `c_current_addr_sk` AS _c57_4, `c_first_shipto_date_sk` AS _c57_5, `c_first_sales_date_sk` AS _c57_6
                              FROM {src7}
                            ) AS _q52 ON _c44_3 = _c57_0
                          ) AS _q53 JOIN (
                            SELECT `d_date_sk` AS _c59_0, `d_year` AS _c59_6
                            FROM {src5}
                          ) AS _q54 ON _c57_6 = _c59_0
                        ) AS _q55 JOIN (
                          SELECT `d_date_sk` AS _c61_0, `d_year` AS _c61_6
                          FROM {src5}
                        ) AS _q56 ON _c57_5 = _c61_0
                      ) AS _q57 JOIN (
                        SELECT `cd_demo_sk` AS _c63_0, `cd_marital_status` AS _c63_2
                        FROM {src8}
                      ) AS _q58 ON _c44_4 = _c63_0
                    ) AS _q59 JOIN (
                      SELECT `cd_demo_sk` AS _c65_0, `cd_marital_status` AS _c65_2
                      FROM {src8}
                    ) AS _q60 ON _c57_2 = _c65_0 AND _c65_2 <> _c63_2
                  ) AS _q61 JOIN (
                    SELECT `p_promo_sk` AS _c67_0
                    FROM {src9}
                  ) AS _q62 ON _c44_8 = _c67_0
                ) AS _q63 JOIN (
                  SELECT `hd_demo_sk` AS _c69_0, `hd_income_band_sk` AS _c69_1
                  FROM {src10}
                ) AS _q64 ON _c44_5 = _c69_0
              ) AS _q65 JOIN (
                SELECT `hd_demo_sk` AS _c71_0, `hd_income_band_sk` AS _c71_1
                FROM {src10}
              ) AS _q66 ON _c57_3 = _c71_0
            ) AS _q67 JOIN (
              SELECT `ca_address_sk` AS _c73_0, `ca_street_number` AS _c73_2, `ca_street_name` AS _c73_3, `ca_city` AS _c73_6, `ca_zip` AS _c73_9
              FROM {src11}
            ) AS _q68 ON _c44_6 = _c73_0
          ) AS _q69 JOIN (
            SELECT `ca_address_sk` AS _c75_0, `ca_street_number` AS _c75_2, `ca_street_name` AS _c75_3, `ca_city` AS _c75_6, `ca_zip` AS _c75_9
            FROM {src11}
          ) AS _q70 ON _c57_4 = _c75_0
        ) AS _q71 JOIN (
          SELECT `ib_income_band_sk` AS _c77_0
          FROM {src12}
        ) AS _q72 ON _c69_1 = _c77_0
      ) AS _q73 JOIN (
        SELECT `ib_income_band_sk` AS _c79_0
        FROM {src12}
      ) AS _q74 ON _c71_1 = _c79_0
    ) AS _q75 JOIN (
      SELECT _c81_0, _c81_21
      FROM (
        SELECT `i_item_sk` AS _c81_0, `i_current_price` AS _c81_5, `i_color` AS _c81_17, `i_product_name` AS _c81_21
        FROM {src13}
      ) AS _q76
      WHERE _c81_17 IN ('purple', 'burlywood', 'indian', 'spring', 'floral', 'medium') AND _c81_5 >= CAST(65.00BD AS DECIMAL(7,2)) AND _c81_5 <= CAST(74.00BD AS DECIMAL(7,2))
    ) AS _q77 ON _c44_2 = _c81_0
    GROUP BY _c81_21, _c81_0, _c55_5, _c55_25, _c73_2, _c73_3, _c73_6, _c73_9, _c75_2, _c75_3, _c75_6, _c75_9, _c53_6, _c59_6, _c61_6
  ) AS _q78 ON _c41_1 = _c84_1 AND _c41_2 = _c84_2 AND _c41_3 = _c84_3 AND _c85_0 <= _c42_0
  ORDER BY _c41_0 ASC NULLS LAST, _c41_2 ASC NULLS LAST, _c85_0 ASC NULLS LAST, _c42_1 ASC NULLS LAST, _c85_1 ASC NULLS LAST
) AS _q79
