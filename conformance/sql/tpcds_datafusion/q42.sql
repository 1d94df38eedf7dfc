-- tpcds_datafusion/q42: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `d_year`, `i_category_id`, `i_category`, CAST(`sum`(`ss_ext_sales_price`) AS DECIMAL(38,2)) AS `sum(store_sales.ss_ext_sales_price)`
FROM {src1} JOIN {src2} ON `d_date_sk` = `ss_sold_date_sk` JOIN {src3} ON `ss_item_sk` = `i_item_sk`
WHERE `d_moy` = 11L AND `d_year` = 2000L AND `i_manager_id` = 1L
GROUP BY `d_year`, `i_category_id`, `i_category`
ORDER BY `sum(store_sales.ss_ext_sales_price)` DESC NULLS FIRST, `d_year` ASC NULLS LAST, `i_category_id` ASC NULLS LAST, `i_category` ASC NULLS LAST
LIMIT 100
