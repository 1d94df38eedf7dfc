-- tpcds_datafusion/q82: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c11_0 AS `i_item_id`, _c11_1 AS `i_item_desc`, _c11_2 AS `i_current_price`
FROM (
  SELECT DISTINCT `i_item_id` AS _c11_0, `i_item_desc` AS _c11_1, `i_current_price` AS _c11_2
  FROM {src1} JOIN {src2} ON `i_item_sk` = `inv_item_sk` LEFT SEMI JOIN {src4} ON `i_item_sk` = `ss_item_sk`
  WHERE `inv_date_sk` IS NOT NULL AND `inv_date_sk` IN (
    SELECT `d_date_sk`
    FROM {src3}
    WHERE `d_date_sk` IS NOT NULL AND `d_date` >= DATE '2000-05-25' AND `d_date` <= DATE '2000-07-24'
  ) AND `i_current_price` >= CAST(62.00BD AS DECIMAL(7,2)) AND `i_current_price` <= CAST(92.00BD AS DECIMAL(7,2)) AND `i_manufact_id` IN (129L, 270L, 821L, 423L) AND `inv_quantity_on_hand` >= 100 AND `inv_quantity_on_hand` <= 500
  ORDER BY _c11_0 ASC NULLS LAST
  LIMIT 100
) AS _q1
