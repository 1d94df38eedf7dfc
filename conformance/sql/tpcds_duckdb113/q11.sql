-- tpcds_duckdb113/q11: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c22_0 AS `customer_id`, _c6_1 AS `customer_first_name`, _c6_2 AS `customer_last_name`, _c6_3 AS `customer_preferred_cust_flag`
FROM (
  SELECT `c_customer_id` AS _c6_0, `c_first_name` AS _c6_1, `c_last_name` AS _c6_2, `c_preferred_cust_flag` AS _c6_3, `c_birth_country` AS _c6_4, `c_login` AS _c6_5, `c_email_address` AS _c6_6, `d_year` AS _c6_7, CAST(`sum`(CAST(`ss_ext_list_price` - `ss_ext_discount_amt` AS DECIMAL(8,2))) AS DECIMAL(38,2)) AS _c7_0
  FROM {src1} JOIN (
    SELECT *
    FROM {src2} JOIN {src3} ON `ss_sold_date_sk` = `d_date_sk`
  ) AS _q1 ON `c_customer_sk` = `ss_customer_sk`
  WHERE `d_year` = 2002L AND `d_year` IS NOT NULL AND `d_date_sk` >= 2450816L AND `d_date_sk` <= 2452642L
  GROUP BY `c_customer_id`, `c_first_name`, `c_last_name`, `c_preferred_cust_flag`, `c_birth_country`, `c_login`, `c_email_address`, `d_year`
) AS _q2 JOIN (
  SELECT *
  FROM (
    SELECT `c_customer_id` AS _c14_0, `c_first_name` AS _c14_1, `c_last_name` AS _c14_2, `c_preferred_cust_flag` AS _c14_3, `c_birth_country` AS _c14_4, `c_login` AS _c14_5, `c_email_address` AS _c14_6, `d_year` AS _c14_7, CAST(`sum`(CAST(`ws_ext_list_price` - `ws_ext_discount_amt` AS DECIMAL(8,2))) AS DECIMAL(38,2)) AS _c15_0
    FROM {src1} JOIN (
      SELECT *
      FROM {src4} JOIN {src3} ON `ws_sold_date_sk` = `d_date_sk`
    ) AS _q3 ON `c_customer_sk` = `ws_bill_customer_sk`
    WHERE `c_customer_sk` <= 999L AND `c_customer_sk` IS NOT NULL AND `d_year` = 2002L AND `d_year` IS NOT NULL AND `d_date_sk` >= 2450818L AND `d_date_sk` <= 2452642L
    GROUP BY `c_customer_id`, `c_first_name`, `c_last_name`, `c_preferred_cust_flag`, `c_birth_country`, `c_login`, `c_email_address`, `d_year`
  ) AS _q4 JOIN (
    SELECT *
    FROM (
      SELECT `c_customer_id` AS _c22_0, `c_first_name` AS _c22_1, `c_last_name` AS _c22_2, `c_preferred_cust_flag` AS _c22_3, `c_birth_country` AS _c22_4, `c_login` AS _c22_5, `c_email_address` AS _c22_6, `d_year` AS _c22_7, CAST(`sum`(CAST(`ss_ext_list_price` - `ss_ext_discount_amt` AS DECIMAL(8,2))) AS DECIMAL(38,2)) AS _c23_0
      FROM {src1} JOIN (
        SELECT *
        FROM {src2} JOIN {src3} ON `ss_sold_date_sk` = `d_date_sk`
      ) AS _q5 ON `c_customer_sk` = `ss_customer_sk`
      WHERE `d_year` = 2001L AND `d_year` IS NOT NULL AND `d_date_sk` >= 2450816L AND `d_date_sk` <= 2452642L
      GROUP BY `c_customer_id`, `c_first_name`, `c_last_name`, `c_preferred_cust_flag`, `c_birth_country`, `c_login`, `c_email_address`, `d_year`
    ) AS _q6 JOIN (
      SELECT `c_customer_id` AS _c31_0, `c_first_name` AS _c31_1, `c_last_name` AS _c31_2, `c_preferred_cust_flag` AS _c31_3, `c_birth_country` AS _c31_4, `c_login` AS _c31_5, `c_email_address` AS _c31_6, `d_year` AS _c31_7, CAST(`sum`(CAST(`ws_ext_list_price` - `ws_ext_discount_amt` AS DECIMAL(8,2))) AS DECIMAL(38,2)) AS _c32_0
      FROM {src1} JOIN (
        SELECT *
        FROM {src4} JOIN {src3} ON `ws_sold_date_sk` = `d_date_sk`
      ) AS _q7 ON `c_customer_sk` = `ws_bill_customer_sk`
      WHERE `c_customer_sk` <= 999L AND `c_customer_sk` IS NOT NULL AND `d_year` = 2001L AND `d_year` IS NOT NULL AND `d_date_sk` >= 2450818L AND `d_date_sk` <= 2452642L
      GROUP BY `c_customer_id`, `c_first_name`, `c_last_name`, `c_preferred_cust_flag`, `c_birth_country`, `c_login`, `c_email_address`, `d_year`
    ) AS _q8 ON _c22_0 = _c31_0
  ) AS _q9 ON _c14_0 = _c22_0
) AS _q10 ON _c6_0 = _c22_0
WHERE _c23_0 > CAST(0.00BD AS DECIMAL(38,2)) AND _c32_0 > CAST(0.00BD AS DECIMAL(38,2)) AND CASE WHEN _c32_0 > CAST(0.00BD AS DECIMAL(38,2)) THEN CAST(CASE WHEN CAST(_c32_0 AS DOUBLE) = 0.0D THEN CAST(CAST(_c15_0 * CAST(1.0000BD AS DECIMAL(38,4)) AS DECIMAL(38,6)) AS DOUBLE) * `power`(CAST(_c32_0 AS DOUBLE), (-1.0D)) ELSE CAST(CAST(_c15_0 * CAST(1.0000BD AS DECIMAL(38,4)) AS DECIMAL(38,6)) AS DOUBLE) / CAST(_c32_0 AS DOUBLE) END AS DOUBLE) ELSE 0.0D END > CASE WHEN _c23_0 > CAST(0.00BD AS DECIMAL(38,2)) THEN CAST(CASE WHEN CAST(_c23_0 AS DOUBLE) = 0.0D THEN CAST(CAST(_c7_0 * CAST(1.0000BD AS DECIMAL(38,4)) AS DECIMAL(38,6)) AS DOUBLE) * `power`(CAST(_c23_0 AS DOUBLE), (-1.0D)) ELSE CAST(CAST(_c7_0 * CAST(1.0000BD AS DECIMAL(38,4)) AS DECIMAL(38,6)) AS DOUBLE) / CAST(_c23_0 AS DOUBLE) END AS DOUBLE) ELSE 0.0D END
ORDER BY _c22_0 ASC NULLS FIRST, _c6_1 ASC NULLS FIRST, _c6_2 ASC NULLS FIRST, _c6_3 ASC NULLS FIRST
LIMIT 100
