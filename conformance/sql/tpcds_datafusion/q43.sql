-- tpcds_datafusion/q43: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c8_0 AS `s_store_name`, _c8_1 AS `s_store_id`, _c9_0 AS `sun_sales`, _c9_1 AS `mon_sales`, _c9_2 AS `tue_sales`, _c9_3 AS `wed_sales`, _c9_4 AS `thu_sales`, _c9_5 AS `fri_sales`, _c9_6 AS `sat_sales`
FROM (
  SELECT _c5_5 AS _c8_0, _c5_1 AS _c8_1, CAST(`sum`(CASE WHEN _c1_14 = 'Sunday' THEN _c3_13 ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c9_0, CAST(`sum`(CASE WHEN _c1_14 = 'Monday' THEN _c3_13 ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c9_1, CAST(`sum`(CASE WHEN _c1_14 = 'Tuesday' THEN _c3_13 ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c9_2, CAST(`sum`(CASE WHEN _c1_14 = 'Wednesday' THEN _c3_13 ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c9_3, CAST(`sum`(CASE WHEN _c1_14 = 'Thursday' THEN _c3_13 ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c9_4, CAST(`sum`(CASE WHEN _c1_14 = 'Friday' THEN _c3_13 ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c9_5, CAST(`sum`(CASE WHEN _c1_14 = 'Saturday' THEN _c3_13 ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c9_6
  FROM (
    SELECT _c1_14, _c3_7, _c3_13
    FROM (
      SELECT _c1_0, _c1_14
      FROM (
        SELECT `d_date_sk` AS _c1_0, `d_year` AS _c1_6, `d_day_name` AS _c1_14
        FROM {src1}
      ) AS _q1
      WHERE _c1_6 = 2000L
    ) AS _q2 JOIN (
      SELECT `ss_sold_date_sk` AS _c3_0, `ss_store_sk` AS _c3_7, `ss_sales_price` AS _c3_13
      FROM {src2}
    ) AS _q3 ON _c1_0 = _c3_0
  ) AS _q4 JOIN (
    SELECT _c5_0, _c5_1, _c5_5
    FROM (
      SELECT `s_store_sk` AS _c5_0, `s_store_id` AS _c5_1, `s_store_name` AS _c5_5, `s_gmt_offset` AS _c5_27
      FROM {src3}
    ) AS _q5
    WHERE _c5_27 = CAST((-5.00BD) AS DECIMAL(5,2))
  ) AS _q6 ON _c3_7 = _c5_0
  GROUP BY _c5_5, _c5_1
  ORDER BY _c8_0 ASC NULLS LAST, _c8_1 ASC NULLS LAST
  LIMIT 100
) AS _q7
