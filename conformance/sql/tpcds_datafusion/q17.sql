-- tpcds_datafusion/q17: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c19_0 AS `i_item_id`, _c19_1 AS `i_item_desc`, _c19_2 AS `s_state`, _c20_0 AS `store_sales_quantitycount`, _c20_1 AS `store_sales_quantityave`, _c20_2 AS `store_sales_quantitystdev`, CAST(CASE WHEN _c20_1 = 0.0D THEN _c20_2 * `power`(_c20_1, (-1.0D)) ELSE _c20_2 / _c20_1 END AS DOUBLE) AS `store_sales_quantitycov`, _c20_3 AS `store_returns_quantitycount`, _c20_4 AS `store_returns_quantityave`, _c20_5 AS `store_returns_quantitystdev`, CAST(CASE WHEN _c20_4 = 0.0D THEN _c20_5 * `power`(_c20_4, (-1.0D)) ELSE _c20_5 / _c20_4 END AS DOUBLE) AS `store_returns_quantitycov`, _c20_6 AS `catalog_sales_quantitycount`, _c20_7 AS `catalog_sales_quantityave`, _c20_8 AS `catalog_sales_quantitystdev`, CAST(CASE WHEN _c20_7 = 0.0D THEN _c20_8 * `power`(_c20_7, (-1.0D)) ELSE _c20_8 / _c20_7 END AS DOUBLE) AS `catalog_sales_quantitycov`
FROM (
  SELECT `i_item_id` AS _c19_0, `i_item_desc` AS _c19_1, `s_state` AS _c19_2, `count`(_c1_10) AS _c20_0, CAST(`avg`(CAST(_c1_10 AS DOUBLE)) AS DOUBLE) AS _c20_1, CAST(CASE WHEN `count`(CAST(_c1_10 AS DOUBLE)) > 1 THEN `stddev_samp`(CAST(_c1_10 AS DOUBLE)) END AS DOUBLE) AS _c20_2, `count`(_c2_10) AS _c20_3, CAST(`avg`(CAST(_c2_10 AS DOUBLE)) AS DOUBLE) AS _c20_4, CAST(CASE WHEN `count`(CAST(_c2_10 AS DOUBLE)) > 1 THEN `stddev_samp`(CAST(_c2_10 AS DOUBLE)) END AS DOUBLE) AS _c20_5, `count`(_c4_18) AS _c20_6, CAST(`avg`(CAST(_c4_18 AS DOUBLE)) AS DOUBLE) AS _c20_7, CAST(CASE WHEN `count`(CAST(_c4_18 AS DOUBLE)) > 1 THEN `stddev_samp`(CAST(_c4_18 AS DOUBLE)) END AS DOUBLE) AS _c20_8
  FROM (
    SELECT `ss_item_sk` AS _c1_2, `ss_store_sk` AS _c1_7, `ss_quantity` AS _c1_10, `sr_returned_date_sk` AS _c2_0, `sr_return_quantity` AS _c2_10, `cs_sold_date_sk` AS _c4_0, `cs_quantity` AS _c4_18
    FROM {src1} JOIN {src2} ON `ss_customer_sk` = `sr_customer_sk` AND `ss_item_sk` = `sr_item_sk` AND `ss_ticket_number` = `sr_ticket_number` JOIN {src3} ON `sr_customer_sk` = `cs_bill_customer_sk` AND `sr_item_sk` = `cs_item_sk` JOIN {src4} ON `ss_sold_date_sk` = `d_date_sk`
    WHERE `d_quarter_name` = '2001Q1'
  ) AS _q1 JOIN (
    SELECT `d_date_sk` AS _c9_0
    FROM {src4}
    WHERE `d_quarter_name` IN ('2001Q1', '2001Q2', '2001Q3')
  ) AS _q2 ON _c2_0 = _c9_0 JOIN {src4} ON _c4_0 = `d_date_sk` JOIN {src5} ON _c1_7 = `s_store_sk` JOIN {src6} ON _c1_2 = `i_item_sk`
  WHERE `d_quarter_name` IN ('2001Q1', '2001Q2', '2001Q3')
  GROUP BY `i_item_id`, `i_item_desc`, `s_state`
  ORDER BY _c19_0 ASC NULLS FIRST, _c19_1 ASC NULLS FIRST, _c19_2 ASC NULLS FIRST
  LIMIT 100
) AS _q3
