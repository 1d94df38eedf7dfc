-- tpcds_duckdb113/q43: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c6_0 AS `s_store_name`, _c6_1 AS `s_store_id`, _c7_0 AS `sun_sales`, _c7_1 AS `mon_sales`, _c7_2 AS `tue_sales`, _c7_3 AS `wed_sales`, _c7_4 AS `thu_sales`, _c7_5 AS `fri_sales`, _c7_6 AS `sat_sales`
FROM (
  SELECT `s_store_name` AS _c6_0, `s_store_id` AS _c6_1, CAST(`sum`(CASE WHEN `d_day_name` = 'Sunday' THEN `ss_sales_price` ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c7_0, CAST(`sum`(CASE WHEN `d_day_name` = 'Monday' THEN `ss_sales_price` ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c7_1, CAST(`sum`(CASE WHEN `d_day_name` = 'Tuesday' THEN `ss_sales_price` ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c7_2, CAST(`sum`(CASE WHEN `d_day_name` = 'Wednesday' THEN `ss_sales_price` ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c7_3, CAST(`sum`(CASE WHEN `d_day_name` = 'Thursday' THEN `ss_sales_price` ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c7_4, CAST(`sum`(CASE WHEN `d_day_name` = 'Friday' THEN `ss_sales_price` ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c7_5, CAST(`sum`(CASE WHEN `d_day_name` = 'Saturday' THEN `ss_sales_price` ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c7_6
  FROM {src1} JOIN (
    SELECT *
    FROM {src2}
    WHERE `d_year` = 2000L AND `d_year` IS NOT NULL AND `d_date_sk` >= 2450816L AND `d_date_sk` <= 2452642L
  ) AS _q1 ON `ss_sold_date_sk` = `d_date_sk` JOIN {src3} ON `ss_store_sk` = `s_store_sk`
  GROUP BY `s_store_name`, `s_store_id`
  ORDER BY _c6_0 ASC NULLS LAST, _c6_1 ASC NULLS LAST, _c7_0 ASC NULLS LAST, _c7_1 ASC NULLS LAST, _c7_2 ASC NULLS LAST, _c7_3 ASC NULLS LAST, _c7_4 ASC NULLS LAST, _c7_5 ASC NULLS LAST, _c7_6 ASC NULLS LAST
  LIMIT 100
) AS _q2
