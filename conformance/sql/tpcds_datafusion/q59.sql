-- tpcds_datafusion/q59: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c7_5 AS `s_store_name1`, _c7_1 AS `s_store_id1`, _c4_0 AS `d_week_seq1`, CAST(_c5_0 / _c16_0 AS DECIMAL(23,6)) AS `sun_sales_ratio`, CAST(_c5_1 / _c16_1 AS DECIMAL(23,6)) AS `mon_sales_ratio`, CAST(_c5_2 / _c16_2 AS DECIMAL(23,6)) AS `tue_sales_ratio`, CAST(_c5_3 / _c16_3 AS DECIMAL(23,6)) AS `wed_sales_ratio`, CAST(_c5_4 / _c16_4 AS DECIMAL(23,6)) AS `thu_sales_ratio`, CAST(_c5_5 / _c16_5 AS DECIMAL(23,6)) AS `fri_sales_ratio`, CAST(_c5_6 / _c16_6 AS DECIMAL(23,6)) AS `sat_sales_ratio`
FROM (
  SELECT *
  FROM (
    SELECT `s_store_name` AS _c7_5, _c4_0, `s_store_id` AS _c7_1, _c5_0, _c5_1, _c5_2, _c5_3, _c5_4, _c5_5, _c5_6
    FROM (
      SELECT `d_week_seq` AS _c4_0, `ss_store_sk` AS _c4_1, CAST(`sum`(CASE WHEN `d_day_name` = 'Sunday' THEN `ss_sales_price` ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c5_0, CAST(`sum`(CASE WHEN `d_day_name` = 'Monday' THEN `ss_sales_price` ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c5_1, CAST(`sum`(CASE WHEN `d_day_name` = 'Tuesday' THEN `ss_sales_price` ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c5_2, CAST(`sum`(CASE WHEN `d_day_name` = 'Wednesday' THEN `ss_sales_price` ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c5_3, CAST(`sum`(CASE WHEN `d_day_name` = 'Thursday' THEN `ss_sales_price` ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c5_4, CAST(`sum`(CASE WHEN `d_day_name` = 'Friday' THEN `ss_sales_price` ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c5_5, CAST(`sum`(CASE WHEN `d_day_name` = 'Saturday' THEN `ss_sales_price` ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c5_6
      FROM {src1} JOIN {src2} ON `ss_sold_date_sk` = `d_date_sk`
      GROUP BY `d_week_seq`, `ss_store_sk`
    ) AS _q1 JOIN {src3} ON _c4_1 = `s_store_sk` JOIN {src2} ON _c4_0 = `d_week_seq`
    WHERE `d_month_seq` >= 1212L AND `d_month_seq` <= 1223L
  ) AS _q2 JOIN (
    SELECT _c15_0, `s_store_id` AS _c18_1, _c16_0, _c16_1, _c16_2, _c16_3, _c16_4, _c16_5, _c16_6
    FROM (
      SELECT `d_week_seq` AS _c15_0, `ss_store_sk` AS _c15_1, CAST(`sum`(CASE WHEN `d_day_name` = 'Sunday' THEN `ss_sales_price` ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c16_0, CAST(`sum`(CASE WHEN `d_day_name` = 'Monday' THEN `ss_sales_price` ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c16_1, CAST(`sum`(CASE WHEN `d_day_name` = 'Tuesday' THEN `ss_sales_price` ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c16_2, CAST(`sum`(CASE WHEN `d_day_name` = 'Wednesday' THEN `ss_sales_price` ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c16_3, CAST(`sum`(CASE WHEN `d_day_name` = 'Thursday' THEN `ss_sales_price` ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c16_4, CAST(`sum`(CASE WHEN `d_day_name` = 'Friday' THEN `ss_sales_price` ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c16_5, CAST(`sum`(CASE WHEN `d_day_name` = 'Saturday' THEN `ss_sales_price` ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c16_6
      FROM {src1} JOIN {src2} ON `ss_sold_date_sk` = `d_date_sk`
      GROUP BY `d_week_seq`, `ss_store_sk`
    ) AS _q3 JOIN {src3} ON _c15_1 = `s_store_sk` JOIN {src2} ON _c15_0 = `d_week_seq`
    WHERE `d_month_seq` >= 1224L AND `d_month_seq` <= 1235L
  ) AS _q4 ON _c7_1 = _c18_1 AND _c4_0 = _c15_0 - 52L
  ORDER BY _c7_5 ASC NULLS FIRST, _c7_1 ASC NULLS FIRST, _c4_0 ASC NULLS FIRST
  LIMIT 100
) AS _q5
