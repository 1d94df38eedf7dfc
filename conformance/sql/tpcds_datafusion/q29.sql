-- tpcds_datafusion/q29: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `i_item_id`, `i_item_desc`, `s_store_id`, `s_store_name`, CAST(`sum`(_c1_10) AS BIGINT) AS `store_sales_quantity`, CAST(`sum`(_c2_10) AS BIGINT) AS `store_returns_quantity`, CAST(`sum`(_c4_18) AS BIGINT) AS `catalog_sales_quantity`
FROM (
  SELECT `ss_item_sk` AS _c1_2, `ss_store_sk` AS _c1_7, `ss_quantity` AS _c1_10, `sr_returned_date_sk` AS _c2_0, `sr_return_quantity` AS _c2_10, `cs_sold_date_sk` AS _c4_0, `cs_quantity` AS _c4_18
  FROM {src1} JOIN {src2} ON `ss_customer_sk` = `sr_customer_sk` AND `ss_item_sk` = `sr_item_sk` AND `ss_ticket_number` = `sr_ticket_number` JOIN {src3} ON `sr_customer_sk` = `cs_bill_customer_sk` AND `sr_item_sk` = `cs_item_sk` JOIN {src4} ON `ss_sold_date_sk` = `d_date_sk`
  WHERE `d_moy` = 9L AND `d_year` = 1999L
) AS _q1 JOIN (
  SELECT `d_date_sk` AS _c9_0
  FROM {src4}
  WHERE `d_moy` >= 9L AND `d_moy` <= 12L AND `d_year` = 1999L
) AS _q2 ON _c2_0 = _c9_0 JOIN {src4} ON _c4_0 = `d_date_sk` JOIN {src5} ON _c1_7 = `s_store_sk` JOIN {src6} ON _c1_2 = `i_item_sk`
WHERE `d_year` IN (1999L, 2000L, 2001L)
GROUP BY `i_item_id`, `i_item_desc`, `s_store_id`, `s_store_name`
ORDER BY `i_item_id` ASC NULLS LAST, `i_item_desc` ASC NULLS LAST, `s_store_id` ASC NULLS LAST, `s_store_name` ASC NULLS LAST
LIMIT 100
