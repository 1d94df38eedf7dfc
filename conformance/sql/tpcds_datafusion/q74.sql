-- tpcds_datafusion/q74: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c15_0 AS `customer_id`, _c15_1 AS `customer_first_name`, _c15_2 AS `customer_last_name`
FROM (
  SELECT `c_customer_id` AS _c6_0, `c_first_name` AS _c6_1, `c_last_name` AS _c6_2, `d_year` AS _c6_3, CAST(`sum`(`ss_net_paid`) AS DECIMAL(38,2)) AS _c7_0
  FROM {src1} JOIN {src2} ON `c_customer_sk` = `ss_customer_sk` JOIN {src3} ON `ss_sold_date_sk` = `d_date_sk`
  WHERE TRUE AND `d_year` IN (2001L, 2002L) AND `d_year` = 2001L AND `d_year` = 2001L
  GROUP BY `c_customer_id`, `c_first_name`, `c_last_name`, `d_year`
) AS _q1 JOIN (
  SELECT `c_customer_id` AS _c15_0, `c_first_name` AS _c15_1, `c_last_name` AS _c15_2, `d_year` AS _c15_3, CAST(`sum`(`ss_net_paid`) AS DECIMAL(38,2)) AS _c16_0
  FROM {src1} JOIN {src2} ON `c_customer_sk` = `ss_customer_sk` JOIN {src3} ON `ss_sold_date_sk` = `d_date_sk`
  WHERE TRUE AND `d_year` IN (2001L, 2002L) AND `d_year` = 2002L
  GROUP BY `c_customer_id`, `c_first_name`, `c_last_name`, `d_year`
) AS _q2 ON _c6_0 = _c15_0 JOIN (
  SELECT `c_customer_id` AS _c23_0, `c_first_name` AS _c23_1, `c_last_name` AS _c23_2, `d_year` AS _c23_3, CAST(`sum`(`ws_net_paid`) AS DECIMAL(38,2)) AS _c24_0
  FROM {src1} JOIN {src4} ON `c_customer_sk` = `ws_bill_customer_sk` JOIN {src3} ON `ws_sold_date_sk` = `d_date_sk`
  WHERE TRUE AND `d_year` IN (2001L, 2002L) AND `d_year` = 2001L AND `d_year` = 2001L
  GROUP BY `c_customer_id`, `c_first_name`, `c_last_name`, `d_year`
) AS _q3 ON _c6_0 = _c23_0 JOIN (
  SELECT `c_customer_id` AS _c33_0, `c_first_name` AS _c33_1, `c_last_name` AS _c33_2, `d_year` AS _c33_3, CAST(`sum`(`ws_net_paid`) AS DECIMAL(38,2)) AS _c34_0
  FROM {src1} JOIN {src4} ON `c_customer_sk` = `ws_bill_customer_sk` JOIN {src3} ON `ws_sold_date_sk` = `d_date_sk`
  WHERE TRUE AND `d_year` IN (2001L, 2002L) AND `d_year` = 2002L
  GROUP BY `c_customer_id`, `c_first_name`, `c_last_name`, `d_year`
) AS _q4 ON _c6_0 = _c33_0 AND CASE WHEN _c24_0 > CAST(0.00BD AS DECIMAL(17,2)) THEN CAST(_c34_0 / _c24_0 AS DECIMAL(23,6)) ELSE CAST(NULL AS DECIMAL(23,6)) END > CASE WHEN _c7_0 > CAST(0.00BD AS DECIMAL(17,2)) THEN CAST(_c16_0 / _c7_0 AS DECIMAL(23,6)) ELSE CAST(NULL AS DECIMAL(23,6)) END
WHERE _c7_0 > CAST(0.00BD AS DECIMAL(17,2)) AND _c24_0 > CAST(0.00BD AS DECIMAL(17,2))
ORDER BY _c15_0 ASC NULLS FIRST
LIMIT 100
