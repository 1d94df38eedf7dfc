-- tpcds_duckdb113/q05: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c12_0 AS `channel`, _c12_1 AS `id`, CAST(`sum`(_c10_0) AS DECIMAL(38,2)) AS `sales`, CAST(`sum`(_c10_2) AS DECIMAL(38,2)) AS `returns_`, CAST(`sum`(_c12_2) AS DECIMAL(38,2)) AS `profit`
FROM (
  SELECT 'store channel' AS _c12_0, CAST(`concat_ws`('', 'store', _c9_0) AS STRING) AS _c12_1, _c10_0, _c10_2, CAST(_c10_1 - _c10_3 AS DECIMAL(38,2)) AS _c12_2
  FROM (
    SELECT `s_store_id` AS _c9_0, CAST(`sum`(_c1_15) AS DECIMAL(38,2)) AS _c10_0, CAST(`sum`(_c1_22) AS DECIMAL(38,2)) AS _c10_1, CAST(`sum`(_c2_0) AS DECIMAL(38,2)) AS _c10_2, CAST(`sum`(_c2_1) AS DECIMAL(38,2)) AS _c10_3
    FROM (
      SELECT `ss_store_sk` AS _c1_7, `ss_sold_date_sk` AS _c1_0, `ss_ext_sales_price` AS _c1_15, `ss_net_profit` AS _c1_22, CAST(0.00BD AS DECIMAL(7,2)) AS _c2_0, CAST(0.00BD AS DECIMAL(7,2)) AS _c2_1
      FROM {src1}
      UNION ALL
      SELECT `sr_store_sk` AS _c3_7, `sr_returned_date_sk` AS _c3_0, CAST(0.00BD AS DECIMAL(7,2)) AS _c4_0, CAST(0.00BD AS DECIMAL(7,2)) AS _c4_1, `sr_return_amt` AS _c3_11, `sr_net_loss` AS _c3_19
      FROM {src2}
    ) AS _q1 JOIN {src3} ON _c1_0 = `d_date_sk` JOIN {src4} ON _c1_7 = `s_store_sk`
    WHERE `d_date` >= DATE '2000-08-23' AND `d_date` <= DATE '2000-09-06' AND `d_date` IS NOT NULL AND `d_date_sk` >= 2450816L AND `d_date_sk` <= 2452819L
    GROUP BY `s_store_id`
  ) AS _q2
  UNION ALL
  SELECT 'catalog channel' AS _c24_0, CAST(`concat_ws`('', 'catalog_page', _c21_0) AS STRING) AS _c24_1, _c22_0, _c22_2, CAST(_c22_1 - _c22_3 AS DECIMAL(38,2)) AS _c24_2
  FROM (
    SELECT `cp_catalog_page_id` AS _c21_0, CAST(`sum`(_c14_23) AS DECIMAL(38,2)) AS _c22_0, CAST(`sum`(_c14_33) AS DECIMAL(38,2)) AS _c22_1, CAST(`sum`(_c15_0) AS DECIMAL(38,2)) AS _c22_2, CAST(`sum`(_c15_1) AS DECIMAL(38,2)) AS _c22_3
    FROM {src5} JOIN (
      SELECT *
      FROM (
        SELECT `cs_catalog_page_sk` AS _c14_12, `cs_sold_date_sk` AS _c14_0, `cs_ext_sales_price` AS _c14_23, `cs_net_profit` AS _c14_33, CAST(0.00BD AS DECIMAL(7,2)) AS _c15_0, CAST(0.00BD AS DECIMAL(7,2)) AS _c15_1
        FROM {src6}
        UNION ALL
        SELECT `cr_catalog_page_sk` AS _c16_12, `cr_returned_date_sk` AS _c16_0, CAST(0.00BD AS DECIMAL(7,2)) AS _c17_0, CAST(0.00BD AS DECIMAL(7,2)) AS _c17_1, `cr_return_amount` AS _c16_18, `cr_net_loss` AS _c16_26
        FROM {src7}
      ) AS _q3 JOIN {src3} ON _c14_0 = `d_date_sk`
    ) AS _q4 ON `cp_catalog_page_sk` = _c14_12
    WHERE `cp_catalog_page_sk` <= 7016L AND `cp_catalog_page_sk` IS NOT NULL AND `d_date` >= DATE '2000-08-23' AND `d_date` <= DATE '2000-09-06' AND `d_date` IS NOT NULL AND `d_date_sk` >= 2450815L AND `d_date_sk` <= 2452459L
    GROUP BY `cp_catalog_page_id`
  ) AS _q5
  UNION ALL
  SELECT 'web channel' AS _c38_0, CAST(`concat_ws`('', 'web_site', _c35_0) AS STRING) AS _c38_1, _c36_0, _c36_2, CAST(_c36_1 - _c36_3 AS DECIMAL(38,2)) AS _c38_2
  FROM (
    SELECT `web_site_id` AS _c35_0, CAST(`sum`(_c25_23) AS DECIMAL(38,2)) AS _c36_0, CAST(`sum`(_c25_33) AS DECIMAL(38,2)) AS _c36_1, CAST(`sum`(_c26_0) AS DECIMAL(38,2)) AS _c36_2, CAST(`sum`(_c26_1) AS DECIMAL(38,2)) AS _c36_3
    FROM (
      SELECT `ws_web_site_sk` AS _c25_13, `ws_sold_date_sk` AS _c25_0, `ws_ext_sales_price` AS _c25_23, `ws_net_profit` AS _c25_33, CAST(0.00BD AS DECIMAL(7,2)) AS _c26_0, CAST(0.00BD AS DECIMAL(7,2)) AS _c26_1
      FROM {src8}
      UNION ALL
      SELECT `ws_web_site_sk` AS _c27_13, `wr_returned_date_sk` AS _c28_0, CAST(0.00BD AS DECIMAL(7,2)) AS _c30_0, CAST(0.00BD AS DECIMAL(7,2)) AS _c30_1, `wr_return_amt` AS _c28_15, `wr_net_loss` AS _c28_23
      FROM {src8} RIGHT OUTER JOIN {src9} ON `ws_item_sk` = `wr_item_sk` AND `ws_order_number` = `wr_order_number`
    ) AS _q6 JOIN {src3} ON _c25_0 = `d_date_sk` JOIN {src10} ON _c25_13 = `web_site_sk`
    WHERE `d_date` >= DATE '2000-08-23' AND `d_date` <= DATE '2000-09-06' AND `d_date` IS NOT NULL AND `d_date_sk` >= 2450818L AND `d_date_sk` <= 2452915L
    GROUP BY `web_site_id`
  ) AS _q7
) AS _q8
GROUP BY _c12_0, _c12_1
ORDER BY `channel` ASC NULLS FIRST, `id` ASC NULLS FIRST
LIMIT 100
