-- tpcds_duckdb113/q13: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT CAST(`avg`(CAST(`ss_quantity` AS DOUBLE)) AS DOUBLE) AS `avg1`, CAST(`avg`(CAST(`ss_ext_sales_price` AS DOUBLE)) AS DOUBLE) AS `avg2`, CAST(`avg`(CAST(`ss_ext_wholesale_cost` AS DOUBLE)) AS DOUBLE) AS `avg3`, CAST(`sum`(`ss_ext_wholesale_cost`) AS DECIMAL(38,2)) AS `sum(ss_ext_wholesale_cost)`
FROM (
  SELECT *
  FROM {src1}
  WHERE `hd_demo_sk` >= 5L AND `hd_demo_sk` IS NOT NULL
) AS _q1 JOIN (
  SELECT *
  FROM (
    SELECT *
    FROM {src2}
    WHERE `cd_demo_sk` >= 12L AND `cd_demo_sk` IS NOT NULL
  ) AS _q2 JOIN (
    SELECT *
    FROM (
      SELECT *
      FROM {src3} JOIN (
        SELECT *
        FROM {src4}
        WHERE `d_year` = 2001L AND `d_year` IS NOT NULL AND `d_date_sk` >= 2450816L AND `d_date_sk` <= 2452642L
      ) AS _q3 ON `ss_sold_date_sk` = `d_date_sk` JOIN (
        SELECT *
        FROM {src5}
        WHERE `ca_country` = 'United States' AND `ca_country` IS NOT NULL
      ) AS _q4 ON `ss_addr_sk` = `ca_address_sk`
      WHERE (`ss_net_profit` >= CAST(100.00BD AS DECIMAL(7,2)) AND `ss_net_profit` <= CAST(200.00BD AS DECIMAL(7,2)) AND `ca_state` IN ('TX', 'OH', 'TX') OR `ss_net_profit` >= CAST(150.00BD AS DECIMAL(7,2)) AND `ss_net_profit` <= CAST(300.00BD AS DECIMAL(7,2)) AND `ca_state` IN ('OR', 'NM', 'KY') OR `ss_net_profit` >= CAST(50.00BD AS DECIMAL(7,2)) AND `ss_net_profit` <= CAST(250.00BD AS DECIMAL(7,2)) AND `ca_state` IN ('VA', 'TX', 'MS'))
    ) AS _q5 JOIN {src6} ON `ss_store_sk` = `s_store_sk`
  ) AS _q6 ON `cd_demo_sk` = `ss_cdemo_sk`
) AS _q7 ON `hd_demo_sk` = `ss_hdemo_sk`
WHERE (`hd_dep_count` = 3L AND `ss_sales_price` >= CAST(100.00BD AS DECIMAL(7,2)) AND `ss_sales_price` <= CAST(150.00BD AS DECIMAL(7,2)) AND `cd_marital_status` = 'M' AND `cd_education_status` = 'Advanced Degree' OR `hd_dep_count` = 1L AND `ss_sales_price` >= CAST(50.00BD AS DECIMAL(7,2)) AND `ss_sales_price` <= CAST(100.00BD AS DECIMAL(7,2)) AND `cd_marital_status` = 'S' AND `cd_education_status` = 'College' OR `hd_dep_count` = 1L AND `cd_marital_status` = 'W' AND `cd_education_status` = '2 yr Degree' AND `ss_sales_price` >= CAST(150.00BD AS DECIMAL(7,2)) AND CASE WHEN `ss_sales_price` IS NULL OR CAST(200.00BD AS DECIMAL(7,2)) IS NULL THEN NULL ELSE TRUE END)
