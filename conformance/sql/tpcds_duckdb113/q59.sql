-- tpcds_duckdb113/q59: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c8_5 AS `s_store_name1`, _c8_1 AS `s_store_id1`, _c5_0 AS `d_week_seq1`, CAST(CASE WHEN CAST(_c17_0 AS DOUBLE) = 0.0D THEN CAST(_c6_0 AS DOUBLE) * `power`(CAST(_c17_0 AS DOUBLE), (-1.0D)) ELSE CAST(_c6_0 AS DOUBLE) / CAST(_c17_0 AS DOUBLE) END AS DOUBLE) AS `sun_sales_ratio`, CAST(CASE WHEN CAST(_c17_1 AS DOUBLE) = 0.0D THEN CAST(_c6_1 AS DOUBLE) * `power`(CAST(_c17_1 AS DOUBLE), (-1.0D)) ELSE CAST(_c6_1 AS DOUBLE) / CAST(_c17_1 AS DOUBLE) END AS DOUBLE) AS `mon_sales_ratio`, CAST(CASE WHEN CAST(_c17_2 AS DOUBLE) = 0.0D THEN CAST(_c6_2 AS DOUBLE) * `power`(CAST(_c17_2 AS DOUBLE), (-1.0D)) ELSE CAST(_c6_2 AS DOUBLE) / CAST(_c17_2 AS DOUBLE) END AS DOUBLE) AS `tue_sales_ratio`, CAST(CASE WHEN CAST(_c17_3 AS DOUBLE) = 0.0D THEN CAST(_c6_3 AS DOUBLE) * `power`(CAST(_c17_3 AS DOUBLE), (-1.0D)) ELSE CAST(_c6_3 AS DOUBLE) / CAST(_c17_3 AS DOUBLE) END AS DOUBLE) AS `wed_sales_ratio`, CAST(CASE WHEN CAST(_c17_4 AS DOUBLE) = 0.0D THEN CAST(_c6_4 AS DOUBLE) * `power`(CAST(_c17_4 AS DOUBLE), (-1.0D)) ELSE CAST(_c6_4 AS DOUBLE) / CAST(_c17_4 AS DOUBLE) END AS DOUBLE) AS `thu_sales_ratio`, CAST(CASE WHEN CAST(_c17_5 AS DOUBLE) = 0.0D THEN CAST(_c6_5 AS DOUBLE) * `power`(CAST(_c17_5 AS DOUBLE), (-1.0D)) ELSE CAST(_c6_5 AS DOUBLE) / CAST(_c17_5 AS DOUBLE) END AS DOUBLE) AS `fri_sales_ratio`, CAST(CASE WHEN CAST(_c17_6 AS DOUBLE) = 0.0D THEN CAST(_c6_6 AS DOUBLE) * `power`(CAST(_c17_6 AS DOUBLE), (-1.0D)) ELSE CAST(_c6_6 AS DOUBLE) / CAST(_c17_6 AS DOUBLE) END AS DOUBLE) AS `sat_sales_ratio`
FROM (
  SELECT *
  FROM (
    SELECT `s_store_name` AS _c8_5, _c5_0, `s_store_id` AS _c8_1, _c6_0, _c6_1, _c6_2, _c6_3, _c6_4, _c6_5, _c6_6
    FROM {src1} JOIN (
      SELECT *
      FROM (
        SELECT `d_week_seq` AS _c5_0, `ss_store_sk` AS _c5_1, CAST(`sum`(CASE WHEN `d_day_name` = 'Sunday' THEN `ss_sales_price` ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c6_0, CAST(`sum`(CASE WHEN `d_day_name` = 'Monday' THEN `ss_sales_price` ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c6_1, CAST(`sum`(CASE WHEN `d_day_name` = 'Tuesday' THEN `ss_sales_price` ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c6_2, CAST(`sum`(CASE WHEN `d_day_name` = 'Wednesday' THEN `ss_sales_price` ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c6_3, CAST(`sum`(CASE WHEN `d_day_name` = 'Thursday' THEN `ss_sales_price` ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c6_4, CAST(`sum`(CASE WHEN `d_day_name` = 'Friday' THEN `ss_sales_price` ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c6_5, CAST(`sum`(CASE WHEN `d_day_name` = 'Saturday' THEN `ss_sales_price` ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c6_6
        FROM {src1} JOIN {src2} ON `d_date_sk` = `ss_sold_date_sk`
        WHERE `d_date_sk` >= 2450816L AND `d_date_sk` <= 2452642L AND `d_date_sk` IS NOT NULL
        GROUP BY `d_week_seq`, `ss_store_sk`
      ) AS _q1 JOIN {src3} ON _c5_1 = `s_store_sk`
    ) AS _q2 ON `d_week_seq` = _c5_0
    WHERE `d_month_seq` >= 1212L AND `d_month_seq` <= 1223L AND `d_month_seq` IS NOT NULL
  ) AS _q3 JOIN (
    SELECT _c16_0, `s_store_id` AS _c19_1, _c17_0, _c17_1, _c17_2, _c17_3, _c17_4, _c17_5, _c17_6
    FROM {src1} JOIN (
      SELECT *
      FROM (
        SELECT `d_week_seq` AS _c16_0, `ss_store_sk` AS _c16_1, CAST(`sum`(CASE WHEN `d_day_name` = 'Sunday' THEN `ss_sales_price` ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c17_0, CAST(`sum`(CASE WHEN `d_day_name` = 'Monday' THEN `ss_sales_price` ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c17_1, CAST(`sum`(CASE WHEN `d_day_name` = 'Tuesday' THEN `ss_sales_price` ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c17_2, CAST(`sum`(CASE WHEN `d_day_name` = 'Wednesday' THEN `ss_sales_price` ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c17_3, CAST(`sum`(CASE WHEN `d_day_name` = 'Thursday' THEN `ss_sales_price` ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c17_4, CAST(`sum`(CASE WHEN `d_day_name` = 'Friday' THEN `ss_sales_price` ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c17_5, CAST(`sum`(CASE WHEN `d_day_name` = 'Saturday' THEN `ss_sales_price` ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c17_6
        FROM {src1} JOIN {src2} ON `d_date_sk` = `ss_sold_date_sk`
        WHERE `d_date_sk` >= 2450816L AND `d_date_sk` <= 2452642L AND `d_date_sk` IS NOT NULL
        GROUP BY `d_week_seq`, `ss_store_sk`
      ) AS _q4 JOIN {src3} ON _c16_1 = `s_store_sk`
    ) AS _q5 ON `d_week_seq` = _c16_0
    WHERE `d_month_seq` >= 1224L AND `d_month_seq` <= 1235L AND `d_month_seq` IS NOT NULL
  ) AS _q6 ON _c5_0 = _c16_0 - 52L AND _c8_1 = _c19_1
  ORDER BY _c8_5 ASC NULLS FIRST, _c8_1 ASC NULLS FIRST, _c5_0 ASC NULLS FIRST
  LIMIT 100
) AS _q7
