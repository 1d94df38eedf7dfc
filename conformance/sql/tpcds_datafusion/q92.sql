-- tpcds_datafusion/q92: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT CAST(`sum`(`ws_ext_discount_amt`) AS DECIMAL(38,2)) AS `Excess Discount Amount`
FROM {src1} JOIN {src2} ON `ws_item_sk` = `i_item_sk` JOIN {src3} ON `ws_sold_date_sk` = `d_date_sk` LEFT SEMI JOIN (
  SELECT `ws_item_sk` AS _c12_0, CAST(`avg`(`ws_ext_discount_amt`) AS DECIMAL(38,2)) AS _c13_0
  FROM {src1} JOIN {src3} ON `ws_sold_date_sk` = `d_date_sk`
  WHERE `d_date` >= DATE '2000-01-27' AND `d_date` <= DATE '2000-04-26'
  GROUP BY `ws_item_sk`
) AS _q1 ON `i_item_sk` = _c12_0 AND CAST(`ws_ext_discount_amt` AS DECIMAL(30,15)) > CAST(`nanvl`((1.3D * CAST(_c13_0 AS DOUBLE)) - (1.3D * CAST(_c13_0 AS DOUBLE)), `raise_error`('cast failed at relations[0].root.input.fetch.input.sort.input.project.input.aggregate.input.project.input.join.right.project.expressions[0].cast')) + (1.3D * CAST(_c13_0 AS DOUBLE)) AS DECIMAL(30,15))
WHERE `i_manufact_id` = 350L AND `d_date` >= DATE '2000-01-27' AND `d_date` <= DATE '2000-04-26'
ORDER BY `Excess Discount Amount` ASC NULLS LAST
LIMIT 100
