-- tpcds_datafusion/q21: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c9_0 AS `w_warehouse_name`, _c9_1 AS `i_item_id`, _c10_0 AS `inv_before`, _c10_1 AS `inv_after`
FROM (
  SELECT `w_warehouse_name` AS _c9_0, `i_item_id` AS _c9_1, CAST(`sum`(CASE WHEN `d_date` < DATE '2000-03-11' THEN CAST(`inv_quantity_on_hand` AS BIGINT) ELSE 0L END) AS BIGINT) AS _c10_0, CAST(`sum`(CASE WHEN `d_date` >= DATE '2000-03-11' THEN CAST(`inv_quantity_on_hand` AS BIGINT) ELSE 0L END) AS BIGINT) AS _c10_1
  FROM {src1} JOIN {src2} ON `inv_warehouse_sk` = `w_warehouse_sk` JOIN {src3} ON `inv_item_sk` = `i_item_sk` JOIN {src4} ON `inv_date_sk` = `d_date_sk`
  WHERE `i_current_price` >= CAST(0.99BD AS DECIMAL(7,2)) AND `i_current_price` <= CAST(1.49BD AS DECIMAL(7,2)) AND `d_date` >= DATE '2000-02-10' AND `d_date` <= DATE '2000-04-10'
  GROUP BY `w_warehouse_name`, `i_item_id`
) AS _q1
WHERE CASE WHEN _c10_0 > 0L THEN CAST(CASE WHEN CAST(_c10_0 AS DOUBLE) = 0.0D THEN CAST(_c10_1 AS DOUBLE) * `power`(CAST(_c10_0 AS DOUBLE), (-1.0D)) ELSE CAST(_c10_1 AS DOUBLE) / CAST(_c10_0 AS DOUBLE) END AS DOUBLE) ELSE CAST(NULL AS DOUBLE) END >= 0.6666666666666666D AND CASE WHEN _c10_0 > 0L THEN CAST(CASE WHEN CAST(_c10_0 AS DOUBLE) = 0.0D THEN CAST(_c10_1 AS DOUBLE) * `power`(CAST(_c10_0 AS DOUBLE), (-1.0D)) ELSE CAST(_c10_1 AS DOUBLE) / CAST(_c10_0 AS DOUBLE) END AS DOUBLE) ELSE CAST(NULL AS DOUBLE) END <= 1.5D
ORDER BY _c9_0 ASC NULLS FIRST, _c9_1 ASC NULLS FIRST
LIMIT 100
