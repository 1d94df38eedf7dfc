-- tpcds_datafusion/q99: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c12_0 AS `w_substr`, _c12_1 AS `sm_type`, CAST(`lower`(_c12_2) AS STRING) AS `cc_name_lower`, _c13_0 AS `30 days`, _c13_1 AS `31-60 days`, _c13_2 AS `61-90 days`, _c13_3 AS `91-120 days`, _c13_4 AS `>120 days`
FROM (
  SELECT *
  FROM (
    SELECT CAST(`substring`(`w_warehouse_name`, 1, 20) AS STRING) AS _c12_0, `sm_type` AS _c12_1, `cc_name` AS _c12_2, CAST(`sum`(CASE WHEN `cs_ship_date_sk` - `cs_sold_date_sk` <= 30L THEN 1L ELSE 0L END) AS BIGINT) AS _c13_0, CAST(`sum`(CASE WHEN `cs_ship_date_sk` - `cs_sold_date_sk` > 30L AND `cs_ship_date_sk` - `cs_sold_date_sk` <= 60L THEN 1L ELSE 0L END) AS BIGINT) AS _c13_1, CAST(`sum`(CASE WHEN `cs_ship_date_sk` - `cs_sold_date_sk` > 60L AND `cs_ship_date_sk` - `cs_sold_date_sk` <= 90L THEN 1L ELSE 0L END) AS BIGINT) AS _c13_2, CAST(`sum`(CASE WHEN `cs_ship_date_sk` - `cs_sold_date_sk` > 90L AND `cs_ship_date_sk` - `cs_sold_date_sk` <= 120L THEN 1L ELSE 0L END) AS BIGINT) AS _c13_3, CAST(`sum`(CASE WHEN `cs_ship_date_sk` - `cs_sold_date_sk` > 120L THEN 1L ELSE 0L END) AS BIGINT) AS _c13_4
    FROM {src1} JOIN {src2} ON `cs_warehouse_sk` = `w_warehouse_sk` JOIN {src3} ON `cs_ship_mode_sk` = `sm_ship_mode_sk` JOIN {src4} ON `cs_call_center_sk` = `cc_call_center_sk` JOIN {src5} ON `cs_ship_date_sk` = `d_date_sk`
    WHERE `d_month_seq` >= 1200L AND `d_month_seq` <= 1211L
    GROUP BY CAST(`substring`(`w_warehouse_name`, 1, 20) AS STRING), `sm_type`, `cc_name`
  ) AS _q1
  ORDER BY _c12_0 ASC NULLS FIRST, _c12_1 ASC NULLS FIRST, CAST(`lower`(_c12_2) AS STRING) ASC NULLS FIRST
  LIMIT 100
) AS _q2
