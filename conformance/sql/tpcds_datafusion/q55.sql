-- tpcds_datafusion/q55: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `i_brand_id` AS `brand_id`, `i_brand` AS `brand`, CAST(`sum`(`ss_ext_sales_price`) AS DECIMAL(38,2)) AS `ext_price`
FROM {src1} JOIN {src2} ON `d_date_sk` = `ss_sold_date_sk` JOIN {src3} ON `ss_item_sk` = `i_item_sk`
WHERE `d_moy` = 11L AND `d_year` = 1999L AND `i_manager_id` = 28L
GROUP BY `i_brand`, `i_brand_id`
ORDER BY `ext_price` DESC NULLS FIRST, `brand_id` ASC NULLS LAST
LIMIT 100
