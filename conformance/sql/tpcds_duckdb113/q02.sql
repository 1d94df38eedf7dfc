-- tpcds_duckdb113/q02: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c8_0 AS `d_week_seq1`, _c28_0 AS `r1`, _c28_1 AS `r2`, _c28_2 AS `r3`, _c28_3 AS `r4`, _c28_4 AS `r5`, _c28_5 AS `r6`, _c28_6 AS `round((CAST(sat_sales1 AS DOUBLE) / CAST(sat_sales2 AS DOUBLE)), 2)`
FROM (
  SELECT _c8_0, CAST(`round`(CAST(CASE WHEN CAST(_c22_0 AS DOUBLE) = 0 THEN NULL ELSE `try_divide`(CAST(_c9_0 AS DOUBLE), CAST(_c22_0 AS DOUBLE)) END AS DOUBLE), 2) AS DOUBLE) AS _c28_0, CAST(`round`(CAST(CASE WHEN CAST(_c22_1 AS DOUBLE) = 0 THEN NULL ELSE `try_divide`(CAST(_c9_1 AS DOUBLE), CAST(_c22_1 AS DOUBLE)) END AS DOUBLE), 2) AS DOUBLE) AS _c28_1, CAST(`round`(CAST(CASE WHEN CAST(_c22_2 AS DOUBLE) = 0 THEN NULL ELSE `try_divide`(CAST(_c9_2 AS DOUBLE), CAST(_c22_2 AS DOUBLE)) END AS DOUBLE), 2) AS DOUBLE) AS _c28_2, CAST(`round`(CAST(CASE WHEN CAST(_c22_3 AS DOUBLE) = 0 THEN NULL ELSE `try_divide`(CAST(_c9_3 AS DOUBLE), CAST(_c22_3 AS DOUBLE)) END AS DOUBLE), 2) AS DOUBLE) AS _c28_3, CAST(`round`(CAST(CASE WHEN CAST(_c22_4 AS DOUBLE) = 0 THEN NULL ELSE `try_divide`(CAST(_c9_4 AS DOUBLE), CAST(_c22_4 AS DOUBLE)) END AS DOUBLE), 2) AS DOUBLE) AS _c28_4, CAST(`round`(CAST(CASE WHEN CAST(_c22_5 AS DOUBLE) = 0 THEN NULL ELSE `try_divide`(CAST(_c9_5 AS DOUBLE), CAST(_c22_5 AS DOUBLE)) END AS DOUBLE), 2) AS DOUBLE) AS _c28_5, CAST(`round`(CAST(CASE WHEN CAST(_c22_6 AS DOUBLE) = 0 THEN NULL ELSE `try_divide`(CAST(_c9_6 AS DOUBLE), CAST(_c22_6 AS DOUBLE)) END AS DOUBLE), 2) AS DOUBLE) AS _c28_6
  FROM (
    SELECT _c8_0, _c9_0, _c9_1, _c9_2, _c9_3, _c9_4, _c9_5, _c9_6
    FROM (
      SELECT _c1_4 AS _c8_0, CAST(`sum`(CASE WHEN _c1_14 = 'Sunday' THEN _c2_23 ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c9_0, CAST(`sum`(CASE WHEN _c1_14 = 'Monday' THEN _c2_23 ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c9_1, CAST(`sum`(CASE WHEN _c1_14 = 'Tuesday' THEN _c2_23 ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c9_2, CAST(`sum`(CASE WHEN _c1_14 = 'Wednesday' THEN _c2_23 ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c9_3, CAST(`sum`(CASE WHEN _c1_14 = 'Thursday' THEN _c2_23 ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c9_4, CAST(`sum`(CASE WHEN _c1_14 = 'Friday' THEN _c2_23 ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c9_5, CAST(`sum`(CASE WHEN _c1_14 = 'Saturday' THEN _c2_23 ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c9_6
      FROM (
        SELECT *
        FROM (
          SELECT `d_date_sk` AS _c1_0, `d_week_seq` AS _c1_4, `d_day_name` AS _c1_14
          FROM {src1}
        ) AS _q1
        WHERE _c1_0 >= 2450815L AND _c1_0 <= 2452642L AND _c1_0 IS NOT NULL
      ) AS _q2 JOIN (
        SELECT `ws_sold_date_sk` AS _c2_0, `ws_ext_sales_price` AS _c2_23
        FROM {src2}
        UNION ALL
        SELECT `cs_sold_date_sk` AS _c4_0, `cs_ext_sales_price` AS _c4_23
        FROM {src3}
      ) AS _q3 ON _c1_0 = _c2_0
      GROUP BY _c1_4
    ) AS _q4 JOIN (
      SELECT _c11_4
      FROM (
        SELECT `d_week_seq` AS _c11_4, `d_year` AS _c11_6
        FROM {src1}
      ) AS _q5
      WHERE _c11_6 = 2001L AND _c11_6 IS NOT NULL
    ) AS _q6 ON _c8_0 = _c11_4
  ) AS _q7 JOIN (
    SELECT _c21_0, _c22_0, _c22_1, _c22_2, _c22_3, _c22_4, _c22_5, _c22_6
    FROM (
      SELECT _c14_4 AS _c21_0, CAST(`sum`(CASE WHEN _c14_14 = 'Sunday' THEN _c15_23 ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c22_0, CAST(`sum`(CASE WHEN _c14_14 = 'Monday' THEN _c15_23 ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c22_1, CAST(`sum`(CASE WHEN _c14_14 = 'Tuesday' THEN _c15_23 ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c22_2, CAST(`sum`(CASE WHEN _c14_14 = 'Wednesday' THEN _c15_23 ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c22_3, CAST(`sum`(CASE WHEN _c14_14 = 'Thursday' THEN _c15_23 ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c22_4, CAST(`sum`(CASE WHEN _c14_14 = 'Friday' THEN _c15_23 ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c22_5, CAST(`sum`(CASE WHEN _c14_14 = 'Saturday' THEN _c15_23 ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c22_6
      FROM (
        SELECT *
        FROM (
          SELECT `d_date_sk` AS _c14_0, `d_week_seq` AS _c14_4, `d_day_name` AS _c14_14
          FROM {src1}
        ) AS _q8
        WHERE _c14_0 >= 2450815L AND _c14_0 <= 2452642L AND _c14_0 IS NOT NULL
      ) AS _q9 JOIN (
        SELECT `ws_sold_date_sk` AS _c15_0, `ws_ext_sales_price` AS _c15_23
        FROM {src2}
        UNION ALL
        SELECT `cs_sold_date_sk` AS _c17_0, `cs_ext_sales_price` AS _c17_23
        FROM {src3}
      ) AS _q10 ON _c14_0 = _c15_0
      GROUP BY _c14_4
    ) AS _q11 JOIN (
      SELECT _c24_4
      FROM (
        SELECT `d_week_seq` AS _c24_4, `d_year` AS _c24_6
        FROM {src1}
      ) AS _q12
      WHERE _c24_6 = 2002L AND _c24_6 IS NOT NULL
    ) AS _q13 ON _c21_0 = _c24_4
  ) AS _q14 ON _c8_0 = CAST(_c21_0 - 53L AS BIGINT)
  ORDER BY _c8_0 ASC NULLS FIRST
) AS _q15
