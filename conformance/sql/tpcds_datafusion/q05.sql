-- tpcds_datafusion/q05: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
WITH
_shared_c44_0 AS (
  SELECT *, _c13_0 AS _c43_0, _c13_1 AS _c43_1
  FROM (
    SELECT 'store channel' AS _c13_0, CAST(`concat`('store', _c10_0) AS STRING) AS _c13_1, _c11_0, _c11_2, CAST(_c11_1 - _c11_3 AS DECIMAL(18,2)) AS _c13_2
    FROM (
      SELECT _c8_1 AS _c10_0, CAST(`sum`(_c1_15) AS DECIMAL(38,2)) AS _c11_0, CAST(`sum`(_c1_22) AS DECIMAL(38,2)) AS _c11_1, CAST(`sum`(_c2_0) AS DECIMAL(38,2)) AS _c11_2, CAST(`sum`(_c2_1) AS DECIMAL(38,2)) AS _c11_3
      FROM (
        SELECT _c1_7, _c1_15, _c1_22, _c2_0, _c2_1
        FROM (
          SELECT _c1_7, _c1_0, _c1_15, _c1_22, CAST(0.00BD AS DECIMAL(7,2)) AS _c2_0, CAST(0.00BD AS DECIMAL(7,2)) AS _c2_1
          FROM (
            SELECT `ss_sold_date_sk` AS _c1_0, `ss_store_sk` AS _c1_7, `ss_ext_sales_price` AS _c1_15, `ss_net_profit` AS _c1_22
            FROM {src1}
          ) AS _q1
          UNION ALL
          SELECT _c3_7, _c3_0, CAST(0.00BD AS DECIMAL(7,2)) AS _c4_0, CAST(0.00BD AS DECIMAL(7,2)) AS _c4_1, _c3_11, _c3_19
          FROM (
            SELECT `sr_returned_date_sk` AS _c3_0, `sr_store_sk` AS _c3_7, `sr_return_amt` AS _c3_11, `sr_net_loss` AS _c3_19
            FROM {src2}
          ) AS _q2
        ) AS _q3 JOIN (
          SELECT _c5_0
          FROM (
            SELECT `d_date_sk` AS _c5_0, `d_date` AS _c5_2
            FROM {src3}
          ) AS _q4
          WHERE _c5_2 >= `date_from_unix_date`(11192) AND _c5_2 <= `date_from_unix_date`(11206)
        ) AS _q5 ON _c1_0 = _c5_0
      ) AS _q6 JOIN (
        SELECT `s_store_sk` AS _c8_0, `s_store_id` AS _c8_1
        FROM {src4}
      ) AS _q7 ON _c1_7 = _c8_0
      GROUP BY _c8_1
    ) AS _q8
    UNION ALL
    SELECT 'catalog channel' AS _c26_0, CAST(`concat`('catalog_page', _c23_0) AS STRING) AS _c26_1, _c24_0, _c24_2, CAST(_c24_1 - _c24_3 AS DECIMAL(18,2)) AS _c26_2
    FROM (
      SELECT _c21_1 AS _c23_0, CAST(`sum`(_c14_23) AS DECIMAL(38,2)) AS _c24_0, CAST(`sum`(_c14_33) AS DECIMAL(38,2)) AS _c24_1, CAST(`sum`(_c15_0) AS DECIMAL(38,2)) AS _c24_2, CAST(`sum`(_c15_1) AS DECIMAL(38,2)) AS _c24_3
      FROM (
        SELECT _c14_12, _c14_23, _c14_33, _c15_0, _c15_1
        FROM (
          SELECT _c14_12, _c14_0, _c14_23, _c14_33, CAST(0.00BD AS DECIMAL(7,2)) AS _c15_0, CAST(0.00BD AS DECIMAL(7,2)) AS _c15_1
          FROM (
            SELECT `cs_sold_date_sk` AS _c14_0, `cs_catalog_page_sk` AS _c14_12, `cs_ext_sales_price` AS _c14_23, `cs_net_profit` AS _c14_33
            FROM {src5}
          ) AS _q9
          UNION ALL
          SELECT _c16_12, _c16_0, CAST(0.00BD AS DECIMAL(7,2)) AS _c17_0, CAST(0.00BD AS DECIMAL(7,2)) AS _c17_1, _c16_18, _c16_26
          FROM (
            SELECT `cr_returned_date_sk` AS _c16_0, `cr_catalog_page_sk` AS _c16_12, `cr_return_amount` AS _c16_18, `cr_net_loss` AS _c16_26
            FROM {src6}
          ) AS _q10
        ) AS _q11 JOIN (
          SELECT _c18_0
          FROM (
            SELECT `d_date_sk` AS _c18_0, `d_date` AS _c18_2
            FROM {src3}
          ) AS _q12
          WHERE _c18_2 >= `date_from_unix_date`(11192) AND _c18_2 <= `date_from_unix_date`(11206)
        ) AS _q13 ON _c14_0 = _c18_0
      ) AS _q14 JOIN (
        SELECT `cp_catalog_page_sk` AS _c21_0, `cp_catalog_page_id` AS _c21_1
        FROM {src7}
      ) AS _q15 ON _c14_12 = _c21_0
      GROUP BY _c21_1
    ) AS _q16
    UNION ALL
    SELECT 'web channel' AS _c40_0, CAST(`concat`('web_site', _c37_0) AS STRING) AS _c40_1, _c38_0, _c38_2, CAST(_c38_1 - _c38_3 AS DECIMAL(18,2)) AS _c40_2
    FROM (
      SELECT _c35_1 AS _c37_0, CAST(`sum`(_c27_23) AS DECIMAL(38,2)) AS _c38_0, CAST(`sum`(_c27_33) AS DECIMAL(38,2)) AS _c38_1, CAST(`sum`(_c28_0) AS DECIMAL(38,2)) AS _c38_2, CAST(`sum`(_c28_1) AS DECIMAL(38,2)) AS _c38_3
      FROM (
        SELECT _c27_13, _c27_23, _c27_33, _c28_0, _c28_1
        FROM (
          SELECT _c27_13, _c27_0, _c27_23, _c27_33, CAST(0.00BD AS DECIMAL(7,2)) AS _c28_0, CAST(0.00BD AS DECIMAL(7,2)) AS _c28_1
          FROM (
            SELECT `ws_sold_date_sk` AS _c27_0, `ws_web_site_sk` AS _c27_13, `ws_ext_sales_price` AS _c27_23, `ws_net_profit` AS _c27_33
            FROM {src8}
          ) AS _q17
          UNION ALL
          SELECT _c30_13, _c29_0, CAST(0.00BD AS DECIMAL(7,2)) AS _c31_0, CAST(0.00BD AS DECIMAL(7,2)) AS _c31_1, _c29_15, _c29_23
          FROM (
            SELECT `wr_returned_date_sk` AS _c29_0, `wr_item_sk` AS _c29_2, `wr_order_number` AS _c29_13, `wr_return_amt` AS _c29_15, `wr_net_loss` AS _c29_23
            FROM {src9}
          ) AS _q18 LEFT OUTER JOIN (
            SELECT `ws_item_sk` AS _c30_3, `ws_web_site_sk` AS _c30_13, `ws_order_number` AS _c30_17
            FROM {src8}
          ) AS _q19 ON _c29_2 = _c30_3 AND _c29_13 = _c30_17
        ) AS _q20 JOIN (
          SELECT _c32_0
          FROM (
            SELECT `d_date_sk` AS _c32_0, `d_date` AS _c32_2
            FROM {src3}
          ) AS _q21
          WHERE _c32_2 >= `date_from_unix_date`(11192) AND _c32_2 <= `date_from_unix_date`(11206)
        ) AS _q22 ON _c27_0 = _c32_0
      ) AS _q23 JOIN (
        SELECT `web_site_sk` AS _c35_0, `web_site_id` AS _c35_1
        FROM {src10}
      ) AS _q24 ON _c27_13 = _c35_0
      GROUP BY _c35_1
    ) AS _q25
  ) AS _q26
)
SELECT _c41_0 AS `channel`, _c41_1 AS `id`, _c42_0 AS `sales`, _c42_1 AS `returns_`, _c42_2 AS `profit`
FROM (
  SELECT _c41_0, _c41_1, _c42_0, _c42_1, _c42_2
  FROM (
    SELECT _c41_0_0 AS _c41_0, _c41_1_0 AS _c41_1, 0 AS _c45_0, _c42_0_0 AS _c42_0, _c42_1_0 AS _c42_1, _c42_2_0 AS _c42_2
    FROM (
      SELECT _c46_5 AS _c41_0_0, _c46_6 AS _c41_1_0, CAST(`sum`(_c46_2) AS DECIMAL(38,2)) AS _c42_0_0, CAST(`sum`(_c46_3) AS DECIMAL(38,2)) AS _c42_1_0, CAST(`sum`(_c46_4) AS DECIMAL(38,2)) AS _c42_2_0
      FROM (
        SELECT _c13_0 AS _c46_0, _c13_1 AS _c46_1, _c11_0 AS _c46_2, _c11_2 AS _c46_3, _c13_2 AS _c46_4, _c43_0 AS _c46_5, _c43_1 AS _c46_6
        FROM _shared_c44_0
      ) AS _q27
      GROUP BY _c46_5, _c46_6
    ) AS _q28
    UNION ALL
    SELECT _c41_0_1 AS _c41_0, CAST(NULL AS STRING) AS _c41_1, 1 AS _c45_0, _c42_0_1 AS _c42_0, _c42_1_1 AS _c42_1, _c42_2_1 AS _c42_2
    FROM (
      SELECT _c47_5 AS _c41_0_1, CAST(`sum`(_c47_2) AS DECIMAL(38,2)) AS _c42_0_1, CAST(`sum`(_c47_3) AS DECIMAL(38,2)) AS _c42_1_1, CAST(`sum`(_c47_4) AS DECIMAL(38,2)) AS _c42_2_1
      FROM (
        SELECT _c13_0 AS _c47_0, _c13_1 AS _c47_1, _c11_0 AS _c47_2, _c11_2 AS _c47_3, _c13_2 AS _c47_4, _c43_0 AS _c47_5, _c43_1 AS _c47_6
        FROM _shared_c44_0
      ) AS _q29
      GROUP BY _c47_5
    ) AS _q30
    UNION ALL
    SELECT CAST(NULL AS STRING) AS _c41_0, CAST(NULL AS STRING) AS _c41_1, 3 AS _c45_0, _c42_0_2 AS _c42_0, _c42_1_2 AS _c42_1, _c42_2_2 AS _c42_2
    FROM (
      SELECT CAST(`sum`(_c48_2) AS DECIMAL(38,2)) AS _c42_0_2, CAST(`sum`(_c48_3) AS DECIMAL(38,2)) AS _c42_1_2, CAST(`sum`(_c48_4) AS DECIMAL(38,2)) AS _c42_2_2
      FROM (
        SELECT _c13_0 AS _c48_0, _c13_1 AS _c48_1, _c11_0 AS _c48_2, _c11_2 AS _c48_3, _c13_2 AS _c48_4, _c43_0 AS _c48_5, _c43_1 AS _c48_6
        FROM _shared_c44_0
      ) AS _q31
    ) AS _q32
  ) AS _q33
  ORDER BY _c41_0 ASC NULLS FIRST, _c41_1 ASC NULLS FIRST
  LIMIT 100
) AS _q34
