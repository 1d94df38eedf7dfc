-- tpcds_datafusion/q21: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c9_0 AS `w_warehouse_name`, _c9_1 AS `i_item_id`, _c10_0 AS `inv_before`, _c10_1 AS `inv_after`
FROM (
  SELECT _c9_0, _c9_1, _c10_0, _c10_1
  FROM (
    SELECT CASE WHEN _c10_0 > 0L THEN CAST(CASE WHEN CAST(_c10_0 AS DOUBLE) = 0 THEN CAST(_c10_1 AS DOUBLE) * `signum`(`atan2`(CAST(_c10_0 AS DOUBLE), (-1.0D))) * CAST('Infinity' AS DOUBLE) ELSE `try_divide`(CAST(_c10_1 AS DOUBLE), CAST(_c10_0 AS DOUBLE)) END AS DOUBLE) ELSE CAST(NULL AS DOUBLE) END AS _c11_0, _c9_0, _c9_1, _c10_0, _c10_1
    FROM (
      SELECT _c2_2 AS _c9_0, _c4_1 AS _c9_1, CAST(`sum`(CASE WHEN _c7_2 < `date_from_unix_date`(11027) THEN CAST(_c1_3 AS BIGINT) ELSE 0L END) AS BIGINT) AS _c10_0, CAST(`sum`(CASE WHEN _c7_2 >= `date_from_unix_date`(11027) THEN CAST(_c1_3 AS BIGINT) ELSE 0L END) AS BIGINT) AS _c10_1
      FROM (
        SELECT _c1_0, _c1_3, _c2_2, _c4_1
        FROM (
          SELECT _c1_0, _c1_1, _c1_3, _c2_2
          FROM (
            SELECT `inv_date_sk` AS _c1_0, `inv_item_sk` AS _c1_1, `inv_warehouse_sk` AS _c1_2, `inv_quantity_on_hand` AS _c1_3
            FROM {src1}
          ) AS _q1 JOIN (
            SELECT `w_warehouse_sk` AS _c2_0, `w_warehouse_name` AS _c2_2
            FROM {src2}
          ) AS _q2 ON _c1_2 = _c2_0
        ) AS _q3 JOIN (
          SELECT _c4_0, _c4_1
          FROM (
            SELECT `i_item_sk` AS _c4_0, `i_item_id` AS _c4_1, `i_current_price` AS _c4_5
            FROM {src3}
          ) AS _q4
          WHERE _c4_5 >= CAST(0.99BD AS DECIMAL(7,2)) AND _c4_5 <= CAST(1.49BD AS DECIMAL(7,2))
        ) AS _q5 ON _c1_1 = _c4_0
      ) AS _q6 JOIN (
        SELECT *
        FROM (
          SELECT `d_date_sk` AS _c7_0, `d_date` AS _c7_2
          FROM {src4}
        ) AS _q7
        WHERE _c7_2 >= `date_from_unix_date`(10997) AND _c7_2 <= `date_from_unix_date`(11057)
      ) AS _q8 ON _c1_0 = _c7_0
      GROUP BY _c2_2, _c4_1
    ) AS _q9
  ) AS _q10
  WHERE _c11_0 >= 0.6666666666666666D AND _c11_0 <= 1.5D
  ORDER BY _c9_0 ASC NULLS FIRST, _c9_1 ASC NULLS FIRST
  LIMIT 100
) AS _q11
