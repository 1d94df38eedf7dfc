-- tpcds_datafusion/q22: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `i_product_name`, `i_brand`, `i_class`, `i_category`, CAST(`avg`(CAST(`inv_quantity_on_hand` AS DOUBLE)) AS DOUBLE) AS `qoh`
FROM {src1} JOIN {src2} ON `inv_date_sk` = `d_date_sk` JOIN {src3} ON `inv_item_sk` = `i_item_sk`
WHERE `d_month_seq` >= 1200L AND `d_month_seq` <= 1211L
GROUP BY `i_product_name`, `i_brand`, `i_class`, `i_category` GROUPING SETS ((`i_product_name`, `i_brand`, `i_class`, `i_category`), (`i_product_name`, `i_brand`, `i_class`), (`i_product_name`, `i_brand`), (`i_product_name`), ())
ORDER BY `qoh` ASC NULLS FIRST, `i_product_name` ASC NULLS FIRST, `i_brand` ASC NULLS FIRST, `i_class` ASC NULLS FIRST, `i_category` ASC NULLS FIRST
LIMIT 100
