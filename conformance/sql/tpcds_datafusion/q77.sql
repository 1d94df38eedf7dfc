-- tpcds_datafusion/q77: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c56_0 AS `channel`, _c56_1 AS `id`, _c58_0 AS `sales`, _c58_1 AS `returns_`, _c58_2 AS `profit`
FROM (
  SELECT _c57_0, _c20_0 AS _c56_0, _c7_0 AS _c56_1, CAST(`sum`(_c8_0) FILTER (WHERE NOT _c57_0) AS DECIMAL(38,2)) AS _c58_0, CAST(`sum`(_c20_1) FILTER (WHERE NOT _c57_0) AS DECIMAL(38,2)) AS _c58_1, CAST(`sum`(_c20_2) FILTER (WHERE NOT _c57_0) AS DECIMAL(38,2)) AS _c58_2, `grouping_id`() AS _c59_0
  FROM (
    SELECT *, FALSE AS _c57_0
    FROM (
      SELECT 'store channel' AS _c20_0, _c7_0, _c8_0, CASE WHEN CAST(_c17_0 AS DECIMAL(22,2)) IS NOT NULL THEN CAST(_c17_0 AS DECIMAL(22,2)) ELSE CAST(0.00BD AS DECIMAL(22,2)) END AS _c20_1, CAST(_c8_1 - CASE WHEN CAST(_c17_1 AS DECIMAL(22,2)) IS NOT NULL THEN CAST(_c17_1 AS DECIMAL(22,2)) ELSE CAST(0.00BD AS DECIMAL(22,2)) END AS DECIMAL(23,2)) AS _c20_2
      FROM (
        SELECT `s_store_sk` AS _c7_0, CAST(`sum`(`ss_ext_sales_price`) AS DECIMAL(38,2)) AS _c8_0, CAST(`sum`(`ss_net_profit`) AS DECIMAL(38,2)) AS _c8_1
        FROM {src1} JOIN {src2} ON `ss_sold_date_sk` = `d_date_sk` JOIN {src3} ON `ss_store_sk` = `s_store_sk`
        WHERE `d_date` >= DATE '2000-08-23' AND `d_date` <= DATE '2000-09-22'
        GROUP BY `s_store_sk`
      ) AS _q1 LEFT OUTER JOIN (
        SELECT `s_store_sk` AS _c16_0, CAST(`sum`(`sr_return_amt`) AS DECIMAL(38,2)) AS _c17_0, CAST(`sum`(`sr_net_loss`) AS DECIMAL(38,2)) AS _c17_1
        FROM {src4} JOIN {src2} ON `sr_returned_date_sk` = `d_date_sk` JOIN {src3} ON `sr_store_sk` = `s_store_sk`
        WHERE `d_date` >= DATE '2000-08-23' AND `d_date` <= DATE '2000-09-22'
        GROUP BY `s_store_sk`
      ) AS _q2 ON _c7_0 = _c16_0
      UNION ALL
      SELECT 'catalog channel' AS _c35_0, _c25_0, _c26_0, CAST(_c33_0 AS DECIMAL(22,2)) AS _c35_1, CAST(CAST(_c26_1 - _c33_1 AS DECIMAL(18,2)) AS DECIMAL(23,2)) AS _c35_2
      FROM (
        SELECT `cs_call_center_sk` AS _c25_0, CAST(`sum`(`cs_ext_sales_price`) AS DECIMAL(38,2)) AS _c26_0, CAST(`sum`(`cs_net_profit`) AS DECIMAL(38,2)) AS _c26_1
        FROM {src5} JOIN {src2} ON `cs_sold_date_sk` = `d_date_sk`
        WHERE `d_date` >= DATE '2000-08-23' AND `d_date` <= DATE '2000-09-22'
        GROUP BY `cs_call_center_sk`
      ) AS _q3 JOIN (
        SELECT `cr_call_center_sk` AS _c32_0, CAST(`sum`(`cr_return_amount`) AS DECIMAL(38,2)) AS _c33_0, CAST(`sum`(`cr_net_loss`) AS DECIMAL(38,2)) AS _c33_1
        FROM {src6} JOIN {src2} ON `cr_returned_date_sk` = `d_date_sk`
        WHERE `d_date` >= DATE '2000-08-23' AND `d_date` <= DATE '2000-09-22'
        GROUP BY `cr_call_center_sk`
      ) AS _q4 ON TRUE
      UNION ALL
      SELECT 'web channel' AS _c55_0, _c42_0, _c43_0, CASE WHEN CAST(_c52_0 AS DECIMAL(22,2)) IS NOT NULL THEN CAST(_c52_0 AS DECIMAL(22,2)) ELSE CAST(0.00BD AS DECIMAL(22,2)) END AS _c55_1, CAST(_c43_1 - CASE WHEN CAST(_c52_1 AS DECIMAL(22,2)) IS NOT NULL THEN CAST(_c52_1 AS DECIMAL(22,2)) ELSE CAST(0.00BD AS DECIMAL(22,2)) END AS DECIMAL(23,2)) AS _c55_2
      FROM (
        SELECT `wp_web_page_sk` AS _c42_0, CAST(`sum`(`ws_ext_sales_price`) AS DECIMAL(38,2)) AS _c43_0, CAST(`sum`(`ws_net_profit`) AS DECIMAL(38,2)) AS _c43_1
        FROM {src7} JOIN {src2} ON `ws_sold_date_sk` = `d_date_sk` JOIN {src8} ON `ws_web_page_sk` = `wp_web_page_sk`
        WHERE `d_date` >= DATE '2000-08-23' AND `d_date` <= DATE '2000-09-22'
        GROUP BY `wp_web_page_sk`
      ) AS _q5 LEFT OUTER JOIN (
        SELECT `wp_web_page_sk` AS _c51_0, CAST(`sum`(`wr_return_amt`) AS DECIMAL(38,2)) AS _c52_0, CAST(`sum`(`wr_net_loss`) AS DECIMAL(38,2)) AS _c52_1
        FROM {src9} JOIN {src2} ON `wr_returned_date_sk` = `d_date_sk` JOIN {src8} ON `wr_web_page_sk` = `wp_web_page_sk`
        WHERE `d_date` >= DATE '2000-08-23' AND `d_date` <= DATE '2000-09-22'
        GROUP BY `wp_web_page_sk`
      ) AS _q6 ON _c42_0 = _c51_0
    ) AS _q7
    UNION ALL
    SELECT CAST(_v0 AS STRING) AS _c20_0, CAST(_v1 AS BIGINT) AS _c7_0, CAST(_v2 AS DECIMAL(38,2)) AS _c8_0, CAST(_v3 AS DECIMAL(22,2)) AS _c20_1, CAST(_v4 AS DECIMAL(23,2)) AS _c20_2, CAST(_v5 AS BOOLEAN) AS _c57_0
    FROM VALUES (CAST(NULL AS STRING), CAST(NULL AS BIGINT), CAST(NULL AS DECIMAL(38,2)), CAST(NULL AS DECIMAL(22,2)), CAST(NULL AS DECIMAL(23,2)), TRUE) AS _q8(_v0, _v1, _v2, _v3, _v4, _v5)
  ) AS _q9
  GROUP BY _c57_0, _c20_0, _c7_0 GROUPING SETS ((_c57_0, _c20_0, _c7_0), (_c57_0, _c20_0), ())
) AS _q10
WHERE NOT `coalesce`(_c57_0, FALSE)
ORDER BY _c56_0 ASC NULLS FIRST, _c56_1 ASC NULLS FIRST, _c58_1 DESC NULLS FIRST
LIMIT 100
