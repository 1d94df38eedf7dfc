-- tpcds_datafusion/q76: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c19_0 AS `channel`, _c19_1 AS `col_name`, _c19_2 AS `d_year`, _c19_3 AS `d_qoy`, _c19_4 AS `i_category`, _c20_0 AS `sales_cnt`, _c20_1 AS `sales_amt`
FROM (
  SELECT _c6_0 AS _c19_0, _c6_1 AS _c19_1, _c5_6 AS _c19_2, _c5_10 AS _c19_3, _c3_12 AS _c19_4, `count`(1L) AS _c20_0, CAST(`sum`(_c1_15) AS DECIMAL(38,2)) AS _c20_1
  FROM (
    SELECT 'store' AS _c6_0, 'ss_store_sk' AS _c6_1, `d_year` AS _c5_6, `d_qoy` AS _c5_10, `i_category` AS _c3_12, `ss_ext_sales_price` AS _c1_15
    FROM (
      SELECT *
      FROM {src1}
      WHERE `ss_store_sk` IS NULL
    ) AS _q1 JOIN {src2} ON `ss_item_sk` = `i_item_sk` JOIN {src3} ON `ss_sold_date_sk` = `d_date_sk`
    UNION ALL
    SELECT 'web' AS _c12_0, 'ws_ship_customer_sk' AS _c12_1, `d_year` AS _c11_6, `d_qoy` AS _c11_10, `i_category` AS _c9_12, `ws_ext_sales_price` AS _c7_23
    FROM (
      SELECT *
      FROM {src4}
      WHERE `ws_ship_customer_sk` IS NULL
    ) AS _q2 JOIN {src2} ON `ws_item_sk` = `i_item_sk` JOIN {src3} ON `ws_sold_date_sk` = `d_date_sk`
    UNION ALL
    SELECT 'catalog' AS _c18_0, 'cs_ship_addr_sk' AS _c18_1, `d_year` AS _c17_6, `d_qoy` AS _c17_10, `i_category` AS _c15_12, `cs_ext_sales_price` AS _c13_23
    FROM (
      SELECT *
      FROM {src5}
      WHERE `cs_ship_addr_sk` IS NULL
    ) AS _q3 JOIN {src2} ON `cs_item_sk` = `i_item_sk` JOIN {src3} ON `cs_sold_date_sk` = `d_date_sk`
  ) AS _q4
  GROUP BY _c6_0, _c6_1, _c5_6, _c5_10, _c3_12
  ORDER BY _c19_0 ASC NULLS FIRST, _c19_1 ASC NULLS FIRST, _c19_2 ASC NULLS FIRST, _c19_3 ASC NULLS FIRST, _c19_4 ASC NULLS FIRST
  LIMIT 100
) AS _q5
