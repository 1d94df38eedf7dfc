-- tpcds_datafusion/q93: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `ss_customer_sk`, CAST(`sum`(CASE WHEN `sr_return_quantity` IS NOT NULL THEN CAST(CAST(`ss_quantity` - `sr_return_quantity` AS DECIMAL(20,0)) * `ss_sales_price` AS DECIMAL(28,2)) ELSE CAST(CAST(`ss_quantity` AS DECIMAL(20,0)) * `ss_sales_price` AS DECIMAL(28,2)) END) AS DECIMAL(38,2)) AS `sumsales`
FROM {src1} LEFT OUTER JOIN {src2} ON `ss_item_sk` = `sr_item_sk` AND `ss_ticket_number` = `sr_ticket_number` JOIN {src3} ON `sr_reason_sk` = `r_reason_sk`
WHERE `r_reason_desc` = 'reason 28'
GROUP BY `ss_customer_sk`
ORDER BY `sumsales` ASC NULLS FIRST, `ss_customer_sk` ASC NULLS FIRST
LIMIT 100
