-- tpcds_datafusion/q59: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c7_5 AS `s_store_name1`, _c7_1 AS `s_store_id1`, _c4_0 AS `d_week_seq1`, _c23_0 AS `sun_sales_ratio`, _c23_1 AS `mon_sales_ratio`, _c23_2 AS `tue_sales_ratio`, _c23_3 AS `wed_sales_ratio`, _c23_4 AS `thu_sales_ratio`, _c23_5 AS `fri_sales_ratio`, _c23_6 AS `sat_sales_ratio`
FROM (
  SELECT _c7_5, _c7_1, _c4_0, CAST(CASE WHEN _c16_0 = 0 THEN `raise_error`('divide: division by zero') ELSE CASE WHEN `try_divide`(_c5_0, _c16_0) IS NULL AND _c5_0 IS NOT NULL AND _c16_0 IS NOT NULL THEN `raise_error`('divide: decimal overflow') ELSE `try_divide`(_c5_0, _c16_0) END END AS DECIMAL(23,6)) AS _c23_0, CAST(CASE WHEN _c16_1 = 0 THEN `raise_error`('divide: division by zero') ELSE CASE WHEN `try_divide`(_c5_1, _c16_1) IS NULL AND _c5_1 IS NOT NULL AND _c16_1 IS NOT NULL THEN `raise_error`('divide: decimal overflow') ELSE `try_divide`(_c5_1, _c16_1) END END AS DECIMAL(23,6)) AS _c23_1, CAST(CASE WHEN _c16_2 = 0 THEN `raise_error`('divide: division by zero') ELSE CASE WHEN `try_divide`(_c5_2, _c16_2) IS NULL AND _c5_2 IS NOT NULL AND _c16_2 IS NOT NULL THEN `raise_error`('divide: decimal overflow') ELSE `try_divide`(_c5_2, _c16_2) END END AS DECIMAL(23,6)) AS _c23_2, CAST(CASE WHEN _c16_3 = 0 THEN `raise_error`('divide: division by zero') ELSE CASE WHEN `try_divide`(_c5_3, _c16_3) IS NULL AND _c5_3 IS NOT NULL AND _c16_3 IS NOT NULL THEN `raise_error`('divide: decimal overflow') ELSE `try_divide`(_c5_3, _c16_3) END END AS DECIMAL(23,6)) AS _c23_3, CAST(CASE WHEN _c16_4 = 0 THEN `raise_error`('divide: division by zero') ELSE CASE WHEN `try_divide`(_c5_4, _c16_4) IS NULL AND _c5_4 IS NOT NULL AND _c16_4 IS NOT NULL THEN `raise_error`('divide: decimal overflow') ELSE `try_divide`(_c5_4, _c16_4) END END AS DECIMAL(23,6)) AS _c23_4, CAST(CASE WHEN _c16_5 = 0 THEN `raise_error`('divide: division by zero') ELSE CASE WHEN `try_divide`(_c5_5, _c16_5) IS NULL AND _c5_5 IS NOT NULL AND _c16_5 IS NOT NULL THEN `raise_error`('divide: decimal overflow') ELSE `try_divide`(_c5_5, _c16_5) END END AS DECIMAL(23,6)) AS _c23_5, CAST(CASE WHEN _c16_6 = 0 THEN `raise_error`('divide: division by zero') ELSE CASE WHEN `try_divide`(_c5_6, _c16_6) IS NULL AND _c5_6 IS NOT NULL AND _c16_6 IS NOT NULL THEN `raise_error`('divide: decimal overflow') ELSE `try_divide`(_c5_6, _c16_6) END END AS DECIMAL(23,6)) AS _c23_6
  FROM (
    SELECT _c7_5, _c4_0, _c7_1, _c5_0, _c5_1, _c5_2, _c5_3, _c5_4, _c5_5, _c5_6
    FROM (
      SELECT _c4_0, _c5_0, _c5_1, _c5_2, _c5_3, _c5_4, _c5_5, _c5_6, _c7_1, _c7_5
      FROM (
        SELECT _c2_4 AS _c4_0, _c1_7 AS _c4_1, CAST(`sum`(CASE WHEN _c2_14 = 'Sunday' THEN _c1_13 ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c5_0, CAST(`sum`(CASE WHEN _c2_14 = 'Monday' THEN _c1_13 ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c5_1, CAST(`sum`(CASE WHEN _c2_14 = 'Tuesday' THEN _c1_13 ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c5_2, CAST(`sum`(CASE WHEN _c2_14 = 'Wednesday' THEN _c1_13 ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c5_3, CAST(`sum`(CASE WHEN _c2_14 = 'Thursday' THEN _c1_13 ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c5_4, CAST(`sum`(CASE WHEN _c2_14 = 'Friday' THEN _c1_13 ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c5_5, CAST(`sum`(CASE WHEN _c2_14 = 'Saturday' THEN _c1_13 ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c5_6
        FROM (
          SELECT `ss_sold_date_sk` AS _c1_0, `ss_store_sk` AS _c1_7, `ss_sales_price` AS _c1_13
          FROM {src1}
        ) AS _q1 JOIN (
          SELECT `d_date_sk` AS _c2_0, `d_week_seq` AS _c2_4, `d_day_name` AS _c2_14
          FROM {src2}
        ) AS _q2 ON _c1_0 = _c2_0
        GROUP BY _c2_4, _c1_7
      ) AS _q3 JOIN (
        SELECT `s_store_sk` AS _c7_0, `s_store_id` AS _c7_1, `s_store_name` AS _c7_5
        FROM {src3}
      ) AS _q4 ON _c4_1 = _c7_0
    ) AS _q5 JOIN (
      SELECT _c9_4
      FROM (
        SELECT `d_month_seq` AS _c9_3, `d_week_seq` AS _c9_4
        FROM {src2}
      ) AS _q6
      WHERE _c9_3 >= 1212L AND _c9_3 <= 1223L
    ) AS _q7 ON _c4_0 = _c9_4
  ) AS _q8 JOIN (
    SELECT _c15_0, _c18_1, _c16_0, _c16_1, _c16_2, _c16_3, _c16_4, _c16_5, _c16_6
    FROM (
      SELECT _c15_0, _c16_0, _c16_1, _c16_2, _c16_3, _c16_4, _c16_5, _c16_6, _c18_1
      FROM (
        SELECT _c13_4 AS _c15_0, _c12_7 AS _c15_1, CAST(`sum`(CASE WHEN _c13_14 = 'Sunday' THEN _c12_13 ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c16_0, CAST(`sum`(CASE WHEN _c13_14 = 'Monday' THEN _c12_13 ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c16_1, CAST(`sum`(CASE WHEN _c13_14 = 'Tuesday' THEN _c12_13 ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c16_2, CAST(`sum`(CASE WHEN _c13_14 = 'Wednesday' THEN _c12_13 ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c16_3, CAST(`sum`(CASE WHEN _c13_14 = 'Thursday' THEN _c12_13 ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c16_4, CAST(`sum`(CASE WHEN _c13_14 = 'Friday' THEN _c12_13 ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c16_5, CAST(`sum`(CASE WHEN _c13_14 = 'Saturday' THEN _c12_13 ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c16_6
        FROM (
          SELECT `ss_sold_date_sk` AS _c12_0, `ss_store_sk` AS _c12_7, `ss_sales_price` AS _c12_13
          FROM {src1}
        ) AS _q9 JOIN (
          SELECT `d_date_sk` AS _c13_0, `d_week_seq` AS _c13_4, `d_day_name` AS _c13_14
          FROM {src2}
        ) AS _q10 ON _c12_0 = _c13_0
        GROUP BY _c13_4, _c12_7
      ) AS _q11 JOIN (
        SELECT `s_store_sk` AS _c18_0, `s_store_id` AS _c18_1
        FROM {src3}
      ) AS _q12 ON _c15_1 = _c18_0
    ) AS _q13 JOIN (
      SELECT _c20_4
      FROM (
        SELECT `d_month_seq` AS _c20_3, `d_week_seq` AS _c20_4
        FROM {src2}
      ) AS _q14
      WHERE _c20_3 >= 1224L AND _c20_3 <= 1235L
    ) AS _q15 ON _c15_0 = _c20_4
  ) AS _q16 ON _c7_1 = _c18_1 AND _c4_0 = CAST(_c15_0 - 52L AS BIGINT)
  ORDER BY _c7_5 ASC NULLS FIRST, _c7_1 ASC NULLS FIRST, _c4_0 ASC NULLS FIRST
  LIMIT 100
) AS _q17
