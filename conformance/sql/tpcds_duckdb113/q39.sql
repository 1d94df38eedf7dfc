-- tpcds_duckdb113/q39: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c8_1 AS `wsk1`, _c8_2 AS `isk1`, _c8_3 AS `dmoy1`, _c9_1 AS `mean1`, _c12_0 AS `cov1`, _c26_0 AS `w_warehouse_sk`, _c26_1 AS `i_item_sk`, _c20_3 AS `d_moy`, _c21_1 AS `mean`, _c24_0 AS `cov`
FROM (
  SELECT _c8_1, _c8_2, _c8_3, _c9_1, _c12_0, _c8_1 AS _c26_0, _c8_2 AS _c26_1, _c20_3, _c21_1, _c24_0
  FROM (
    SELECT _c8_1, _c8_2, _c8_3, _c9_1, CASE WHEN _c9_1 = 0.0D THEN CAST(NULL AS DOUBLE) ELSE CAST(CASE WHEN _c9_1 = 0 THEN NULL ELSE `try_divide`(_c11_0, _c9_1) END AS DOUBLE) END AS _c12_0
    FROM (
      SELECT _c8_1, _c8_2, _c8_3, CAST(_c9_0 * 1.0D AS DOUBLE) AS _c11_0, _c9_1
      FROM (
        SELECT _c6_2 AS _c8_0, _c1_2 AS _c8_1, _c1_1 AS _c8_2, _c2_8 AS _c8_3, CAST(CASE WHEN `count`(CAST(_c1_3 AS DOUBLE)) > 1 THEN `stddev_samp`(CAST(_c1_3 AS DOUBLE)) END AS DOUBLE) AS _c9_0, CAST(`avg`(CAST(_c1_3 AS DOUBLE)) AS DOUBLE) AS _c9_1
        FROM (
          SELECT *
          FROM (
            SELECT *
            FROM (
              SELECT `inv_item_sk` AS _c1_1, `inv_warehouse_sk` AS _c1_2, `inv_date_sk` AS _c1_0, `inv_quantity_on_hand` AS _c1_3
              FROM {src1}
            ) AS _q1 JOIN (
              SELECT _c2_0, _c2_8
              FROM (
                SELECT `d_date_sk` AS _c2_0, `d_moy` AS _c2_8, `d_year` AS _c2_6
                FROM {src2}
              ) AS _q2
              WHERE _c2_6 = 2001L AND _c2_6 IS NOT NULL AND _c2_8 = 1L AND _c2_8 IS NOT NULL AND _c2_0 >= 2450815L AND _c2_0 <= 2452635L
            ) AS _q3 ON _c1_0 = _c2_0
          ) AS _q4 JOIN (
            SELECT `i_item_sk` AS _c4_0
            FROM {src3}
          ) AS _q5 ON _c1_1 = _c4_0
        ) AS _q6 JOIN (
          SELECT `w_warehouse_sk` AS _c6_0, `w_warehouse_name` AS _c6_2
          FROM {src4}
        ) AS _q7 ON _c1_2 = _c6_0
        GROUP BY _c6_2, _c1_2, _c1_1, _c2_8
      ) AS _q8
      WHERE CASE WHEN _c9_1 = 0.0D THEN 0.0D ELSE CAST(CASE WHEN _c9_1 = 0 THEN NULL ELSE `try_divide`(CAST(_c9_0 * 1.0D AS DOUBLE), _c9_1) END AS DOUBLE) END > 1.0D
    ) AS _q9
  ) AS _q10 JOIN (
    SELECT _c20_1, _c20_2, _c20_3, _c21_1, CASE WHEN _c21_1 = 0.0D THEN CAST(NULL AS DOUBLE) ELSE CAST(CASE WHEN _c21_1 = 0 THEN NULL ELSE `try_divide`(_c23_0, _c21_1) END AS DOUBLE) END AS _c24_0
    FROM (
      SELECT _c20_1, _c20_2, _c20_3, CAST(_c21_0 * 1.0D AS DOUBLE) AS _c23_0, _c21_1
      FROM (
        SELECT _c18_2 AS _c20_0, _c13_2 AS _c20_1, _c13_1 AS _c20_2, _c14_8 AS _c20_3, CAST(CASE WHEN `count`(CAST(_c13_3 AS DOUBLE)) > 1 THEN `stddev_samp`(CAST(_c13_3 AS DOUBLE)) END AS DOUBLE) AS _c21_0, CAST(`avg`(CAST(_c13_3 AS DOUBLE)) AS DOUBLE) AS _c21_1
        FROM (
          SELECT *
          FROM (
            SELECT *
            FROM (
              SELECT `inv_item_sk` AS _c13_1, `inv_warehouse_sk` AS _c13_2, `inv_date_sk` AS _c13_0, `inv_quantity_on_hand` AS _c13_3
              FROM {src1}
            ) AS _q11 JOIN (
              SELECT _c14_0, _c14_8
              FROM (
                SELECT `d_date_sk` AS _c14_0, `d_moy` AS _c14_8, `d_year` AS _c14_6
                FROM {src2}
              ) AS _q12
              WHERE _c14_6 = 2001L AND _c14_6 IS NOT NULL AND _c14_8 = 2L AND _c14_8 IS NOT NULL AND _c14_0 >= 2450815L AND _c14_0 <= 2452635L
            ) AS _q13 ON _c13_0 = _c14_0
          ) AS _q14 JOIN (
            SELECT `i_item_sk` AS _c16_0
            FROM {src3}
          ) AS _q15 ON _c13_1 = _c16_0
        ) AS _q16 JOIN (
          SELECT `w_warehouse_sk` AS _c18_0, `w_warehouse_name` AS _c18_2
          FROM {src4}
        ) AS _q17 ON _c13_2 = _c18_0
        GROUP BY _c18_2, _c13_2, _c13_1, _c14_8
      ) AS _q18
      WHERE CASE WHEN _c21_1 = 0.0D THEN 0.0D ELSE CAST(CASE WHEN _c21_1 = 0 THEN NULL ELSE `try_divide`(CAST(_c21_0 * 1.0D AS DOUBLE), _c21_1) END AS DOUBLE) END > 1.0D
    ) AS _q19
  ) AS _q20 ON _c8_2 = _c20_2 AND _c8_1 = _c20_1
  ORDER BY _c8_1 ASC NULLS FIRST, _c8_2 ASC NULLS FIRST, _c8_3 ASC NULLS FIRST, _c9_1 ASC NULLS FIRST, _c12_0 ASC NULLS FIRST, _c20_3 ASC NULLS FIRST, _c21_1 ASC NULLS FIRST, _c24_0 ASC NULLS FIRST
) AS _q21
