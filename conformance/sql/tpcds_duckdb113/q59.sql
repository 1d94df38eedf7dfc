-- tpcds_duckdb113/q59: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c8_5 AS `s_store_name1`, _c8_1 AS `s_store_id1`, _c5_0 AS `d_week_seq1`, _c24_0 AS `sun_sales_ratio`, _c24_1 AS `mon_sales_ratio`, _c24_2 AS `tue_sales_ratio`, _c24_3 AS `wed_sales_ratio`, _c24_4 AS `thu_sales_ratio`, _c24_5 AS `fri_sales_ratio`, _c24_6 AS `sat_sales_ratio`
FROM (
  SELECT _c8_5, _c8_1, _c5_0, CAST(CASE WHEN CAST(_c17_0 AS DOUBLE) = 0 THEN NULL ELSE `try_divide`(CAST(_c6_0 AS DOUBLE), CAST(_c17_0 AS DOUBLE)) END AS DOUBLE) AS _c24_0, CAST(CASE WHEN CAST(_c17_1 AS DOUBLE) = 0 THEN NULL ELSE `try_divide`(CAST(_c6_1 AS DOUBLE), CAST(_c17_1 AS DOUBLE)) END AS DOUBLE) AS _c24_1, CAST(CASE WHEN CAST(_c17_2 AS DOUBLE) = 0 THEN NULL ELSE `try_divide`(CAST(_c6_2 AS DOUBLE), CAST(_c17_2 AS DOUBLE)) END AS DOUBLE) AS _c24_2, CAST(CASE WHEN CAST(_c17_3 AS DOUBLE) = 0 THEN NULL ELSE `try_divide`(CAST(_c6_3 AS DOUBLE), CAST(_c17_3 AS DOUBLE)) END AS DOUBLE) AS _c24_3, CAST(CASE WHEN CAST(_c17_4 AS DOUBLE) = 0 THEN NULL ELSE `try_divide`(CAST(_c6_4 AS DOUBLE), CAST(_c17_4 AS DOUBLE)) END AS DOUBLE) AS _c24_4, CAST(CASE WHEN CAST(_c17_5 AS DOUBLE) = 0 THEN NULL ELSE `try_divide`(CAST(_c6_5 AS DOUBLE), CAST(_c17_5 AS DOUBLE)) END AS DOUBLE) AS _c24_5, CAST(CASE WHEN CAST(_c17_6 AS DOUBLE) = 0 THEN NULL ELSE `try_divide`(CAST(_c6_6 AS DOUBLE), CAST(_c17_6 AS DOUBLE)) END AS DOUBLE) AS _c24_6
  FROM (
    SELECT _c8_5, _c5_0, _c8_1, _c6_0, _c6_1, _c6_2, _c6_3, _c6_4, _c6_5, _c6_6
    FROM (
      SELECT _c1_4
      FROM (
        SELECT `d_week_seq` AS _c1_4, `d_month_seq` AS _c1_3
        FROM {src1}
      ) AS _q1
      WHERE _c1_3 >= 1212L AND _c1_3 <= 1223L AND _c1_3 IS NOT NULL
    ) AS _q2 JOIN (
      SELECT *
      FROM (
        SELECT _c2_4 AS _c5_0, _c3_7 AS _c5_1, CAST(`sum`(CASE WHEN _c2_14 = 'Sunday' THEN _c3_13 ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c6_0, CAST(`sum`(CASE WHEN _c2_14 = 'Monday' THEN _c3_13 ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c6_1, CAST(`sum`(CASE WHEN _c2_14 = 'Tuesday' THEN _c3_13 ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c6_2, CAST(`sum`(CASE WHEN _c2_14 = 'Wednesday' THEN _c3_13 ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c6_3, CAST(`sum`(CASE WHEN _c2_14 = 'Thursday' THEN _c3_13 ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c6_4, CAST(`sum`(CASE WHEN _c2_14 = 'Friday' THEN _c3_13 ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c6_5, CAST(`sum`(CASE WHEN _c2_14 = 'Saturday' THEN _c3_13 ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c6_6
        FROM (
          SELECT *
          FROM (
            SELECT `d_date_sk` AS _c2_0, `d_week_seq` AS _c2_4, `d_day_name` AS _c2_14
            FROM {src1}
          ) AS _q3
          WHERE _c2_0 >= 2450816L AND _c2_0 <= 2452642L AND _c2_0 IS NOT NULL
        ) AS _q4 JOIN (
          SELECT `ss_sold_date_sk` AS _c3_0, `ss_store_sk` AS _c3_7, `ss_sales_price` AS _c3_13
          FROM {src2}
        ) AS _q5 ON _c2_0 = _c3_0
        GROUP BY _c2_4, _c3_7
      ) AS _q6 JOIN (
        SELECT `s_store_sk` AS _c8_0, `s_store_name` AS _c8_5, `s_store_id` AS _c8_1
        FROM {src3}
      ) AS _q7 ON _c5_1 = _c8_0
    ) AS _q8 ON _c1_4 = _c5_0
  ) AS _q9 JOIN (
    SELECT _c16_0, _c19_1, _c17_0, _c17_1, _c17_2, _c17_3, _c17_4, _c17_5, _c17_6
    FROM (
      SELECT _c12_4
      FROM (
        SELECT `d_week_seq` AS _c12_4, `d_month_seq` AS _c12_3
        FROM {src1}
      ) AS _q10
      WHERE _c12_3 >= 1224L AND _c12_3 <= 1235L AND _c12_3 IS NOT NULL
    ) AS _q11 JOIN (
      SELECT *
      FROM (
        SELECT _c13_4 AS _c16_0, _c14_7 AS _c16_1, CAST(`sum`(CASE WHEN _c13_14 = 'Sunday' THEN _c14_13 ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c17_0, CAST(`sum`(CASE WHEN _c13_14 = 'Monday' THEN _c14_13 ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c17_1, CAST(`sum`(CASE WHEN _c13_14 = 'Tuesday' THEN _c14_13 ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c17_2, CAST(`sum`(CASE WHEN _c13_14 = 'Wednesday' THEN _c14_13 ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c17_3, CAST(`sum`(CASE WHEN _c13_14 = 'Thursday' THEN _c14_13 ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c17_4, CAST(`sum`(CASE WHEN _c13_14 = 'Friday' THEN _c14_13 ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c17_5, CAST(`sum`(CASE WHEN _c13_14 = 'Saturday' THEN _c14_13 ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c17_6
        FROM (
          SELECT *
          FROM (
            SELECT `d_date_sk` AS _c13_0, `d_week_seq` AS _c13_4, `d_day_name` AS _c13_14
            FROM {src1}
          ) AS _q12
          WHERE _c13_0 >= 2450816L AND _c13_0 <= 2452642L AND _c13_0 IS NOT NULL
        ) AS _q13 JOIN (
          SELECT `ss_sold_date_sk` AS _c14_0, `ss_store_sk` AS _c14_7, `ss_sales_price` AS _c14_13
          FROM {src2}
        ) AS _q14 ON _c13_0 = _c14_0
        GROUP BY _c13_4, _c14_7
      ) AS _q15 JOIN (
        SELECT `s_store_sk` AS _c19_0, `s_store_id` AS _c19_1
        FROM {src3}
      ) AS _q16 ON _c16_1 = _c19_0
    ) AS _q17 ON _c12_4 = _c16_0
  ) AS _q18 ON _c5_0 = CAST(_c16_0 - 52L AS BIGINT) AND _c8_1 = _c19_1
  ORDER BY _c8_5 ASC NULLS FIRST, _c8_1 ASC NULLS FIRST, _c5_0 ASC NULLS FIRST
  LIMIT 100
) AS _q19
