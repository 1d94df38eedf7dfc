-- tpcds_datafusion/q15: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `ca_zip`, CAST(`sum`(`cs_sales_price`) AS DECIMAL(38,2)) AS `sum(catalog_sales.cs_sales_price)`
FROM {src1} JOIN {src2} ON `cs_bill_customer_sk` = `c_customer_sk` JOIN {src3} ON `c_current_addr_sk` = `ca_address_sk` AND (CAST(`substring`(`ca_zip`, 1, 5) AS STRING) IN ('85669', '86197', '88274', '83405', '86475', '85392', '85460', '80348', '81792') OR `ca_state` IN ('CA', 'WA', 'GA') OR `cs_sales_price` > CAST(500.00BD AS DECIMAL(7,2))) JOIN {src4} ON `cs_sold_date_sk` = `d_date_sk`
WHERE `d_qoy` = 2L AND `d_year` = 2001L
GROUP BY `ca_zip`
ORDER BY `ca_zip` ASC NULLS FIRST
LIMIT 100
