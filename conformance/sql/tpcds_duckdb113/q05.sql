-- tpcds_duckdb113/q05: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c39_0 AS `channel`, _c39_1 AS `id`, _c40_0 AS `sales`, _c40_1 AS `returns_`, _c40_2 AS `profit`
FROM (
  SELECT _c12_0 AS _c39_0, _c12_1 AS _c39_1, CAST(`sum`(_c10_0) AS DECIMAL(38,2)) AS _c40_0, CAST(`sum`(_c10_2) AS DECIMAL(38,2)) AS _c40_1, CAST(`sum`(_c12_2) AS DECIMAL(38,2)) AS _c40_2
  FROM (
    SELECT 'store channel' AS _c12_0, CAST(`concat`('store', _c9_0) AS STRING) AS _c12_1, _c10_0, _c10_2, CAST(_c10_1 - _c10_3 AS DECIMAL(38,2)) AS _c12_2
    FROM (
      SELECT _c7_1 AS _c9_0, CAST(`sum`(_c1_15) AS DECIMAL(38,2)) AS _c10_0, CAST(`sum`(_c1_22) AS DECIMAL(38,2)) AS _c10_1, CAST(`sum`(_c2_0) AS DECIMAL(38,2)) AS _c10_2, CAST(`sum`(_c2_1) AS DECIMAL(38,2)) AS _c10_3
      FROM (
        SELECT *
        FROM (
          SELECT *, CAST(0.00BD AS DECIMAL(7,2)) AS _c2_0, CAST(0.00BD AS DECIMAL(7,2)) AS _c2_1
          FROM (
            SELECT `ss_store_sk` AS _c1_7, `ss_sold_date_sk` AS _c1_0, `ss_ext_sales_price` AS _c1_15, `ss_net_profit` AS _c1_22
            FROM {src1}
          ) AS _q1
          UNION ALL
          SELECT _c3_7, _c3_0, CAST(0.00BD AS DECIMAL(7,2)) AS _c4_0, CAST(0.00BD AS DECIMAL(7,2)) AS _c4_1, _c3_11, _c3_19
          FROM (
            SELECT `sr_store_sk` AS _c3_7, `sr_returned_date_sk` AS _c3_0, `sr_return_amt` AS _c3_11, `sr_net_loss` AS _c3_19
            FROM {src2}
          ) AS _q2
        ) AS _q3 JOIN (
          SELECT _c5_0
          FROM (
            SELECT `d_date_sk` AS _c5_0, `d_date` AS _c5_2
            FROM {src3}
          ) AS _q4
          WHERE _c5_2 >= `date_from_unix_date`(11192) AND _c5_2 <= `date_from_unix_date`(11206) AND _c5_2 IS NOT NULL AND _c5_0 >= 2450816L AND _c5_0 <= 2452819L
        ) AS _q5 ON _c1_0 = _c5_0
      ) AS _q6 JOIN (
        SELECT `s_store_sk` AS _c7_0, `s_store_id` AS _c7_1
        FROM {src4}
      ) AS _q7 ON _c1_7 = _c7_0
      GROUP BY _c7_1
    ) AS _q8
    UNION ALL
    SELECT 'catalog channel' AS _c24_0, CAST(`concat`('catalog_page', _c21_0) AS STRING) AS _c24_1, _c22_0, _c22_2, CAST(_c22_1 - _c22_3 AS DECIMAL(38,2)) AS _c24_2
    FROM (
      SELECT _c13_1 AS _c21_0, CAST(`sum`(_c14_23) AS DECIMAL(38,2)) AS _c22_0, CAST(`sum`(_c14_33) AS DECIMAL(38,2)) AS _c22_1, CAST(`sum`(_c15_0) AS DECIMAL(38,2)) AS _c22_2, CAST(`sum`(_c15_1) AS DECIMAL(38,2)) AS _c22_3
      FROM (
        SELECT *
        FROM (
          SELECT `cp_catalog_page_sk` AS _c13_0, `cp_catalog_page_id` AS _c13_1
          FROM {src5}
        ) AS _q9
        WHERE _c13_0 <= 7016L AND _c13_0 IS NOT NULL
      ) AS _q10 JOIN (
        SELECT *
        FROM (
          SELECT *, CAST(0.00BD AS DECIMAL(7,2)) AS _c15_0, CAST(0.00BD AS DECIMAL(7,2)) AS _c15_1
          FROM (
            SELECT `cs_catalog_page_sk` AS _c14_12, `cs_sold_date_sk` AS _c14_0, `cs_ext_sales_price` AS _c14_23, `cs_net_profit` AS _c14_33
            FROM {src6}
          ) AS _q11
          UNION ALL
          SELECT _c16_12, _c16_0, CAST(0.00BD AS DECIMAL(7,2)) AS _c17_0, CAST(0.00BD AS DECIMAL(7,2)) AS _c17_1, _c16_18, _c16_26
          FROM (
            SELECT `cr_catalog_page_sk` AS _c16_12, `cr_returned_date_sk` AS _c16_0, `cr_return_amount` AS _c16_18, `cr_net_loss` AS _c16_26
            FROM {src7}
          ) AS _q12
        ) AS _q13 JOIN (
          SELECT _c18_0
          FROM (
            SELECT `d_date_sk` AS _c18_0, `d_date` AS _c18_2
            FROM {src3}
          ) AS _q14
          WHERE _c18_2 >= `date_from_unix_date`(11192) AND _c18_2 <= `date_from_unix_date`(11206) AND _c18_2 IS NOT NULL AND _c18_0 >= 2450815L AND _c18_0 <= 2452459L
        ) AS _q15 ON _c14_0 = _c18_0
      ) AS _q16 ON _c13_0 = _c14_12
      GROUP BY _c13_1
    ) AS _q17
    UNION ALL
    SELECT 'web channel' AS _c38_0, CAST(`concat`('web_site', _c35_0) AS STRING) AS _c38_1, _c36_0, _c36_2, CAST(_c36_1 - _c36_3 AS DECIMAL(38,2)) AS _c38_2
    FROM (
      SELECT _c33_1 AS _c35_0, CAST(`sum`(_c25_23) AS DECIMAL(38,2)) AS _c36_0, CAST(`sum`(_c25_33) AS DECIMAL(38,2)) AS _c36_1, CAST(`sum`(_c26_0) AS DECIMAL(38,2)) AS _c36_2, CAST(`sum`(_c26_1) AS DECIMAL(38,2)) AS _c36_3
      FROM (
        SELECT *
        FROM (
          SELECT *, CAST(0.00BD AS DECIMAL(7,2)) AS _c26_0, CAST(0.00BD AS DECIMAL(7,2)) AS _c26_1
          FROM (
            SELECT `ws_web_site_sk` AS _c25_13, `ws_sold_date_sk` AS _c25_0, `ws_ext_sales_price` AS _c25_23, `ws_net_profit` AS _c25_33
            FROM {src8}
          ) AS _q18
          UNION ALL
          SELECT _c27_13, _c28_0, CAST(0.00BD AS DECIMAL(7,2)) AS _c30_0, CAST(0.00BD AS DECIMAL(7,2)) AS _c30_1, _c28_15, _c28_23
          FROM (
            SELECT `ws_item_sk` AS _c27_3, `ws_order_number` AS _c27_17, `ws_web_site_sk` AS _c27_13
            FROM {src8}
          ) AS _q19 RIGHT OUTER JOIN (
            SELECT `wr_item_sk` AS _c28_2, `wr_order_number` AS _c28_13, `wr_returned_date_sk` AS _c28_0, `wr_return_amt` AS _c28_15, `wr_net_loss` AS _c28_23
            FROM {src9}
          ) AS _q20 ON _c27_3 = _c28_2 AND _c27_17 = _c28_13
        ) AS _q21 JOIN (
          SELECT _c31_0
          FROM (
            SELECT `d_date_sk` AS _c31_0, `d_date` AS _c31_2
            FROM {src3}
          ) AS _q22
          WHERE _c31_2 >= `date_from_unix_date`(11192) AND _c31_2 <= `date_from_unix_date`(11206) AND _c31_2 IS NOT NULL AND _c31_0 >= 2450818L AND _c31_0 <= 2452915L
        ) AS _q23 ON _c25_0 = _c31_0
      ) AS _q24 JOIN (
        SELECT `web_site_sk` AS _c33_0, `web_site_id` AS _c33_1
        FROM {src10}
      ) AS _q25 ON _c25_13 = _c33_0
      GROUP BY _c33_1
    ) AS _q26
  ) AS _q27
  GROUP BY _c12_0, _c12_1
  ORDER BY _c39_0 ASC NULLS FIRST, _c39_1 ASC NULLS FIRST
  LIMIT 100
) AS _q28
