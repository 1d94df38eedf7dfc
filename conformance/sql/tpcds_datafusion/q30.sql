-- tpcds_datafusion/q30: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `c_customer_id`, `c_salutation`, `c_first_name`, `c_last_name`, `c_preferred_cust_flag`, `c_birth_day`, `c_birth_month`, `c_birth_year`, `c_birth_country`, `c_login`, `c_email_address`, `c_last_review_date_sk`, _c8_0 AS `ctr_total_return`
FROM (
  SELECT `wr_returning_customer_sk` AS _c7_0, `ca_state` AS _c7_1, CAST(`sum`(`wr_return_amt`) AS DECIMAL(38,2)) AS _c8_0
  FROM {src1} JOIN {src2} ON `wr_returned_date_sk` = `d_date_sk` JOIN {src3} ON `wr_returning_addr_sk` = `ca_address_sk`
  WHERE `d_year` = 2002L
  GROUP BY `wr_returning_customer_sk`, `ca_state`
) AS _q1 JOIN {src4} ON _c7_0 = `c_customer_sk` JOIN {src3} ON `c_current_addr_sk` = `ca_address_sk` LEFT SEMI JOIN (
  SELECT _c21_1 AS _c24_0, CAST(`avg`(_c22_0) AS DECIMAL(38,2)) AS _c25_0
  FROM (
    SELECT `wr_returning_customer_sk` AS _c21_0, `ca_state` AS _c21_1, CAST(`sum`(`wr_return_amt`) AS DECIMAL(38,2)) AS _c22_0
    FROM {src1} JOIN {src2} ON `wr_returned_date_sk` = `d_date_sk` JOIN {src3} ON `wr_returning_addr_sk` = `ca_address_sk`
    WHERE `d_year` = 2002L
    GROUP BY `wr_returning_customer_sk`, `ca_state`
  ) AS _q2
  GROUP BY _c21_1
) AS _q3 ON _c7_1 = _c24_0 AND CAST(_c8_0 AS DECIMAL(30,15)) > CAST(`nanvl`((CAST(_c25_0 AS DOUBLE) * 1.2D) - (CAST(_c25_0 AS DOUBLE) * 1.2D), `raise_error`('cast failed at relations[0].root.input.fetch.input.sort.input.project.input.join.right.project.expressions[0].cast')) + (CAST(_c25_0 AS DOUBLE) * 1.2D) AS DECIMAL(30,15))
WHERE `ca_state` = 'GA'
ORDER BY `c_customer_id` ASC NULLS FIRST, `c_salutation` ASC NULLS FIRST, `c_first_name` ASC NULLS FIRST, `c_last_name` ASC NULLS FIRST, `c_preferred_cust_flag` ASC NULLS FIRST, `c_birth_day` ASC NULLS FIRST, `c_birth_month` ASC NULLS FIRST, `c_birth_year` ASC NULLS FIRST, `c_birth_country` ASC NULLS FIRST, `c_login` ASC NULLS FIRST, `c_email_address` ASC NULLS FIRST, `c_last_review_date_sk` ASC NULLS FIRST, _c8_0 ASC NULLS FIRST
LIMIT 100
