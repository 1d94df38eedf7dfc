-- tpcds_duckdb113/q99: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c11_0 AS `w_substr`, _c11_1 AS `sm_type`, CAST(`lower`(_c11_2) AS STRING) AS `cc_name_lower`, _c12_0 AS `30 days`, _c12_1 AS `31-60 days`, _c12_2 AS `61-90 days`, _c12_3 AS `91-120 days`, _c12_4 AS `>120 days`
FROM (
  SELECT *
  FROM (
    SELECT CAST(`substring`(`w_warehouse_name`, 1, 20) AS STRING) AS _c11_0, `sm_type` AS _c11_1, `cc_name` AS _c11_2, CAST(`sum`(CASE WHEN `cs_ship_date_sk` - `cs_sold_date_sk` <= 30L THEN 1 ELSE 0 END) AS DECIMAL(38,0)) AS _c12_0, CAST(`sum`(CASE WHEN `cs_ship_date_sk` - `cs_sold_date_sk` > 30L AND `cs_ship_date_sk` - `cs_sold_date_sk` <= 60L THEN 1 ELSE 0 END) AS DECIMAL(38,0)) AS _c12_1, CAST(`sum`(CASE WHEN `cs_ship_date_sk` - `cs_sold_date_sk` > 60L AND `cs_ship_date_sk` - `cs_sold_date_sk` <= 90L THEN 1 ELSE 0 END) AS DECIMAL(38,0)) AS _c12_2, CAST(`sum`(CASE WHEN `cs_ship_date_sk` - `cs_sold_date_sk` > 90L AND `cs_ship_date_sk` - `cs_sold_date_sk` <= 120L THEN 1 ELSE 0 END) AS DECIMAL(38,0)) AS _c12_3, CAST(`sum`(CASE WHEN `cs_ship_date_sk` - `cs_sold_date_sk` > 120L THEN 1 ELSE 0 END) AS DECIMAL(38,0)) AS _c12_4
    FROM {src1} JOIN {src2} ON `cs_ship_date_sk` = `d_date_sk` JOIN {src3} ON `cs_ship_mode_sk` = `sm_ship_mode_sk` JOIN {src4} ON `cs_warehouse_sk` = `w_warehouse_sk` JOIN {src5} ON `cs_call_center_sk` = `cc_call_center_sk`
    WHERE `d_month_seq` >= 1200L AND `d_month_seq` <= 1211L AND `d_month_seq` IS NOT NULL AND `d_date_sk` >= 2450820L AND `d_date_sk` <= 2452312L
    GROUP BY CAST(`substring`(`w_warehouse_name`, 1, 20) AS STRING), `sm_type`, `cc_name`
  ) AS _q1
  ORDER BY _c11_0 ASC NULLS FIRST, _c11_1 ASC NULLS FIRST, CAST(`lower`(_c11_2) AS STRING) ASC NULLS FIRST
  LIMIT 100
) AS _q2
