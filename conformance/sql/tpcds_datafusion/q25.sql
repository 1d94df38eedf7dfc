-- tpcds_datafusion/q25: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `i_item_id`, `i_item_desc`, `s_store_id`, `s_store_name`, CAST(`sum`(_c1_22) AS DECIMAL(38,2)) AS `store_sales_profit`, CAST(`sum`(_c2_19) AS DECIMAL(38,2)) AS `store_returns_loss`, CAST(`sum`(_c4_33) AS DECIMAL(38,2)) AS `catalog_sales_profit`
FROM (
  SELECT `ss_item_sk` AS _c1_2, `ss_store_sk` AS _c1_7, `ss_net_profit` AS _c1_22, `sr_returned_date_sk` AS _c2_0, `sr_net_loss` AS _c2_19, `cs_sold_date_sk` AS _c4_0, `cs_net_profit` AS _c4_33
  FROM {src1} JOIN {src2} ON `ss_customer_sk` = `sr_customer_sk` AND `ss_item_sk` = `sr_item_sk` AND `ss_ticket_number` = `sr_ticket_number` JOIN {src3} ON `sr_customer_sk` = `cs_bill_customer_sk` AND `sr_item_sk` = `cs_item_sk` JOIN {src4} ON `ss_sold_date_sk` = `d_date_sk`
  WHERE `d_moy` = 4L AND `d_year` = 2001L
) AS _q1 JOIN (
  SELECT `d_date_sk` AS _c9_0
  FROM {src4}
  WHERE `d_moy` >= 4L AND `d_moy` <= 10L AND `d_year` = 2001L
) AS _q2 ON _c2_0 = _c9_0 JOIN {src4} ON _c4_0 = `d_date_sk` JOIN {src5} ON _c1_7 = `s_store_sk` JOIN {src6} ON _c1_2 = `i_item_sk`
WHERE `d_moy` >= 4L AND `d_moy` <= 10L AND `d_year` = 2001L
GROUP BY `i_item_id`, `i_item_desc`, `s_store_id`, `s_store_name`
ORDER BY `i_item_id` ASC NULLS LAST, `i_item_desc` ASC NULLS LAST, `s_store_id` ASC NULLS LAST, `s_store_name` ASC NULLS LAST
LIMIT 100
