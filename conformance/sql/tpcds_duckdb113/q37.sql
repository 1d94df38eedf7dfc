-- tpcds_duckdb113/q37: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c9_0 AS `i_item_id`, _c9_1 AS `i_item_desc`, _c9_2 AS `i_current_price`
FROM (
  SELECT DISTINCT `i_item_id` AS _c9_0, `i_item_desc` AS _c9_1, `i_current_price` AS _c9_2
  FROM {src1} JOIN (
    SELECT *
    FROM {src2} JOIN (
      SELECT *
      FROM {src3} JOIN {src4} ON `inv_item_sk` = `i_item_sk`
    ) AS _q1 ON `d_date_sk` = `inv_date_sk`
  ) AS _q2 ON `cs_item_sk` = `i_item_sk`
  WHERE `d_date` >= DATE '2000-02-01' AND `d_date` <= DATE '2000-04-01' AND `d_date` IS NOT NULL AND `d_date_sk` >= 2450815L AND `d_date_sk` <= 2452635L AND `inv_quantity_on_hand` >= 100 AND `inv_quantity_on_hand` <= 500 AND `inv_quantity_on_hand` IS NOT NULL AND `i_current_price` >= CAST(68.00BD AS DECIMAL(7,2)) AND `i_current_price` <= CAST(98.00BD AS DECIMAL(7,2)) AND `i_current_price` IS NOT NULL AND `i_manufact_id` IN (677L, 940L, 694L, 808L) AND `i_item_sk` <= 179L
  ORDER BY _c9_0 ASC NULLS LAST
  LIMIT 100
) AS _q3
