-- tpcds_datafusion/q40: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `w_state`, `i_item_id`, CAST(`sum`(CASE WHEN `d_date` < DATE '2000-03-11' THEN CAST(`cs_sales_price` - CASE WHEN CAST(`cr_refunded_cash` AS DECIMAL(22,2)) IS NOT NULL THEN CAST(`cr_refunded_cash` AS DECIMAL(22,2)) ELSE CAST(0.00BD AS DECIMAL(22,2)) END AS DECIMAL(23,2)) ELSE CAST(0.00BD AS DECIMAL(23,2)) END) AS DECIMAL(38,2)) AS `sales_before`, CAST(`sum`(CASE WHEN `d_date` >= DATE '2000-03-11' THEN CAST(`cs_sales_price` - CASE WHEN CAST(`cr_refunded_cash` AS DECIMAL(22,2)) IS NOT NULL THEN CAST(`cr_refunded_cash` AS DECIMAL(22,2)) ELSE CAST(0.00BD AS DECIMAL(22,2)) END AS DECIMAL(23,2)) ELSE CAST(0.00BD AS DECIMAL(23,2)) END) AS DECIMAL(38,2)) AS `sales_after`
FROM {src1} LEFT OUTER JOIN {src2} ON `cs_order_number` = `cr_order_number` AND `cs_item_sk` = `cr_item_sk` JOIN {src3} ON `cs_warehouse_sk` = `w_warehouse_sk` JOIN {src4} ON `cs_item_sk` = `i_item_sk` JOIN {src5} ON `cs_sold_date_sk` = `d_date_sk`
WHERE `i_current_price` >= CAST(0.99BD AS DECIMAL(7,2)) AND `i_current_price` <= CAST(1.49BD AS DECIMAL(7,2)) AND `d_date` >= DATE '2000-02-10' AND `d_date` <= DATE '2000-04-10'
GROUP BY `w_state`, `i_item_id`
ORDER BY `w_state` ASC NULLS LAST, `i_item_id` ASC NULLS LAST
LIMIT 100
