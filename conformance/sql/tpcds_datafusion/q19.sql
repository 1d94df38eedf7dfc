-- tpcds_datafusion/q19: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `i_brand_id` AS `brand_id`, `i_brand` AS `brand`, `i_manufact_id`, `i_manufact`, CAST(`sum`(`ss_ext_sales_price`) AS DECIMAL(38,2)) AS `ext_price`
FROM {src1} JOIN {src2} ON `d_date_sk` = `ss_sold_date_sk` JOIN {src3} ON `ss_item_sk` = `i_item_sk` JOIN {src4} ON `ss_customer_sk` = `c_customer_sk` JOIN {src5} ON `c_current_addr_sk` = `ca_address_sk` JOIN {src6} ON `ss_store_sk` = `s_store_sk` AND CAST(`substring`(`ca_zip`, 1, 5) AS STRING) <> CAST(`substring`(`s_zip`, 1, 5) AS STRING)
WHERE `d_moy` = 11L AND `d_year` = 1998L AND `i_manager_id` = 8L
GROUP BY `i_brand`, `i_brand_id`, `i_manufact_id`, `i_manufact`
ORDER BY `ext_price` DESC NULLS FIRST, `brand` ASC NULLS LAST, `brand_id` ASC NULLS LAST, `i_manufact_id` ASC NULLS LAST, `i_manufact` ASC NULLS LAST
LIMIT 100
