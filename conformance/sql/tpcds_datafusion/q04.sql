-- tpcds_datafusion/q04: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c15_0 AS `customer_id`, _c15_1 AS `customer_first_name`, _c15_2 AS `customer_last_name`, _c15_3 AS `customer_preferred_cust_flag`
FROM (
  SELECT `c_customer_id` AS _c6_0, `c_first_name` AS _c6_1, `c_last_name` AS _c6_2, `c_preferred_cust_flag` AS _c6_3, `c_birth_country` AS _c6_4, `c_login` AS _c6_5, `c_email_address` AS _c6_6, `d_year` AS _c6_7, CAST(`sum`(CAST(CAST(CAST(CAST(`ss_ext_list_price` - `ss_ext_wholesale_cost` AS DECIMAL(8,2)) - `ss_ext_discount_amt` AS DECIMAL(9,2)) + `ss_ext_sales_price` AS DECIMAL(10,2)) / CAST(2BD AS DECIMAL(20,0)) AS DECIMAL(14,6))) AS DECIMAL(38,6)) AS _c7_0
  FROM {src1} JOIN {src2} ON `c_customer_sk` = `ss_customer_sk` JOIN {src3} ON `ss_sold_date_sk` = `d_date_sk`
  WHERE TRUE AND `d_year` = 2001L
  GROUP BY `c_customer_id`, `c_first_name`, `c_last_name`, `c_preferred_cust_flag`, `c_birth_country`, `c_login`, `c_email_address`, `d_year`
) AS _q1 JOIN (
  SELECT `c_customer_id` AS _c15_0, `c_first_name` AS _c15_1, `c_last_name` AS _c15_2, `c_preferred_cust_flag` AS _c15_3, `c_birth_country` AS _c15_4, `c_login` AS _c15_5, `c_email_address` AS _c15_6, `d_year` AS _c15_7, CAST(`sum`(CAST(CAST(CAST(CAST(`ss_ext_list_price` - `ss_ext_wholesale_cost` AS DECIMAL(8,2)) - `ss_ext_discount_amt` AS DECIMAL(9,2)) + `ss_ext_sales_price` AS DECIMAL(10,2)) / CAST(2BD AS DECIMAL(20,0)) AS DECIMAL(14,6))) AS DECIMAL(38,6)) AS _c16_0
  FROM {src1} JOIN {src2} ON `c_customer_sk` = `ss_customer_sk` JOIN {src3} ON `ss_sold_date_sk` = `d_date_sk`
  WHERE TRUE AND `d_year` = 2002L
  GROUP BY `c_customer_id`, `c_first_name`, `c_last_name`, `c_preferred_cust_flag`, `c_birth_country`, `c_login`, `c_email_address`, `d_year`
) AS _q2 ON _c6_0 = _c15_0 JOIN (
  SELECT `c_customer_id` AS _c23_0, `c_first_name` AS _c23_1, `c_last_name` AS _c23_2, `c_preferred_cust_flag` AS _c23_3, `c_birth_country` AS _c23_4, `c_login` AS _c23_5, `c_email_address` AS _c23_6, `d_year` AS _c23_7, CAST(`sum`(CAST(CAST(CAST(CAST(`cs_ext_list_price` - `cs_ext_wholesale_cost` AS DECIMAL(8,2)) - `cs_ext_discount_amt` AS DECIMAL(9,2)) + `cs_ext_sales_price` AS DECIMAL(10,2)) / CAST(2BD AS DECIMAL(20,0)) AS DECIMAL(14,6))) AS DECIMAL(38,6)) AS _c24_0
  FROM {src1} JOIN {src4} ON `c_customer_sk` = `cs_bill_customer_sk` JOIN {src3} ON `cs_sold_date_sk` = `d_date_sk`
  WHERE TRUE AND `d_year` = 2001L
  GROUP BY `c_customer_id`, `c_first_name`, `c_last_name`, `c_preferred_cust_flag`, `c_birth_country`, `c_login`, `c_email_address`, `d_year`
) AS _q3 ON _c6_0 = _c23_0 JOIN (
  SELECT `c_customer_id` AS _c33_0, `c_first_name` AS _c33_1, `c_last_name` AS _c33_2, `c_preferred_cust_flag` AS _c33_3, `c_birth_country` AS _c33_4, `c_login` AS _c33_5, `c_email_address` AS _c33_6, `d_year` AS _c33_7, CAST(`sum`(CAST(CAST(CAST(CAST(`cs_ext_list_price` - `cs_ext_wholesale_cost` AS DECIMAL(8,2)) - `cs_ext_discount_amt` AS DECIMAL(9,2)) + `cs_ext_sales_price` AS DECIMAL(10,2)) / CAST(2BD AS DECIMAL(20,0)) AS DECIMAL(14,6))) AS DECIMAL(38,6)) AS _c34_0
  FROM {src1} JOIN {src4} ON `c_customer_sk` = `cs_bill_customer_sk` JOIN {src3} ON `cs_sold_date_sk` = `d_date_sk`
  WHERE TRUE AND `d_year` = 2002L
  GROUP BY `c_customer_id`, `c_first_name`, `c_last_name`, `c_preferred_cust_flag`, `c_birth_country`, `c_login`, `c_email_address`, `d_year`
) AS _q4 ON _c6_0 = _c33_0 AND CASE WHEN _c24_0 > CAST(0.000000BD AS DECIMAL(24,6)) THEN CAST(_c34_0 / _c24_0 AS DECIMAL(34,10)) ELSE CAST(NULL AS DECIMAL(34,10)) END > CASE WHEN _c7_0 > CAST(0.000000BD AS DECIMAL(24,6)) THEN CAST(_c16_0 / _c7_0 AS DECIMAL(34,10)) ELSE CAST(NULL AS DECIMAL(34,10)) END JOIN (
  SELECT `c_customer_id` AS _c42_0, `c_first_name` AS _c42_1, `c_last_name` AS _c42_2, `c_preferred_cust_flag` AS _c42_3, `c_birth_country` AS _c42_4, `c_login` AS _c42_5, `c_email_address` AS _c42_6, `d_year` AS _c42_7, CAST(`sum`(CAST(CAST(CAST(CAST(`ws_ext_list_price` - `ws_ext_wholesale_cost` AS DECIMAL(8,2)) - `ws_ext_discount_amt` AS DECIMAL(9,2)) + `ws_ext_sales_price` AS DECIMAL(10,2)) / CAST(2BD AS DECIMAL(20,0)) AS DECIMAL(14,6))) AS DECIMAL(38,6)) AS _c43_0
  FROM {src1} JOIN {src5} ON `c_customer_sk` = `ws_bill_customer_sk` JOIN {src3} ON `ws_sold_date_sk` = `d_date_sk`
  WHERE TRUE AND `d_year` = 2001L
  GROUP BY `c_customer_id`, `c_first_name`, `c_last_name`, `c_preferred_cust_flag`, `c_birth_country`, `c_login`, `c_email_address`, `d_year`
) AS _q5 ON _c6_0 = _c42_0 JOIN (
  SELECT `c_customer_id` AS _c52_0, `c_first_name` AS _c52_1, `c_last_name` AS _c52_2, `c_preferred_cust_flag` AS _c52_3, `c_birth_country` AS _c52_4, `c_login` AS _c52_5, `c_email_address` AS _c52_6, `d_year` AS _c52_7, CAST(`sum`(CAST(CAST(CAST(CAST(`ws_ext_list_price` - `ws_ext_wholesale_cost` AS DECIMAL(8,2)) - `ws_ext_discount_amt` AS DECIMAL(9,2)) + `ws_ext_sales_price` AS DECIMAL(10,2)) / CAST(2BD AS DECIMAL(20,0)) AS DECIMAL(14,6))) AS DECIMAL(38,6)) AS _c53_0
  FROM {src1} JOIN {src5} ON `c_customer_sk` = `ws_bill_customer_sk` JOIN {src3} ON `ws_sold_date_sk` = `d_date_sk`
  WHERE TRUE AND `d_year` = 2002L
  GROUP BY `c_customer_id`, `c_first_name`, `c_last_name`, `c_preferred_cust_flag`, `c_birth_country`, `c_login`, `c_email_address`, `d_year`
) AS _q6 ON _c6_0 = _c52_0 AND CASE WHEN _c24_0 > CAST(0.000000BD AS DECIMAL(24,6)) THEN CAST(_c34_0 / _c24_0 AS DECIMAL(34,10)) ELSE CAST(NULL AS DECIMAL(34,10)) END > CASE WHEN _c43_0 > CAST(0.000000BD AS DECIMAL(24,6)) THEN CAST(_c53_0 / _c43_0 AS DECIMAL(34,10)) ELSE CAST(NULL AS DECIMAL(34,10)) END
WHERE _c7_0 > CAST(0.000000BD AS DECIMAL(24,6)) AND _c24_0 > CAST(0.000000BD AS DECIMAL(24,6)) AND _c43_0 > CAST(0.000000BD AS DECIMAL(24,6))
ORDER BY _c15_0 ASC NULLS FIRST, _c15_1 ASC NULLS FIRST, _c15_2 ASC NULLS FIRST, _c15_3 ASC NULLS FIRST
LIMIT 100
