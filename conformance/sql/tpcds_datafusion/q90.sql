-- tpcds_datafusion/q90: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT CASE WHEN _c25_0 = 0L THEN CAST(NULL AS DECIMAL(23,8)) ELSE CAST(CAST(_c12_0 AS DECIMAL(15,4)) / CAST(_c25_0 AS DECIMAL(15,4)) AS DECIMAL(23,8)) END AS `am_pm_ratio`
FROM (
  SELECT *
  FROM (
    SELECT `count`(1L) AS _c12_0
    FROM {src1} JOIN {src2} ON `ws_ship_hdemo_sk` = `hd_demo_sk` JOIN {src3} ON `ws_sold_time_sk` = `t_time_sk` JOIN {src4} ON `ws_web_page_sk` = `wp_web_page_sk`
    WHERE `hd_dep_count` = 6L AND `t_hour` >= 8L AND `t_hour` <= 9L AND `wp_char_count` >= 5000L AND `wp_char_count` <= 5200L
  ) AS _q1 JOIN (
    SELECT `count`(1L) AS _c25_0
    FROM {src1} JOIN {src2} ON `ws_ship_hdemo_sk` = `hd_demo_sk` JOIN {src3} ON `ws_sold_time_sk` = `t_time_sk` JOIN {src4} ON `ws_web_page_sk` = `wp_web_page_sk`
    WHERE `hd_dep_count` = 6L AND `t_hour` >= 19L AND `t_hour` <= 20L AND `wp_char_count` >= 5000L AND `wp_char_count` <= 5200L
  ) AS _q2 ON TRUE
  ORDER BY CASE WHEN _c25_0 = 0L THEN CAST(NULL AS DECIMAL(23,8)) ELSE CAST(CAST(_c12_0 AS DECIMAL(15,4)) / CAST(_c25_0 AS DECIMAL(15,4)) AS DECIMAL(23,8)) END ASC NULLS LAST
  LIMIT 100
) AS _q3
