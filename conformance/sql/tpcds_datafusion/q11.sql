-- tpcds_datafusion/q11: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c15_0 AS `customer_id`, _c15_1 AS `customer_first_name`, _c15_2 AS `customer_last_name`, _c15_3 AS `customer_preferred_cust_flag`
FROM (
  SELECT `c_customer_id` AS _c6_0, `c_first_name` AS _c6_1, `c_last_name` AS _c6_2, `c_preferred_cust_flag` AS _c6_3, `c_birth_country` AS _c6_4, `c_login` AS _c6_5, `c_email_address` AS _c6_6, `d_year` AS _c6_7, CAST(`sum`(CAST(`ss_ext_list_price` - `ss_ext_discount_amt` AS DECIMAL(8,2))) AS DECIMAL(38,2)) AS _c7_0
  FROM {src1} JOIN {src2} ON `c_customer_sk` = `ss_customer_sk` JOIN {src3} ON `ss_sold_date_sk` = `d_date_sk`
  WHERE TRUE AND `d_year` = 2001L
  GROUP BY `c_customer_id`, `c_first_name`, `c_last_name`, `c_preferred_cust_flag`, `c_birth_country`, `c_login`, `c_email_address`, `d_year`
) AS _q1 JOIN (
  SELECT `c_customer_id` AS _c15_0, `c_first_name` AS _c15_1, `c_last_name` AS _c15_2, `c_preferred_cust_flag` AS _c15_3, `c_birth_country` AS _c15_4, `c_login` AS _c15_5, `c_email_address` AS _c15_6, `d_year` AS _c15_7, CAST(`sum`(CAST(`ss_ext_list_price` - `ss_ext_discount_amt` AS DECIMAL(8,2))) AS DECIMAL(38,2)) AS _c16_0
  FROM {src1} JOIN {src2} ON `c_customer_sk` = `ss_customer_sk` JOIN {src3} ON `ss_sold_date_sk` = `d_date_sk`
  WHERE TRUE AND `d_year` = 2002L
  GROUP BY `c_customer_id`, `c_first_name`, `c_last_name`, `c_preferred_cust_flag`, `c_birth_country`, `c_login`, `c_email_address`, `d_year`
) AS _q2 ON _c6_0 = _c15_0 JOIN (
  SELECT `c_customer_id` AS _c23_0, `c_first_name` AS _c23_1, `c_last_name` AS _c23_2, `c_preferred_cust_flag` AS _c23_3, `c_birth_country` AS _c23_4, `c_login` AS _c23_5, `c_email_address` AS _c23_6, `d_year` AS _c23_7, CAST(`sum`(CAST(`ws_ext_list_price` - `ws_ext_discount_amt` AS DECIMAL(8,2))) AS DECIMAL(38,2)) AS _c24_0
  FROM {src1} JOIN {src4} ON `c_customer_sk` = `ws_bill_customer_sk` JOIN {src3} ON `ws_sold_date_sk` = `d_date_sk`
  WHERE TRUE AND `d_year` = 2001L
  GROUP BY `c_customer_id`, `c_first_name`, `c_last_name`, `c_preferred_cust_flag`, `c_birth_country`, `c_login`, `c_email_address`, `d_year`
) AS _q3 ON _c6_0 = _c23_0 JOIN (
  SELECT `c_customer_id` AS _c33_0, `c_first_name` AS _c33_1, `c_last_name` AS _c33_2, `c_preferred_cust_flag` AS _c33_3, `c_birth_country` AS _c33_4, `c_login` AS _c33_5, `c_email_address` AS _c33_6, `d_year` AS _c33_7, CAST(`sum`(CAST(`ws_ext_list_price` - `ws_ext_discount_amt` AS DECIMAL(8,2))) AS DECIMAL(38,2)) AS _c34_0
  FROM {src1} JOIN {src4} ON `c_customer_sk` = `ws_bill_customer_sk` JOIN {src3} ON `ws_sold_date_sk` = `d_date_sk`
  WHERE TRUE AND `d_year` = 2002L
  GROUP BY `c_customer_id`, `c_first_name`, `c_last_name`, `c_preferred_cust_flag`, `c_birth_country`, `c_login`, `c_email_address`, `d_year`
) AS _q4 ON _c6_0 = _c33_0 AND CASE WHEN _c24_0 > CAST(0.00BD AS DECIMAL(18,2)) THEN CAST(CASE WHEN CAST(_c24_0 AS DOUBLE) = 0.0D THEN CAST(_c34_0 AS DOUBLE) * `power`(CAST(_c24_0 AS DOUBLE), (-1.0D)) ELSE CAST(_c34_0 AS DOUBLE) / CAST(_c24_0 AS DOUBLE) END AS DOUBLE) ELSE 0.0D END > CASE WHEN _c7_0 > CAST(0.00BD AS DECIMAL(18,2)) THEN CAST(CASE WHEN CAST(_c7_0 AS DOUBLE) = 0.0D THEN CAST(_c16_0 AS DOUBLE) * `power`(CAST(_c7_0 AS DOUBLE), (-1.0D)) ELSE CAST(_c16_0 AS DOUBLE) / CAST(_c7_0 AS DOUBLE) END AS DOUBLE) ELSE 0.0D END
WHERE _c7_0 > CAST(0.00BD AS DECIMAL(18,2)) AND _c24_0 > CAST(0.00BD AS DECIMAL(18,2))
ORDER BY _c15_0 ASC NULLS FIRST, _c15_1 ASC NULLS FIRST, _c15_2 ASC NULLS FIRST, _c15_3 ASC NULLS FIRST
LIMIT 100
