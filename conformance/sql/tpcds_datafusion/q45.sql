-- tpcds_datafusion/q45: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `ca_zip`, `ca_city`, CAST(`sum`(`ws_sales_price`) AS DECIMAL(38,2)) AS `sum(web_sales.ws_sales_price)`
FROM {src1} JOIN {src2} ON `ws_bill_customer_sk` = `c_customer_sk` JOIN {src3} ON `c_current_addr_sk` = `ca_address_sk` JOIN {src4} ON `ws_sold_date_sk` = `d_date_sk` JOIN {src5} ON `ws_item_sk` = `i_item_sk` LEFT OUTER JOIN (
  SELECT DISTINCT `i_item_id` AS _c13_0, TRUE AS _c13_1
  FROM {src5}
  WHERE `i_item_sk` IN (2L, 3L, 5L, 7L, 11L, 13L, 17L, 19L, 23L, 29L) AND `i_item_id` IS NOT NULL
) AS _q1 ON `i_item_id` = _c13_0
WHERE `d_qoy` = 2L AND `d_year` = 2001L AND (CAST(`substring`(`ca_zip`, 1, 5) AS STRING) IN ('85669', '86197', '88274', '83405', '86475', '85392', '85460', '80348', '81792') OR _c13_1 IS NOT NULL)
GROUP BY `ca_zip`, `ca_city`
ORDER BY `ca_zip` ASC NULLS LAST, `ca_city` ASC NULLS LAST
LIMIT 100
