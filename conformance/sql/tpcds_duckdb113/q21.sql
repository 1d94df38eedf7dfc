-- tpcds_duckdb113/q21: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c8_0 AS `w_warehouse_name`, _c8_1 AS `i_item_id`, _c9_0 AS `inv_before`, _c9_1 AS `inv_after`
FROM (
  SELECT *, CASE WHEN _c9_0 > CAST(0BD AS DECIMAL(38,0)) THEN CAST(CASE WHEN CAST(_c9_0 AS DOUBLE) = 0.0D THEN CAST(CAST(_c9_1 * CAST(1.000BD AS DECIMAL(38,3)) AS DECIMAL(38,3)) AS DOUBLE) * `power`(CAST(_c9_0 AS DOUBLE), (-1.0D)) ELSE CAST(CAST(_c9_1 * CAST(1.000BD AS DECIMAL(38,3)) AS DECIMAL(38,3)) AS DOUBLE) / CAST(_c9_0 AS DOUBLE) END AS DOUBLE) ELSE CAST(NULL AS DOUBLE) END AS _g5
  FROM (
    SELECT _c8_0, _c8_1, CAST(CASE WHEN _g2 IS NULL AND _g1 > 0 THEN `raise_error`('sum: overflow') ELSE _g2 END AS DECIMAL(38,0)) AS _c9_0, CAST(CASE WHEN _g4 IS NULL AND _g3 > 0 THEN `raise_error`('sum: overflow') ELSE _g4 END AS DECIMAL(38,0)) AS _c9_1
    FROM (
      SELECT `w_warehouse_name` AS _c8_0, `i_item_id` AS _c8_1, `count`(CASE WHEN `d_date` < DATE '2000-03-11' THEN `inv_quantity_on_hand` ELSE 0 END) AS _g1, `try_sum`(CAST(CASE WHEN `d_date` < DATE '2000-03-11' THEN `inv_quantity_on_hand` ELSE 0 END AS DECIMAL(38,0))) AS _g2, `count`(CASE WHEN `d_date` >= DATE '2000-03-11' THEN `inv_quantity_on_hand` ELSE 0 END) AS _g3, `try_sum`(CAST(CASE WHEN `d_date` >= DATE '2000-03-11' THEN `inv_quantity_on_hand` ELSE 0 END AS DECIMAL(38,0))) AS _g4
      FROM {src1} JOIN (
        SELECT *
        FROM {src2} JOIN {src3} ON `inv_item_sk` = `i_item_sk`
      ) AS _q1 ON `d_date_sk` = `inv_date_sk` JOIN {src4} ON `inv_warehouse_sk` = `w_warehouse_sk`
      WHERE `d_date` >= DATE '2000-02-10' AND `d_date` <= DATE '2000-04-10' AND `d_date` IS NOT NULL AND `d_date_sk` >= 2450815L AND `d_date_sk` <= 2452635L AND `i_current_price` >= CAST(0.99BD AS DECIMAL(7,2)) AND `i_current_price` <= CAST(1.49BD AS DECIMAL(7,2)) AND `i_current_price` IS NOT NULL
      GROUP BY `w_warehouse_name`, `i_item_id`
    ) AS _q2
  ) AS _q3
) AS _q4
WHERE _g5 >= 0.6666666666666666D AND _g5 <= 1.5D
ORDER BY _c8_0 ASC NULLS FIRST, _c8_1 ASC NULLS FIRST
LIMIT 100
