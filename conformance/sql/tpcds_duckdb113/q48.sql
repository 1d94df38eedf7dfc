-- tpcds_duckdb113/q48: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT CAST(CASE WHEN _g2 IS NULL AND _g1 > 0 THEN `raise_error`('sum: overflow') ELSE _g2 END AS DECIMAL(38,0)) AS `sum(ss_quantity)`
FROM (
  SELECT `count`(`ss_quantity`) AS _g1, `try_sum`(CAST(`ss_quantity` AS DECIMAL(38,0))) AS _g2
  FROM {src1} JOIN (
    SELECT *
    FROM {src2} JOIN {src3} ON `ss_sold_date_sk` = `d_date_sk` JOIN {src4} ON `ss_addr_sk` = `ca_address_sk` JOIN {src5} ON `ss_store_sk` = `s_store_sk`
  ) AS _q1 ON `cd_demo_sk` = `ss_cdemo_sk`
  WHERE `cd_demo_sk` >= 12L AND `cd_demo_sk` IS NOT NULL AND `d_year` = 2000L AND `d_year` IS NOT NULL AND `d_date_sk` >= 2450816L AND `d_date_sk` <= 2452642L AND `ca_country` = 'United States' AND `ca_country` IS NOT NULL AND (`ss_net_profit` >= CAST(0.00BD AS DECIMAL(7,2)) AND `ss_net_profit` <= CAST(2000.00BD AS DECIMAL(7,2)) AND `ca_state` IN ('CO', 'OH', 'TX') OR `ss_net_profit` >= CAST(150.00BD AS DECIMAL(7,2)) AND `ss_net_profit` <= CAST(3000.00BD AS DECIMAL(7,2)) AND `ca_state` IN ('OR', 'MN', 'KY') OR `ca_state` IN ('VA', 'CA', 'MS') AND `ss_net_profit` >= CAST(50.00BD AS DECIMAL(7,2)) AND CASE WHEN `ss_net_profit` IS NULL OR 25000.00BD IS NULL THEN NULL ELSE TRUE END) AND (`ss_sales_price` >= CAST(100.00BD AS DECIMAL(7,2)) AND `ss_sales_price` <= CAST(150.00BD AS DECIMAL(7,2)) AND `cd_marital_status` = 'M' AND `cd_education_status` = '4 yr Degree' OR `ss_sales_price` >= CAST(50.00BD AS DECIMAL(7,2)) AND `ss_sales_price` <= CAST(100.00BD AS DECIMAL(7,2)) AND `cd_marital_status` = 'D' AND `cd_education_status` = '2 yr Degree' OR `cd_marital_status` = 'S' AND `cd_education_status` = 'College' AND `ss_sales_price` >= CAST(150.00BD AS DECIMAL(7,2)) AND CASE WHEN `ss_sales_price` IS NULL OR CAST(200.00BD AS DECIMAL(7,2)) IS NULL THEN NULL ELSE TRUE END)
) AS _q2
