-- tpcds_duckdb113/q02: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c8_0 AS `d_week_seq1`, CAST(CASE WHEN `round`(_g1, 2) = 0.0D THEN _g1 * 0.0D ELSE `round`(_g1, 2) END AS DOUBLE) AS `r1`, CAST(CASE WHEN `round`(_g2, 2) = 0.0D THEN _g2 * 0.0D ELSE `round`(_g2, 2) END AS DOUBLE) AS `r2`, CAST(CASE WHEN `round`(_g3, 2) = 0.0D THEN _g3 * 0.0D ELSE `round`(_g3, 2) END AS DOUBLE) AS `r3`, CAST(CASE WHEN `round`(_g4, 2) = 0.0D THEN _g4 * 0.0D ELSE `round`(_g4, 2) END AS DOUBLE) AS `r4`, CAST(CASE WHEN `round`(_g5, 2) = 0.0D THEN _g5 * 0.0D ELSE `round`(_g5, 2) END AS DOUBLE) AS `r5`, CAST(CASE WHEN `round`(_g6, 2) = 0.0D THEN _g6 * 0.0D ELSE `round`(_g6, 2) END AS DOUBLE) AS `r6`, CAST(CASE WHEN `round`(_g7, 2) = 0.0D THEN _g7 * 0.0D ELSE `round`(_g7, 2) END AS DOUBLE) AS `round((CAST(sat_sales1 AS DOUBLE) / CAST(sat_sales2 AS DOUBLE)), 2)`
FROM (
  SELECT *, CAST(CASE WHEN CAST(_c22_0 AS DOUBLE) = 0.0D THEN CAST(_c9_0 AS DOUBLE) * `power`(CAST(_c22_0 AS DOUBLE), (-1.0D)) ELSE CAST(_c9_0 AS DOUBLE) / CAST(_c22_0 AS DOUBLE) END AS DOUBLE) AS _g1, CAST(CASE WHEN CAST(_c22_1 AS DOUBLE) = 0.0D THEN CAST(_c9_1 AS DOUBLE) * `power`(CAST(_c22_1 AS DOUBLE), (-1.0D)) ELSE CAST(_c9_1 AS DOUBLE) / CAST(_c22_1 AS DOUBLE) END AS DOUBLE) AS _g2, CAST(CASE WHEN CAST(_c22_2 AS DOUBLE) = 0.0D THEN CAST(_c9_2 AS DOUBLE) * `power`(CAST(_c22_2 AS DOUBLE), (-1.0D)) ELSE CAST(_c9_2 AS DOUBLE) / CAST(_c22_2 AS DOUBLE) END AS DOUBLE) AS _g3, CAST(CASE WHEN CAST(_c22_3 AS DOUBLE) = 0.0D THEN CAST(_c9_3 AS DOUBLE) * `power`(CAST(_c22_3 AS DOUBLE), (-1.0D)) ELSE CAST(_c9_3 AS DOUBLE) / CAST(_c22_3 AS DOUBLE) END AS DOUBLE) AS _g4, CAST(CASE WHEN CAST(_c22_4 AS DOUBLE) = 0.0D THEN CAST(_c9_4 AS DOUBLE) * `power`(CAST(_c22_4 AS DOUBLE), (-1.0D)) ELSE CAST(_c9_4 AS DOUBLE) / CAST(_c22_4 AS DOUBLE) END AS DOUBLE) AS _g5, CAST(CASE WHEN CAST(_c22_5 AS DOUBLE) = 0.0D THEN CAST(_c9_5 AS DOUBLE) * `power`(CAST(_c22_5 AS DOUBLE), (-1.0D)) ELSE CAST(_c9_5 AS DOUBLE) / CAST(_c22_5 AS DOUBLE) END AS DOUBLE) AS _g6, CAST(CASE WHEN CAST(_c22_6 AS DOUBLE) = 0.0D THEN CAST(_c9_6 AS DOUBLE) * `power`(CAST(_c22_6 AS DOUBLE), (-1.0D)) ELSE CAST(_c9_6 AS DOUBLE) / CAST(_c22_6 AS DOUBLE) END AS DOUBLE) AS _g7
  FROM (
    SELECT _c8_0, _c9_0, _c9_1, _c9_2, _c9_3, _c9_4, _c9_5, _c9_6
    FROM (
      SELECT `d_week_seq` AS _c8_0, CAST(`sum`(CASE WHEN `d_day_name` = 'Sunday' THEN _c2_23 ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c9_0, CAST(`sum`(CASE WHEN `d_day_name` = 'Monday' THEN _c2_23 ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c9_1, CAST(`sum`(CASE WHEN `d_day_name` = 'Tuesday' THEN _c2_23 ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c9_2, CAST(`sum`(CASE WHEN `d_day_name` = 'Wednesday' THEN _c2_23 ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c9_3, CAST(`sum`(CASE WHEN `d_day_name` = 'Thursday' THEN _c2_23 ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c9_4, CAST(`sum`(CASE WHEN `d_day_name` = 'Friday' THEN _c2_23 ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c9_5, CAST(`sum`(CASE WHEN `d_day_name` = 'Saturday' THEN _c2_23 ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c9_6
      FROM {src1} JOIN (
        SELECT `ws_sold_date_sk` AS _c2_0, `ws_ext_sales_price` AS _c2_23
        FROM {src2}
        UNION ALL
        SELECT `cs_sold_date_sk` AS _c4_0, `cs_ext_sales_price` AS _c4_23
        FROM {src3}
      ) AS _q1 ON `d_date_sk` = _c2_0
      WHERE `d_date_sk` >= 2450815L AND `d_date_sk` <= 2452642L AND `d_date_sk` IS NOT NULL
      GROUP BY `d_week_seq`
    ) AS _q2 JOIN {src1} ON _c8_0 = `d_week_seq`
    WHERE `d_year` = 2001L AND `d_year` IS NOT NULL
  ) AS _q3 JOIN (
    SELECT _c21_0, _c22_0, _c22_1, _c22_2, _c22_3, _c22_4, _c22_5, _c22_6
    FROM (
      SELECT `d_week_seq` AS _c21_0, CAST(`sum`(CASE WHEN `d_day_name` = 'Sunday' THEN _c15_23 ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c22_0, CAST(`sum`(CASE WHEN `d_day_name` = 'Monday' THEN _c15_23 ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c22_1, CAST(`sum`(CASE WHEN `d_day_name` = 'Tuesday' THEN _c15_23 ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c22_2, CAST(`sum`(CASE WHEN `d_day_name` = 'Wednesday' THEN _c15_23 ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c22_3, CAST(`sum`(CASE WHEN `d_day_name` = 'Thursday' THEN _c15_23 ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c22_4, CAST(`sum`(CASE WHEN `d_day_name` = 'Friday' THEN _c15_23 ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c22_5, CAST(`sum`(CASE WHEN `d_day_name` = 'Saturday' THEN _c15_23 ELSE CAST(NULL AS DECIMAL(7,2)) END) AS DECIMAL(38,2)) AS _c22_6
      FROM {src1} JOIN (
        SELECT `ws_sold_date_sk` AS _c15_0, `ws_ext_sales_price` AS _c15_23
        FROM {src2}
        UNION ALL
        SELECT `cs_sold_date_sk` AS _c17_0, `cs_ext_sales_price` AS _c17_23
        FROM {src3}
      ) AS _q4 ON `d_date_sk` = _c15_0
      WHERE `d_date_sk` >= 2450815L AND `d_date_sk` <= 2452642L AND `d_date_sk` IS NOT NULL
      GROUP BY `d_week_seq`
    ) AS _q5 JOIN {src1} ON _c21_0 = `d_week_seq`
    WHERE `d_year` = 2002L AND `d_year` IS NOT NULL
  ) AS _q6 ON _c8_0 = _c21_0 - 53L
  ORDER BY _c8_0 ASC NULLS FIRST
) AS _q7
