-- tpcds_datafusion/q81: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `c_customer_id`, `c_salutation`, `c_first_name`, `c_last_name`, `ca_street_number`, `ca_street_name`, `ca_street_type`, `ca_suite_number`, `ca_city`, `ca_county`, `ca_state`, `ca_zip`, `ca_country`, `ca_gmt_offset`, `ca_location_type`, _c8_0 AS `ctr_total_return`
FROM (
  SELECT `cr_returning_customer_sk` AS _c7_0, `ca_state` AS _c7_1, CAST(`sum`(`cr_return_amt_inc_tax`) AS DECIMAL(38,2)) AS _c8_0
  FROM {src1} JOIN {src2} ON `cr_returned_date_sk` = `d_date_sk` JOIN {src3} ON `cr_returning_addr_sk` = `ca_address_sk`
  WHERE `d_year` = 2000L
  GROUP BY `cr_returning_customer_sk`, `ca_state`
) AS _q1 JOIN {src4} ON _c7_0 = `c_customer_sk` JOIN {src3} ON `c_current_addr_sk` = `ca_address_sk` LEFT SEMI JOIN (
  SELECT _c20_1 AS _c23_0, CAST(`avg`(_c21_0) AS DECIMAL(38,2)) AS _c24_0
  FROM (
    SELECT `cr_returning_customer_sk` AS _c20_0, `ca_state` AS _c20_1, CAST(`sum`(`cr_return_amt_inc_tax`) AS DECIMAL(38,2)) AS _c21_0
    FROM {src1} JOIN {src2} ON `cr_returned_date_sk` = `d_date_sk` JOIN {src3} ON `cr_returning_addr_sk` = `ca_address_sk`
    WHERE `d_year` = 2000L
    GROUP BY `cr_returning_customer_sk`, `ca_state`
  ) AS _q2
  GROUP BY _c20_1
) AS _q3 ON _c7_1 = _c23_0 AND CAST(_c8_0 AS DECIMAL(30,15)) > CAST(`nanvl`((CAST(_c24_0 AS DOUBLE) * 1.2D) - (CAST(_c24_0 AS DOUBLE) * 1.2D), `raise_error`('cast failed at relations[0].root.input.fetch.input.sort.input.project.input.join.right.project.expressions[0].cast')) + (CAST(_c24_0 AS DOUBLE) * 1.2D) AS DECIMAL(30,15))
WHERE `ca_state` = 'GA'
ORDER BY `c_customer_id` ASC NULLS LAST, `c_salutation` ASC NULLS LAST, `c_first_name` ASC NULLS LAST, `c_last_name` ASC NULLS LAST, `ca_street_number` ASC NULLS LAST, `ca_street_name` ASC NULLS LAST, `ca_street_type` ASC NULLS LAST, `ca_suite_number` ASC NULLS LAST, `ca_city` ASC NULLS LAST, `ca_county` ASC NULLS LAST, `ca_state` ASC NULLS LAST, `ca_zip` ASC NULLS LAST, `ca_country` ASC NULLS LAST, `ca_gmt_offset` ASC NULLS LAST, `ca_location_type` ASC NULLS LAST, _c8_0 ASC NULLS LAST
LIMIT 100
