-- tpcds_duckdb113/q15: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `ca_zip`, CAST(`sum`(`cs_sales_price`) AS DECIMAL(38,2)) AS `sum(cs_sales_price)`
FROM {src1} JOIN (
  SELECT *
  FROM {src2} JOIN (
    SELECT *
    FROM {src3} JOIN {src4} ON `cs_sold_date_sk` = `d_date_sk`
  ) AS _q1 ON `c_customer_sk` = `cs_bill_customer_sk`
) AS _q2 ON `ca_address_sk` = `c_current_addr_sk`
WHERE `c_customer_sk` >= 3L AND `c_customer_sk` IS NOT NULL AND `d_year` = 2001L AND `d_year` IS NOT NULL AND `d_qoy` = 2L AND `d_qoy` IS NOT NULL AND `d_date_sk` >= 2450815L AND `d_date_sk` <= 2452225L AND (`ca_state` IN ('CA', 'WA', 'GA') OR CASE WHEN `cs_sales_price` IS NULL OR CAST(500.00BD AS DECIMAL(7,2)) IS NULL THEN NULL ELSE FALSE END OR CAST(`substring`(`ca_zip`, 1, 5) AS STRING) IN ('85669', '86197', '88274', '83405', '86475', '85392', '85460', '80348', '81792'))
GROUP BY `ca_zip`
ORDER BY `ca_zip` ASC NULLS FIRST
LIMIT 100
