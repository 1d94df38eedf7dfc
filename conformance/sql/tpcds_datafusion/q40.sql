-- tpcds_datafusion/q40: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c11_0 AS `w_state`, _c11_1 AS `i_item_id`, _c12_0 AS `sales_before`, _c12_1 AS `sales_after`
FROM (
  SELECT `w_state` AS _c11_0, `i_item_id` AS _c11_1, CAST(`sum`(CASE WHEN `d_date` < DATE '2000-03-11' THEN CAST(`cs_sales_price` - CASE WHEN CAST(`cr_refunded_cash` AS DECIMAL(22,2)) IS NOT NULL THEN CAST(`cr_refunded_cash` AS DECIMAL(22,2)) ELSE CAST(0.00BD AS DECIMAL(22,2)) END AS DECIMAL(23,2)) ELSE CAST(0.00BD AS DECIMAL(23,2)) END) AS DECIMAL(38,2)) AS _c12_0, CAST(`sum`(CASE WHEN `d_date` >= DATE '2000-03-11' THEN CAST(`cs_sales_price` - CASE WHEN CAST(`cr_refunded_cash` AS DECIMAL(22,2)) IS NOT NULL THEN CAST(`cr_refunded_cash` AS DECIMAL(22,2)) ELSE CAST(0.00BD AS DECIMAL(22,2)) END AS DECIMAL(23,2)) ELSE CAST(0.00BD AS DECIMAL(23,2)) END) AS DECIMAL(38,2)) AS _c12_1
  FROM {src1} LEFT OUTER JOIN {src2} ON `cs_order_number` = `cr_order_number` AND `cs_item_sk` = `cr_item_sk` JOIN {src3} ON `cs_warehouse_sk` = `w_warehouse_sk` JOIN (
    SELECT *
    FROM {src4}
    WHERE `i_current_price` >= CAST(0.99BD AS DECIMAL(7,2)) AND `i_current_price` <= CAST(1.49BD AS DECIMAL(7,2))
  ) AS _q1 ON `cs_item_sk` = `i_item_sk` JOIN (
    SELECT *
    FROM {src5}
    WHERE `d_date` >= DATE '2000-02-10' AND `d_date` <= DATE '2000-04-10'
  ) AS _q2 ON `cs_sold_date_sk` = `d_date_sk`
  GROUP BY `w_state`, `i_item_id`
  ORDER BY _c11_0 ASC NULLS LAST, _c11_1 ASC NULLS LAST
  LIMIT 100
) AS _q3
