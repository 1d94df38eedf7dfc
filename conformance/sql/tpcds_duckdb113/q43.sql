-- tpcds_duckdb113/q43: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c6_0 AS `s_store_name`, _c6_1 AS `s_store_id`, _c7_0 AS `sun_sales`, _c7_1 AS `mon_sales`, _c7_2 AS `tue_sales`, _c7_3 AS `wed_sales`, _c7_4 AS `thu_sales`, _c7_5 AS `fri_sales`, _c7_6 AS `sat_sales`
FROM (
  SELECT _c4_5 AS _c6_0, _c4_1 AS _c6_1, CAST(`sum`(CASE WHEN _c2_14 = 'Sunday' THEN _c1_13 ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c7_0, CAST(`sum`(CASE WHEN _c2_14 = 'Monday' THEN _c1_13 ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c7_1, CAST(`sum`(CASE WHEN _c2_14 = 'Tuesday' THEN _c1_13 ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c7_2, CAST(`sum`(CASE WHEN _c2_14 = 'Wednesday' THEN _c1_13 ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c7_3, CAST(`sum`(CASE WHEN _c2_14 = 'Thursday' THEN _c1_13 ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c7_4, CAST(`sum`(CASE WHEN _c2_14 = 'Friday' THEN _c1_13 ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c7_5, CAST(`sum`(CASE WHEN _c2_14 = 'Saturday' THEN _c1_13 ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c7_6
  FROM (
    SELECT *
    FROM (
      SELECT `ss_sold_date_sk` AS _c1_0, `ss_store_sk` AS _c1_7, `ss_sales_price` AS _c1_13
      FROM {src1}
    ) AS _q1 JOIN (
      SELECT _c2_0, _c2_14
      FROM (
        SELECT `d_date_sk` AS _c2_0, `d_day_name` AS _c2_14, `d_year` AS _c2_6
        FROM {src2}
      ) AS _q2
      WHERE _c2_6 = 2000L AND _c2_6 IS NOT NULL AND _c2_0 >= 2450816L AND _c2_0 <= 2452642L
    ) AS _q3 ON _c1_0 = _c2_0
  ) AS _q4 JOIN (
    SELECT `s_store_sk` AS _c4_0, `s_store_name` AS _c4_5, `s_store_id` AS _c4_1
    FROM {src3}
  ) AS _q5 ON _c1_7 = _c4_0
  GROUP BY _c4_5, _c4_1
  ORDER BY _c6_0 ASC NULLS LAST, _c6_1 ASC NULLS LAST, _c7_0 ASC NULLS LAST, _c7_1 ASC NULLS LAST, _c7_2 ASC NULLS LAST, _c7_3 ASC NULLS LAST, _c7_4 ASC NULLS LAST, _c7_5 ASC NULLS LAST, _c7_6 ASC NULLS LAST
  LIMIT 100
) AS _q6
