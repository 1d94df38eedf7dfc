-- tpcds_duckdb113/q21: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c8_0 AS `w_warehouse_name`, _c8_1 AS `i_item_id`, _c9_0 AS `inv_before`, _c9_1 AS `inv_after`
FROM (
  SELECT _c8_0, _c8_1, _c9_0, _c9_1
  FROM (
    SELECT *, CASE WHEN _c9_0 > CAST(0BD AS DECIMAL(38,0)) THEN CAST(CASE WHEN CAST(_c9_0 AS DOUBLE) = 0 THEN NULL ELSE `try_divide`(CAST(CAST(_c9_1 * CAST(1.000BD AS DECIMAL(38,3)) AS DECIMAL(38,3)) AS DOUBLE), CAST(_c9_0 AS DOUBLE)) END AS DOUBLE) ELSE CAST(NULL AS DOUBLE) END AS _g1
    FROM (
      SELECT _c6_2 AS _c8_0, _c3_1 AS _c8_1, CAST(`sum`(CASE WHEN _c1_2 < `date_from_unix_date`(11027) THEN _c2_3 ELSE 0 END) AS DECIMAL(38,0)) AS _c9_0, CAST(`sum`(CASE WHEN _c1_2 >= `date_from_unix_date`(11027) THEN _c2_3 ELSE 0 END) AS DECIMAL(38,0)) AS _c9_1
      FROM (
        SELECT _c1_0, _c1_2, _c2_2, _c2_0, _c2_3, _c3_1
        FROM (
          SELECT *
          FROM (
            SELECT `d_date_sk` AS _c1_0, `d_date` AS _c1_2
            FROM {src1}
          ) AS _q1
          WHERE _c1_2 >= `date_from_unix_date`(10997) AND _c1_2 <= `date_from_unix_date`(11057) AND _c1_2 IS NOT NULL AND _c1_0 >= 2450815L AND _c1_0 <= 2452635L
        ) AS _q2 JOIN (
          SELECT *
          FROM (
            SELECT `inv_item_sk` AS _c2_1, `inv_warehouse_sk` AS _c2_2, `inv_date_sk` AS _c2_0, `inv_quantity_on_hand` AS _c2_3
            FROM {src2}
          ) AS _q3 JOIN (
            SELECT _c3_0, _c3_1
            FROM (
              SELECT `i_item_sk` AS _c3_0, `i_item_id` AS _c3_1, `i_current_price` AS _c3_5
              FROM {src3}
            ) AS _q4
            WHERE _c3_5 >= CAST(0.99BD AS DECIMAL(7,2)) AND _c3_5 <= CAST(1.49BD AS DECIMAL(7,2)) AND _c3_5 IS NOT NULL
          ) AS _q5 ON _c2_1 = _c3_0
        ) AS _q6 ON _c1_0 = _c2_0
      ) AS _q7 JOIN (
        SELECT `w_warehouse_sk` AS _c6_0, `w_warehouse_name` AS _c6_2
        FROM {src4}
      ) AS _q8 ON _c2_2 = _c6_0
      GROUP BY _c6_2, _c3_1
    ) AS _q9
  ) AS _q10
  WHERE _g1 >= 0.6666666666666666D AND _g1 <= 1.5D
  ORDER BY _c8_0 ASC NULLS FIRST, _c8_1 ASC NULLS FIRST
  LIMIT 100
) AS _q11
