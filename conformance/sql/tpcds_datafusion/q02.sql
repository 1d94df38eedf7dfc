-- tpcds_datafusion/q02: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c7_0 AS `d_week_seq1`, CAST(`round`(CAST(_c8_0 / _c20_0 AS DECIMAL(23,6)), 2) AS DECIMAL(23,2)) AS `r1`, CAST(`round`(CAST(_c8_1 / _c20_1 AS DECIMAL(23,6)), 2) AS DECIMAL(23,2)) AS `r2`, CAST(`round`(CAST(_c8_2 / _c20_2 AS DECIMAL(23,6)), 2) AS DECIMAL(23,2)) AS `r3`, CAST(`round`(CAST(_c8_3 / _c20_3 AS DECIMAL(23,6)), 2) AS DECIMAL(23,2)) AS `r4`, CAST(`round`(CAST(_c8_4 / _c20_4 AS DECIMAL(23,6)), 2) AS DECIMAL(23,2)) AS `r5`, CAST(`round`(CAST(_c8_5 / _c20_5 AS DECIMAL(23,6)), 2) AS DECIMAL(23,2)) AS `r6`, CAST(`round`(CAST(_c8_6 / _c20_6 AS DECIMAL(23,6)), 2) AS DECIMAL(23,2)) AS `round(y.sat_sales1 / z.sat_sales2,Int64(2))`
FROM (
  SELECT _c7_0, _c8_0, _c8_1, _c8_2, _c8_3, _c8_4, _c8_5, _c8_6
  FROM (
    SELECT `d_week_seq` AS _c7_0, CAST(`sum`(CASE WHEN `d_day_name` = 'Sunday' THEN _c1_23 ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c8_0, CAST(`sum`(CASE WHEN `d_day_name` = 'Monday' THEN _c1_23 ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c8_1, CAST(`sum`(CASE WHEN `d_day_name` = 'Tuesday' THEN _c1_23 ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c8_2, CAST(`sum`(CASE WHEN `d_day_name` = 'Wednesday' THEN _c1_23 ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c8_3, CAST(`sum`(CASE WHEN `d_day_name` = 'Thursday' THEN _c1_23 ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c8_4, CAST(`sum`(CASE WHEN `d_day_name` = 'Friday' THEN _c1_23 ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c8_5, CAST(`sum`(CASE WHEN `d_day_name` = 'Saturday' THEN _c1_23 ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c8_6
    FROM (
      SELECT `ws_sold_date_sk` AS _c1_0, `ws_ext_sales_price` AS _c1_23
      FROM {src1}
      UNION ALL
      SELECT `cs_sold_date_sk` AS _c3_0, `cs_ext_sales_price` AS _c3_23
      FROM {src2}
    ) AS _q1 JOIN {src3} ON _c1_0 = `d_date_sk`
    GROUP BY `d_week_seq`
  ) AS _q2 JOIN {src3} ON _c7_0 = `d_week_seq`
  WHERE `d_year` = 2001L
) AS _q3 JOIN (
  SELECT _c19_0, _c20_0, _c20_1, _c20_2, _c20_3, _c20_4, _c20_5, _c20_6
  FROM (
    SELECT `d_week_seq` AS _c19_0, CAST(`sum`(CASE WHEN `d_day_name` = 'Sunday' THEN _c13_23 ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c20_0, CAST(`sum`(CASE WHEN `d_day_name` = 'Monday' THEN _c13_23 ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c20_1, CAST(`sum`(CASE WHEN `d_day_name` = 'Tuesday' THEN _c13_23 ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c20_2, CAST(`sum`(CASE WHEN `d_day_name` = 'Wednesday' THEN _c13_23 ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c20_3, CAST(`sum`(CASE WHEN `d_day_name` = 'Thursday' THEN _c13_23 ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c20_4, CAST(`sum`(CASE WHEN `d_day_name` = 'Friday' THEN _c13_23 ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c20_5, CAST(`sum`(CASE WHEN `d_day_name` = 'Saturday' THEN _c13_23 ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c20_6
    FROM (
      SELECT `ws_sold_date_sk` AS _c13_0, `ws_ext_sales_price` AS _c13_23
      FROM {src1}
      UNION ALL
      SELECT `cs_sold_date_sk` AS _c15_0, `cs_ext_sales_price` AS _c15_23
      FROM {src2}
    ) AS _q4 JOIN {src3} ON _c13_0 = `d_date_sk`
    GROUP BY `d_week_seq`
  ) AS _q5 JOIN {src3} ON _c19_0 = `d_week_seq`
  WHERE `d_year` = 2002L
) AS _q6 ON _c7_0 = _c19_0 - 53L
ORDER BY _c7_0 ASC NULLS FIRST
