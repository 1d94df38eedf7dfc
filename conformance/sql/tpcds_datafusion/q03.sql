-- tpcds_datafusion/q03: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `d_year`, `i_brand_id` AS `brand_id`, `i_brand` AS `brand`, CAST(`sum`(`ss_ext_sales_price`) AS DECIMAL(38,2)) AS `sum_agg`
FROM {src1} JOIN {src2} ON `d_date_sk` = `ss_sold_date_sk` JOIN {src3} ON `ss_item_sk` = `i_item_sk`
WHERE `d_moy` = 11L AND `i_manufact_id` = 128L
GROUP BY `d_year`, `i_brand`, `i_brand_id`
ORDER BY `d_year` ASC NULLS LAST, `sum_agg` DESC NULLS FIRST, `brand_id` ASC NULLS LAST
LIMIT 100
