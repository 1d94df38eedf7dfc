-- tpcds_datafusion/q85: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT CAST(`substring`(_c18_0, 1, 20) AS STRING) AS `substr(reason.r_reason_desc,Int64(1),Int64(20))`, _c19_0 AS `avg1`, _c19_1 AS `avg2`, _c19_2 AS `avg(web_returns.wr_fee)`
FROM (
  SELECT *
  FROM (
    SELECT `r_reason_desc` AS _c18_0, CAST(`avg`(CAST(_c1_18 AS DOUBLE)) AS DOUBLE) AS _c19_0, CAST(`avg`(_c2_20) AS DECIMAL(38,2)) AS _c19_1, CAST(`avg`(_c2_18) AS DECIMAL(38,2)) AS _c19_2
    FROM (
      SELECT `ws_sold_date_sk` AS _c1_0, `ws_quantity` AS _c1_18, `ws_net_profit` AS _c1_33, `wr_refunded_addr_sk` AS _c2_6, `wr_returning_cdemo_sk` AS _c2_8, `wr_reason_sk` AS _c2_12, `wr_fee` AS _c2_18, `wr_refunded_cash` AS _c2_20, `cd_marital_status` AS _c6_2, `cd_education_status` AS _c6_3
      FROM {src1} JOIN {src2} ON `ws_item_sk` = `wr_item_sk` AND `ws_order_number` = `wr_order_number` JOIN {src3} ON `ws_web_page_sk` = `wp_web_page_sk` JOIN {src4} ON `wr_refunded_cdemo_sk` = `cd_demo_sk` AND (`cd_marital_status` = 'M' AND `cd_education_status` = 'Advanced Degree' AND `ws_sales_price` >= CAST(100.00BD AS DECIMAL(7,2)) AND `ws_sales_price` <= CAST(150.00BD AS DECIMAL(7,2)) OR `cd_marital_status` = 'S' AND `cd_education_status` = 'College' AND `ws_sales_price` >= CAST(50.00BD AS DECIMAL(7,2)) AND `ws_sales_price` <= CAST(100.00BD AS DECIMAL(7,2)) OR `cd_marital_status` = 'W' AND `cd_education_status` = '2 yr Degree' AND `ws_sales_price` >= CAST(150.00BD AS DECIMAL(7,2)) AND `ws_sales_price` <= CAST(200.00BD AS DECIMAL(7,2)))
      WHERE (`ws_net_profit` >= CAST(100.00BD AS DECIMAL(7,2)) AND `ws_net_profit` <= CAST(200.00BD AS DECIMAL(7,2)) OR `ws_net_profit` >= CAST(150.00BD AS DECIMAL(7,2)) AND `ws_net_profit` <= CAST(300.00BD AS DECIMAL(7,2)) OR `ws_net_profit` >= CAST(50.00BD AS DECIMAL(7,2)) AND `ws_net_profit` <= CAST(250.00BD AS DECIMAL(7,2))) AND (`ws_sales_price` >= CAST(100.00BD AS DECIMAL(7,2)) AND `ws_sales_price` <= CAST(150.00BD AS DECIMAL(7,2)) OR `ws_sales_price` >= CAST(50.00BD AS DECIMAL(7,2)) AND `ws_sales_price` <= CAST(100.00BD AS DECIMAL(7,2)) OR `ws_sales_price` >= CAST(150.00BD AS DECIMAL(7,2)) AND `ws_sales_price` <= CAST(200.00BD AS DECIMAL(7,2))) AND (`cd_marital_status` = 'M' AND `cd_education_status` = 'Advanced Degree' OR `cd_marital_status` = 'S' AND `cd_education_status` = 'College' OR `cd_marital_status` = 'W' AND `cd_education_status` = '2 yr Degree')
    ) AS _q1 JOIN (
      SELECT `cd_demo_sk` AS _c8_0, `cd_marital_status` AS _c8_2, `cd_education_status` AS _c8_3
      FROM {src4}
    ) AS _q2 ON _c2_8 = _c8_0 AND _c6_2 = _c8_2 AND _c6_3 = _c8_3 JOIN {src5} ON _c2_6 = `ca_address_sk` AND (`ca_state` IN ('IN', 'OH', 'NJ') AND _c1_33 >= CAST(100.00BD AS DECIMAL(7,2)) AND _c1_33 <= CAST(200.00BD AS DECIMAL(7,2)) OR `ca_state` IN ('WI', 'CT', 'KY') AND _c1_33 >= CAST(150.00BD AS DECIMAL(7,2)) AND _c1_33 <= CAST(300.00BD AS DECIMAL(7,2)) OR `ca_state` IN ('LA', 'IA', 'AR') AND _c1_33 >= CAST(50.00BD AS DECIMAL(7,2)) AND _c1_33 <= CAST(250.00BD AS DECIMAL(7,2))) JOIN {src6} ON _c1_0 = `d_date_sk` JOIN {src7} ON _c2_12 = `r_reason_sk`
    WHERE `ca_country` = 'United States' AND `ca_state` IN ('IN', 'OH', 'NJ', 'WI', 'CT', 'KY', 'LA', 'IA', 'AR') AND `ca_state` IN ('IN', 'OH', 'NJ', 'WI', 'CT', 'KY', 'LA', 'IA', 'AR') AND `d_year` = 2000L
    GROUP BY `r_reason_desc`
  ) AS _q3
  ORDER BY CAST(`substring`(_c18_0, 1, 20) AS STRING) ASC NULLS LAST, _c19_0 ASC NULLS LAST, _c19_1 ASC NULLS LAST, _c19_2 ASC NULLS LAST
  LIMIT 100
) AS _q4
