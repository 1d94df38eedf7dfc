-- tpcds_datafusion/q76: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c6_0 AS `channel`, _c6_1 AS `col_name`, _c5_6 AS `d_year`, _c5_10 AS `d_qoy`, _c3_12 AS `i_category`, `count`(1L) AS `sales_cnt`, CAST(`sum`(_c1_15) AS DECIMAL(38,2)) AS `sales_amt`
FROM (
  SELECT 'store' AS _c6_0, 'ss_store_sk' AS _c6_1, `d_year` AS _c5_6, `d_qoy` AS _c5_10, `i_category` AS _c3_12, `ss_ext_sales_price` AS _c1_15
  FROM {src1} JOIN {src2} ON `ss_item_sk` = `i_item_sk` JOIN {src3} ON `ss_sold_date_sk` = `d_date_sk`
  WHERE `ss_store_sk` IS NULL
  UNION ALL
  SELECT 'web' AS _c12_0, 'ws_ship_customer_sk' AS _c12_1, `d_year` AS _c11_6, `d_qoy` AS _c11_10, `i_category` AS _c9_12, `ws_ext_sales_price` AS _c7_23
  FROM {src4} JOIN {src2} ON `ws_item_sk` = `i_item_sk` JOIN {src3} ON `ws_sold_date_sk` = `d_date_sk`
  WHERE `ws_ship_customer_sk` IS NULL
  UNION ALL
  SELECT 'catalog' AS _c18_0, 'cs_ship_addr_sk' AS _c18_1, `d_year` AS _c17_6, `d_qoy` AS _c17_10, `i_category` AS _c15_12, `cs_ext_sales_price` AS _c13_23
  FROM {src5} JOIN {src2} ON `cs_item_sk` = `i_item_sk` JOIN {src3} ON `cs_sold_date_sk` = `d_date_sk`
  WHERE `cs_ship_addr_sk` IS NULL
) AS _q1
GROUP BY _c6_0, _c6_1, _c5_6, _c5_10, _c3_12
ORDER BY `channel` ASC NULLS FIRST, `col_name` ASC NULLS FIRST, `d_year` ASC NULLS FIRST, `d_qoy` ASC NULLS FIRST, `i_category` ASC NULLS FIRST
LIMIT 100
