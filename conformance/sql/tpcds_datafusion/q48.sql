-- tpcds_datafusion/q48: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT CAST(`sum`(`ss_quantity`) AS BIGINT) AS `sum(store_sales.ss_quantity)`
FROM (
  SELECT *
  FROM {src1}
  WHERE (`ss_net_profit` >= CAST(0.00BD AS DECIMAL(7,2)) AND `ss_net_profit` <= CAST(2000.00BD AS DECIMAL(7,2)) OR `ss_net_profit` >= CAST(150.00BD AS DECIMAL(7,2)) AND `ss_net_profit` <= CAST(3000.00BD AS DECIMAL(7,2)) OR `ss_net_profit` >= CAST(50.00BD AS DECIMAL(7,2)) AND `ss_net_profit` <= 25000.00BD) AND (`ss_sales_price` >= CAST(100.00BD AS DECIMAL(7,2)) AND `ss_sales_price` <= CAST(150.00BD AS DECIMAL(7,2)) OR `ss_sales_price` >= CAST(50.00BD AS DECIMAL(7,2)) AND `ss_sales_price` <= CAST(100.00BD AS DECIMAL(7,2)) OR `ss_sales_price` >= CAST(150.00BD AS DECIMAL(7,2)) AND `ss_sales_price` <= CAST(200.00BD AS DECIMAL(7,2)))
) AS _q1 JOIN {src2} ON `ss_store_sk` = `s_store_sk` JOIN (
  SELECT *
  FROM {src3}
  WHERE (`cd_marital_status` = 'M' AND `cd_education_status` = '4 yr Degree' OR `cd_marital_status` = 'D' AND `cd_education_status` = '2 yr Degree' OR `cd_marital_status` = 'S' AND `cd_education_status` = 'College')
) AS _q2 ON `ss_cdemo_sk` = `cd_demo_sk` AND (`cd_marital_status` = 'M' AND `cd_education_status` = '4 yr Degree' AND `ss_sales_price` >= CAST(100.00BD AS DECIMAL(7,2)) AND `ss_sales_price` <= CAST(150.00BD AS DECIMAL(7,2)) OR `cd_marital_status` = 'D' AND `cd_education_status` = '2 yr Degree' AND `ss_sales_price` >= CAST(50.00BD AS DECIMAL(7,2)) AND `ss_sales_price` <= CAST(100.00BD AS DECIMAL(7,2)) OR `cd_marital_status` = 'S' AND `cd_education_status` = 'College' AND `ss_sales_price` >= CAST(150.00BD AS DECIMAL(7,2)) AND `ss_sales_price` <= CAST(200.00BD AS DECIMAL(7,2))) JOIN (
  SELECT *
  FROM {src4}
  WHERE `ca_country` = 'United States' AND `ca_state` IN ('CO', 'OH', 'TX', 'OR', 'MN', 'KY', 'VA', 'CA', 'MS') AND `ca_state` IN ('CO', 'OH', 'TX', 'OR', 'MN', 'KY', 'VA', 'CA', 'MS')
) AS _q3 ON `ss_addr_sk` = `ca_address_sk` AND (`ca_state` IN ('CO', 'OH', 'TX') AND `ss_net_profit` >= CAST(0.00BD AS DECIMAL(7,2)) AND `ss_net_profit` <= CAST(2000.00BD AS DECIMAL(7,2)) OR `ca_state` IN ('OR', 'MN', 'KY') AND `ss_net_profit` >= CAST(150.00BD AS DECIMAL(7,2)) AND `ss_net_profit` <= CAST(3000.00BD AS DECIMAL(7,2)) OR `ca_state` IN ('VA', 'CA', 'MS') AND `ss_net_profit` >= CAST(50.00BD AS DECIMAL(7,2)) AND `ss_net_profit` <= 25000.00BD) JOIN (
  SELECT *
  FROM {src5}
  WHERE `d_year` = 2000L
) AS _q4 ON `ss_sold_date_sk` = `d_date_sk`
