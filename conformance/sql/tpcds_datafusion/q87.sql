-- tpcds_datafusion/q87: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `count`(1L) AS `count(*)`
FROM (
  SELECT DISTINCT `c_last_name` AS _c7_0, `c_first_name` AS _c7_1, `d_date` AS _c7_2
  FROM {src1} JOIN {src2} ON `ss_sold_date_sk` = `d_date_sk` JOIN {src3} ON `ss_customer_sk` = `c_customer_sk`
  WHERE `d_month_seq` >= 1200L AND `d_month_seq` <= 1211L
) AS _q1 LEFT ANTI JOIN (
  SELECT DISTINCT `c_last_name` AS _c15_0, `c_first_name` AS _c15_1, `d_date` AS _c15_2
  FROM {src4} JOIN {src2} ON `cs_sold_date_sk` = `d_date_sk` JOIN {src3} ON `cs_bill_customer_sk` = `c_customer_sk`
  WHERE `d_month_seq` >= 1200L AND `d_month_seq` <= 1211L
) AS _q2 ON _c7_0 <=> _c15_0 AND _c7_1 <=> _c15_1 AND _c7_2 <=> _c15_2 LEFT ANTI JOIN (
  SELECT DISTINCT `c_last_name` AS _c23_0, `c_first_name` AS _c23_1, `d_date` AS _c23_2
  FROM {src5} JOIN {src2} ON `ws_sold_date_sk` = `d_date_sk` JOIN {src3} ON `ws_bill_customer_sk` = `c_customer_sk`
  WHERE `d_month_seq` >= 1200L AND `d_month_seq` <= 1211L
) AS _q3 ON _c7_0 <=> _c23_0 AND _c7_1 <=> _c23_1 AND _c7_2 <=> _c23_2
