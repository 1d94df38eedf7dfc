-- tpcds_datafusion/q39: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c9_1 AS `wsk1`, _c9_2 AS `isk1`, _c9_3 AS `dmoy1`, _c10_1 AS `mean1`, _c13_0 AS `cov1`, _c22_1 AS `w_warehouse_sk`, _c22_2 AS `i_item_sk`, _c22_3 AS `d_moy`, _c23_1 AS `mean`, _c26_0 AS `cov`
FROM (
  SELECT *
  FROM (
    SELECT _c9_1, _c9_2, _c9_3, _c10_1, CASE WHEN _c10_1 = 0.0D THEN CAST(NULL AS DOUBLE) ELSE CAST(CASE WHEN _c10_1 = 0 THEN _c10_0 * `signum`(`atan2`(_c10_1, (-1.0D))) * CAST('Infinity' AS DOUBLE) ELSE `try_divide`(_c10_0, _c10_1) END AS DOUBLE) END AS _c13_0
    FROM (
      SELECT _c4_0 AS _c9_1, _c2_0 AS _c9_2, _c6_8 AS _c9_3, CAST(CASE WHEN `count`(_c8_0) > 1 THEN `stddev_samp`(_c8_0) END AS DOUBLE) AS _c10_0, CAST(`avg`(_c8_0) AS DOUBLE) AS _c10_1
      FROM (
        SELECT CAST(_c1_3 AS DOUBLE) AS _c8_0, _c2_0, _c4_0, _c4_2, _c6_8
        FROM (
          SELECT _c1_0, _c1_3, _c2_0, _c4_0, _c4_2
          FROM (
            SELECT _c1_0, _c1_2, _c1_3, _c2_0
            FROM (
              SELECT `inv_date_sk` AS _c1_0, `inv_item_sk` AS _c1_1, `inv_warehouse_sk` AS _c1_2, `inv_quantity_on_hand` AS _c1_3
              FROM {src1}
            ) AS _q1 JOIN (
              SELECT `i_item_sk` AS _c2_0
              FROM {src2}
            ) AS _q2 ON _c1_1 = _c2_0
          ) AS _q3 JOIN (
            SELECT `w_warehouse_sk` AS _c4_0, `w_warehouse_name` AS _c4_2
            FROM {src3}
          ) AS _q4 ON _c1_2 = _c4_0
        ) AS _q5 JOIN (
          SELECT _c6_0, _c6_8
          FROM (
            SELECT `d_date_sk` AS _c6_0, `d_year` AS _c6_6, `d_moy` AS _c6_8
            FROM {src4}
          ) AS _q6
          WHERE _c6_6 = 2001L AND _c6_8 = 1L
        ) AS _q7 ON _c1_0 = _c6_0
      ) AS _q8
      GROUP BY _c4_2, _c4_0, _c2_0, _c6_8
    ) AS _q9
    WHERE CASE WHEN _c10_1 = 0.0D THEN 0.0D ELSE CAST(CASE WHEN _c10_1 = 0 THEN _c10_0 * `signum`(`atan2`(_c10_1, (-1.0D))) * CAST('Infinity' AS DOUBLE) ELSE `try_divide`(_c10_0, _c10_1) END AS DOUBLE) END > 1.0D
  ) AS _q10 JOIN (
    SELECT _c22_1, _c22_2, _c22_3, _c23_1, CASE WHEN _c23_1 = 0.0D THEN CAST(NULL AS DOUBLE) ELSE CAST(CASE WHEN _c23_1 = 0 THEN _c23_0 * `signum`(`atan2`(_c23_1, (-1.0D))) * CAST('Infinity' AS DOUBLE) ELSE `try_divide`(_c23_0, _c23_1) END AS DOUBLE) END AS _c26_0
    FROM (
      SELECT _c17_0 AS _c22_1, _c15_0 AS _c22_2, _c19_8 AS _c22_3, CAST(CASE WHEN `count`(_c21_0) > 1 THEN `stddev_samp`(_c21_0) END AS DOUBLE) AS _c23_0, CAST(`avg`(_c21_0) AS DOUBLE) AS _c23_1
      FROM (
        SELECT CAST(_c14_3 AS DOUBLE) AS _c21_0, _c15_0, _c17_0, _c17_2, _c19_8
        FROM (
          SELECT _c14_0, _c14_3, _c15_0, _c17_0, _c17_2
          FROM (
            SELECT _c14_0, _c14_2, _c14_3, _c15_0
            FROM (
              SELECT `inv_date_sk` AS _c14_0, `inv_item_sk` AS _c14_1, `inv_warehouse_sk` AS _c14_2, `inv_quantity_on_hand` AS _c14_3
              FROM {src1}
            ) AS _q11 JOIN (
              SELECT `i_item_sk` AS _c15_0
              FROM {src2}
            ) AS _q12 ON _c14_1 = _c15_0
          ) AS _q13 JOIN (
            SELECT `w_warehouse_sk` AS _c17_0, `w_warehouse_name` AS _c17_2
            FROM {src3}
          ) AS _q14 ON _c14_2 = _c17_0
        ) AS _q15 JOIN (
          SELECT _c19_0, _c19_8
          FROM (
            SELECT `d_date_sk` AS _c19_0, `d_year` AS _c19_6, `d_moy` AS _c19_8
            FROM {src4}
          ) AS _q16
          WHERE _c19_6 = 2001L AND _c19_8 = 2L
        ) AS _q17 ON _c14_0 = _c19_0
      ) AS _q18
      GROUP BY _c17_2, _c17_0, _c15_0, _c19_8
    ) AS _q19
    WHERE CASE WHEN _c23_1 = 0.0D THEN 0.0D ELSE CAST(CASE WHEN _c23_1 = 0 THEN _c23_0 * `signum`(`atan2`(_c23_1, (-1.0D))) * CAST('Infinity' AS DOUBLE) ELSE `try_divide`(_c23_0, _c23_1) END AS DOUBLE) END > 1.0D
  ) AS _q20 ON _c9_2 = _c22_2 AND _c9_1 = _c22_1
  ORDER BY _c9_1 ASC NULLS FIRST, _c9_2 ASC NULLS FIRST, _c9_3 ASC NULLS FIRST, _c10_1 ASC NULLS FIRST, _c13_0 ASC NULLS FIRST, _c22_3 ASC NULLS FIRST, _c23_1 ASC NULLS FIRST, _c26_0 ASC NULLS FIRST
) AS _q21
