-- tpcds_duckdb113/q85: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT CAST(`substring`(_c18_0, 1, 20) AS STRING) AS _c20_0, _c19_0, _c19_1, _c19_2
FROM (
  SELECT *
  FROM (
    SELECT `r_reason_desc` AS _c18_0, CAST(`avg`(CAST(_c4_18 AS DOUBLE)) AS DOUBLE) AS _c19_0, CAST(`avg`(CAST(_c3_20 AS DOUBLE)) AS DOUBLE) AS _c19_1, CAST(`avg`(CAST(_c3_18 AS DOUBLE)) AS DOUBLE) AS _c19_2
    FROM (
      SELECT `cd_demo_sk` AS _c1_0, `cd_marital_status` AS _c1_2, `cd_education_status` AS _c1_3
      FROM {src1}
      WHERE `cd_demo_sk` >= 24L AND `cd_demo_sk` <= 19179L AND `cd_demo_sk` IS NOT NULL
    ) AS _q1 JOIN (
      SELECT `cd_marital_status` AS _c2_2, `cd_education_status` AS _c2_3, `wr_returning_cdemo_sk` AS _c3_8, `wr_reason_sk` AS _c3_12, `wr_refunded_cash` AS _c3_20, `wr_fee` AS _c3_18, `ws_web_page_sk` AS _c4_12, `ws_sales_price` AS _c4_21, `ws_quantity` AS _c4_18
      FROM {src1} JOIN (
        SELECT *
        FROM {src2} JOIN (
          SELECT *
          FROM {src3} JOIN {src4} ON `ws_sold_date_sk` = `d_date_sk`
        ) AS _q2 ON `wr_order_number` = `ws_order_number` AND `wr_item_sk` = `ws_item_sk` JOIN {src5} ON `wr_refunded_addr_sk` = `ca_address_sk`
      ) AS _q3 ON `cd_demo_sk` = `wr_refunded_cdemo_sk`
      WHERE `cd_demo_sk` >= 24L AND `cd_demo_sk` <= 19179L AND `cd_demo_sk` IS NOT NULL AND `d_year` = 2000L AND `d_year` IS NOT NULL AND `d_date_sk` >= 2450818L AND `d_date_sk` <= 2452642L AND `ca_country` = 'United States' AND `ca_country` IS NOT NULL AND (`ws_net_profit` >= CAST(100.00BD AS DECIMAL(7,2)) AND `ws_net_profit` <= CAST(200.00BD AS DECIMAL(7,2)) AND `ca_state` IN ('IN', 'OH', 'NJ') OR `ws_net_profit` >= CAST(150.00BD AS DECIMAL(7,2)) AND `ws_net_profit` <= CAST(300.00BD AS DECIMAL(7,2)) AND `ca_state` IN ('WI', 'CT', 'KY') OR `ws_net_profit` >= CAST(50.00BD AS DECIMAL(7,2)) AND `ws_net_profit` <= CAST(250.00BD AS DECIMAL(7,2)) AND `ca_state` IN ('LA', 'IA', 'AR')) AND (`ws_sales_price` >= CAST(100.00BD AS DECIMAL(7,2)) AND `ws_sales_price` <= CAST(150.00BD AS DECIMAL(7,2)) AND `cd_marital_status` = 'M' AND `cd_education_status` = 'Advanced Degree' OR `ws_sales_price` >= CAST(50.00BD AS DECIMAL(7,2)) AND `ws_sales_price` <= CAST(100.00BD AS DECIMAL(7,2)) AND `cd_marital_status` = 'S' AND `cd_education_status` = 'College' OR `ws_sales_price` >= CAST(150.00BD AS DECIMAL(7,2)) AND `ws_sales_price` <= CAST(200.00BD AS DECIMAL(7,2)) AND `cd_marital_status` = 'W' AND `cd_education_status` = '2 yr Degree')
    ) AS _q4 ON _c1_0 = _c3_8 AND _c1_3 = _c2_3 AND _c1_2 = _c2_2 JOIN {src6} ON _c3_12 = `r_reason_sk` JOIN {src7} ON _c4_12 = `wp_web_page_sk`
    GROUP BY `r_reason_desc`
  ) AS _q5
  ORDER BY CAST(`substring`(_c18_0, 1, 20) AS STRING) ASC NULLS LAST, _c19_0 ASC NULLS LAST, _c19_1 ASC NULLS LAST, _c19_2 ASC NULLS LAST
  LIMIT 100
) AS _q6
