-- tpcds_datafusion/q32: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT CAST(`sum`(`cs_ext_discount_amt`) AS DECIMAL(38,2)) AS `excess discount amount`
FROM {src1} JOIN {src2} ON `cs_item_sk` = `i_item_sk` JOIN {src3} ON `cs_sold_date_sk` = `d_date_sk` LEFT SEMI JOIN (
  SELECT `cs_item_sk` AS _c12_0, CAST(`avg`(`cs_ext_discount_amt`) AS DECIMAL(38,2)) AS _c13_0
  FROM {src1} JOIN {src3} ON `cs_sold_date_sk` = `d_date_sk`
  WHERE `d_date` >= DATE '2000-01-27' AND `d_date` <= DATE '2000-04-26'
  GROUP BY `cs_item_sk`
) AS _q1 ON `i_item_sk` = _c12_0 AND CAST(`cs_ext_discount_amt` AS DECIMAL(30,15)) > CAST(`nanvl`((1.3D * CAST(_c13_0 AS DOUBLE)) - (1.3D * CAST(_c13_0 AS DOUBLE)), `raise_error`('cast failed at relations[0].root.input.project.input.fetch.input.aggregate.input.project.input.join.right.project.expressions[0].cast')) + (1.3D * CAST(_c13_0 AS DOUBLE)) AS DECIMAL(30,15))
WHERE `i_manufact_id` = 977L AND `d_date` >= DATE '2000-01-27' AND `d_date` <= DATE '2000-04-26'
LIMIT 100
