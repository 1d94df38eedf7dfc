-- tpcds_datafusion/q43: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c8_0 AS `s_store_name`, _c8_1 AS `s_store_id`, _c9_0 AS `sun_sales`, _c9_1 AS `mon_sales`, _c9_2 AS `tue_sales`, _c9_3 AS `wed_sales`, _c9_4 AS `thu_sales`, _c9_5 AS `fri_sales`, _c9_6 AS `sat_sales`
FROM (
  SELECT `s_store_name` AS _c8_0, `s_store_id` AS _c8_1, CAST(`sum`(CASE WHEN `d_day_name` = 'Sunday' THEN `ss_sales_price` ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c9_0, CAST(`sum`(CASE WHEN `d_day_name` = 'Monday' THEN `ss_sales_price` ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c9_1, CAST(`sum`(CASE WHEN `d_day_name` = 'Tuesday' THEN `ss_sales_price` ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c9_2, CAST(`sum`(CASE WHEN `d_day_name` = 'Wednesday' THEN `ss_sales_price` ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c9_3, CAST(`sum`(CASE WHEN `d_day_name` = 'Thursday' THEN `ss_sales_price` ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c9_4, CAST(`sum`(CASE WHEN `d_day_name` = 'Friday' THEN `ss_sales_price` ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c9_5, CAST(`sum`(CASE WHEN `d_day_name` = 'Saturday' THEN `ss_sales_price` ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c9_6
  FROM (
    SELECT *
    FROM {src1}
    WHERE `d_year` = 2000L
  ) AS _q1 JOIN {src2} ON `d_date_sk` = `ss_sold_date_sk` JOIN (
    SELECT *
    FROM {src3}
    WHERE `s_gmt_offset` = CAST((-5.00BD) AS DECIMAL(5,2))
  ) AS _q2 ON `ss_store_sk` = `s_store_sk`
  GROUP BY `s_store_name`, `s_store_id`
  ORDER BY _c8_0 ASC NULLS LAST, _c8_1 ASC NULLS LAST
  LIMIT 100
) AS _q3
