-- tpcds_datafusion/q62: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT CAST(`substring`(`w_warehouse_name`, 1, 20) AS STRING) AS `w_substr`, `sm_type`, `web_name`, CAST(`sum`(CASE WHEN `ws_ship_date_sk` - `ws_sold_date_sk` <= 30L THEN 1L ELSE 0L END) AS BIGINT) AS `30 days`, CAST(`sum`(CASE WHEN `ws_ship_date_sk` - `ws_sold_date_sk` > 30L AND `ws_ship_date_sk` - `ws_sold_date_sk` <= 60L THEN 1L ELSE 0L END) AS BIGINT) AS `31-60 days`, CAST(`sum`(CASE WHEN `ws_ship_date_sk` - `ws_sold_date_sk` > 60L AND `ws_ship_date_sk` - `ws_sold_date_sk` <= 90L THEN 1L ELSE 0L END) AS BIGINT) AS `61-90 days`, CAST(`sum`(CASE WHEN `ws_ship_date_sk` - `ws_sold_date_sk` > 90L AND `ws_ship_date_sk` - `ws_sold_date_sk` <= 120L THEN 1L ELSE 0L END) AS BIGINT) AS `91-120 days`, CAST(`sum`(CASE WHEN `ws_ship_date_sk` - `ws_sold_date_sk` > 120L THEN 1L ELSE 0L END) AS BIGINT) AS `>120 days`
FROM {src1} JOIN {src2} ON `ws_warehouse_sk` = `w_warehouse_sk` JOIN {src3} ON `ws_ship_mode_sk` = `sm_ship_mode_sk` JOIN {src4} ON `ws_web_site_sk` = `web_site_sk` JOIN {src5} ON `ws_ship_date_sk` = `d_date_sk`
WHERE `d_month_seq` >= 1200L AND `d_month_seq` <= 1211L
GROUP BY CAST(`substring`(`w_warehouse_name`, 1, 20) AS STRING), `sm_type`, `web_name`
ORDER BY `w_substr` ASC NULLS FIRST, `sm_type` ASC NULLS FIRST, `web_name` ASC NULLS FIRST
LIMIT 100
