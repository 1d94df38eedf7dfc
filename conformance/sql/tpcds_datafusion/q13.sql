-- tpcds_datafusion/q13: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT CAST(`avg`(CAST(`ss_quantity` AS DOUBLE)) AS DOUBLE) AS `avg1`, CAST(`avg`(`ss_ext_sales_price`) AS DECIMAL(38,2)) AS `avg2`, CAST(`avg`(`ss_ext_wholesale_cost`) AS DECIMAL(38,2)) AS `avg3`, CAST(`sum`(`ss_ext_wholesale_cost`) AS DECIMAL(38,2)) AS `sum(store_sales.ss_ext_wholesale_cost)`
FROM (
  SELECT *
  FROM {src1}
  WHERE (`ss_net_profit` >= CAST(100.00BD AS DECIMAL(7,2)) AND `ss_net_profit` <= CAST(200.00BD AS DECIMAL(7,2)) OR `ss_net_profit` >= CAST(150.00BD AS DECIMAL(7,2)) AND `ss_net_profit` <= CAST(300.00BD AS DECIMAL(7,2)) OR `ss_net_profit` >= CAST(50.00BD AS DECIMAL(7,2)) AND `ss_net_profit` <= CAST(250.00BD AS DECIMAL(7,2))) AND (`ss_sales_price` >= CAST(100.00BD AS DECIMAL(7,2)) AND `ss_sales_price` <= CAST(150.00BD AS DECIMAL(7,2)) OR `ss_sales_price` >= CAST(50.00BD AS DECIMAL(7,2)) AND `ss_sales_price` <= CAST(100.00BD AS DECIMAL(7,2)) OR `ss_sales_price` >= CAST(150.00BD AS DECIMAL(7,2)) AND `ss_sales_price` <= CAST(200.00BD AS DECIMAL(7,2)))
) AS _q1 JOIN {src2} ON `ss_store_sk` = `s_store_sk` JOIN (
  SELECT *
  FROM {src3}
  WHERE (`cd_marital_status` = 'M' AND `cd_education_status` = 'Advanced Degree' OR `cd_marital_status` = 'S' AND `cd_education_status` = 'College' OR `cd_marital_status` = 'W' AND `cd_education_status` = '2 yr Degree')
) AS _q2 ON `ss_cdemo_sk` = `cd_demo_sk` AND (`cd_marital_status` = 'M' AND `cd_education_status` = 'Advanced Degree' AND `ss_sales_price` >= CAST(100.00BD AS DECIMAL(7,2)) AND `ss_sales_price` <= CAST(150.00BD AS DECIMAL(7,2)) OR `cd_marital_status` = 'S' AND `cd_education_status` = 'College' AND `ss_sales_price` >= CAST(50.00BD AS DECIMAL(7,2)) AND `ss_sales_price` <= CAST(100.00BD AS DECIMAL(7,2)) OR `cd_marital_status` = 'W' AND `cd_education_status` = '2 yr Degree' AND `ss_sales_price` >= CAST(150.00BD AS DECIMAL(7,2)) AND `ss_sales_price` <= CAST(200.00BD AS DECIMAL(7,2))) JOIN (
  SELECT *
  FROM {src4}
  WHERE `hd_dep_count` IN (3L, 1L) AND `hd_dep_count` IN (3L, 1L, 1L) AND `hd_dep_count` IN (3L, 1L) AND (`hd_dep_count` IN (3L, 1L) OR `hd_dep_count` = 1L)
) AS _q3 ON `ss_hdemo_sk` = `hd_demo_sk` AND (`cd_marital_status` = 'M' AND `cd_education_status` = 'Advanced Degree' AND `ss_sales_price` >= CAST(100.00BD AS DECIMAL(7,2)) AND `ss_sales_price` <= CAST(150.00BD AS DECIMAL(7,2)) AND `hd_dep_count` = 3L OR `cd_marital_status` = 'S' AND `cd_education_status` = 'College' AND `ss_sales_price` >= CAST(50.00BD AS DECIMAL(7,2)) AND `ss_sales_price` <= CAST(100.00BD AS DECIMAL(7,2)) AND `hd_dep_count` = 1L OR `cd_marital_status` = 'W' AND `cd_education_status` = '2 yr Degree' AND `ss_sales_price` >= CAST(150.00BD AS DECIMAL(7,2)) AND `ss_sales_price` <= CAST(200.00BD AS DECIMAL(7,2)) AND `hd_dep_count` = 1L) JOIN (
  SELECT *
  FROM {src5}
  WHERE `ca_country` = 'United States' AND `ca_state` IN ('TX', 'OH', 'OR', 'NM', 'KY', 'VA', 'MS') AND `ca_state` IN ('TX', 'OH', 'OR', 'NM', 'KY', 'VA', 'TX', 'MS')
) AS _q4 ON `ss_addr_sk` = `ca_address_sk` AND (`ca_state` IN ('TX', 'OH') AND `ss_net_profit` >= CAST(100.00BD AS DECIMAL(7,2)) AND `ss_net_profit` <= CAST(200.00BD AS DECIMAL(7,2)) OR `ca_state` IN ('OR', 'NM', 'KY') AND `ss_net_profit` >= CAST(150.00BD AS DECIMAL(7,2)) AND `ss_net_profit` <= CAST(300.00BD AS DECIMAL(7,2)) OR `ca_state` IN ('VA', 'TX', 'MS') AND `ss_net_profit` >= CAST(50.00BD AS DECIMAL(7,2)) AND `ss_net_profit` <= CAST(250.00BD AS DECIMAL(7,2))) JOIN (
  SELECT *
  FROM {src6}
  WHERE `d_year` = 2001L
) AS _q5 ON `ss_sold_date_sk` = `d_date_sk`
