-- tpcds_datafusion/q33: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c12_0 AS `i_manufact_id`, CAST(`sum`(_c13_0) AS DECIMAL(38,2)) AS `total_sales`
FROM (
  SELECT _c8_13 AS _c12_0, CAST(`sum`(_c1_15) AS DECIMAL(38,2)) AS _c13_0
  FROM (
    SELECT `ss_ext_sales_price` AS _c1_15, `i_manufact_id` AS _c8_13
    FROM {src1} JOIN {src2} ON `ss_sold_date_sk` = `d_date_sk` JOIN {src3} ON `ss_addr_sk` = `ca_address_sk` JOIN {src4} ON `ss_item_sk` = `i_item_sk`
    WHERE `d_year` = 1998L AND `d_moy` = 5L AND `ca_gmt_offset` = CAST((-5.00BD) AS DECIMAL(5,2))
  ) AS _q1
  WHERE _c8_13 IS NOT NULL AND _c8_13 IN (
    SELECT `i_manufact_id` AS _c10_13
    FROM {src4}
    WHERE `i_category` = 'Electronics' AND `i_manufact_id` IS NOT NULL
  )
  GROUP BY _c8_13
  UNION ALL
  SELECT _c22_13 AS _c26_0, CAST(`sum`(_c15_23) AS DECIMAL(38,2)) AS _c27_0
  FROM (
    SELECT `cs_ext_sales_price` AS _c15_23, `i_manufact_id` AS _c22_13
    FROM {src5} JOIN {src2} ON `cs_sold_date_sk` = `d_date_sk` JOIN {src3} ON `cs_bill_addr_sk` = `ca_address_sk` JOIN {src4} ON `cs_item_sk` = `i_item_sk`
    WHERE `d_year` = 1998L AND `d_moy` = 5L AND `ca_gmt_offset` = CAST((-5.00BD) AS DECIMAL(5,2))
  ) AS _q2
  WHERE _c22_13 IS NOT NULL AND _c22_13 IN (
    SELECT `i_manufact_id` AS _c24_13
    FROM {src4}
    WHERE `i_category` = 'Electronics' AND `i_manufact_id` IS NOT NULL
  )
  GROUP BY _c22_13
  UNION ALL
  SELECT _c36_13 AS _c40_0, CAST(`sum`(_c29_23) AS DECIMAL(38,2)) AS _c41_0
  FROM (
    SELECT `ws_ext_sales_price` AS _c29_23, `i_manufact_id` AS _c36_13
    FROM {src6} JOIN {src2} ON `ws_sold_date_sk` = `d_date_sk` JOIN {src3} ON `ws_bill_addr_sk` = `ca_address_sk` JOIN {src4} ON `ws_item_sk` = `i_item_sk`
    WHERE `d_year` = 1998L AND `d_moy` = 5L AND `ca_gmt_offset` = CAST((-5.00BD) AS DECIMAL(5,2))
  ) AS _q3
  WHERE _c36_13 IS NOT NULL AND _c36_13 IN (
    SELECT `i_manufact_id` AS _c38_13
    FROM {src4}
    WHERE `i_category` = 'Electronics' AND `i_manufact_id` IS NOT NULL
  )
  GROUP BY _c36_13
) AS _q4
GROUP BY _c12_0
ORDER BY `total_sales` ASC NULLS LAST
LIMIT 100
