-- tpcds_duckdb113/q22: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `i_product_name`, `i_brand`, `i_class`, `i_category`, CAST(`avg`(CAST(`inv_quantity_on_hand` AS DOUBLE)) AS DOUBLE) AS `qoh`
FROM {src1} JOIN {src2} ON `inv_date_sk` = `d_date_sk` JOIN {src3} ON `inv_item_sk` = `i_item_sk`
WHERE `d_month_seq` >= 1200L AND `d_month_seq` <= 1211L AND `d_month_seq` IS NOT NULL AND `d_date_sk` >= 2450815L AND `d_date_sk` <= 2452635L
GROUP BY `i_product_name`, `i_brand`, `i_class`, `i_category`
ORDER BY `qoh` ASC NULLS FIRST, `i_product_name` ASC NULLS FIRST, `i_brand` ASC NULLS FIRST, `i_class` ASC NULLS FIRST, `i_category` ASC NULLS FIRST
LIMIT 100
