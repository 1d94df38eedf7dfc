-- tpcds_datafusion/q50: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c4_5 AS `s_store_name`, _c4_16 AS `s_company_id`, _c4_18 AS `s_street_number`, _c4_19 AS `s_street_name`, _c4_20 AS `s_street_type`, _c4_21 AS `s_suite_number`, _c4_22 AS `s_city`, _c4_23 AS `s_county`, _c4_24 AS `s_state`, _c4_25 AS `s_zip`, CAST(`sum`(CASE WHEN _c2_0 - _c1_0 <= 30L THEN 1L ELSE 0L END) AS BIGINT) AS `30 days`, CAST(`sum`(CASE WHEN _c2_0 - _c1_0 > 30L AND _c2_0 - _c1_0 <= 60L THEN 1L ELSE 0L END) AS BIGINT) AS `31-60 days`, CAST(`sum`(CASE WHEN _c2_0 - _c1_0 > 60L AND _c2_0 - _c1_0 <= 90L THEN 1L ELSE 0L END) AS BIGINT) AS `61-90 days`, CAST(`sum`(CASE WHEN _c2_0 - _c1_0 > 90L AND _c2_0 - _c1_0 <= 120L THEN 1L ELSE 0L END) AS BIGINT) AS `91-120 days`, CAST(`sum`(CASE WHEN _c2_0 - _c1_0 > 120L THEN 1L ELSE 0L END) AS BIGINT) AS `>120 days`
FROM (
  SELECT `ss_sold_date_sk` AS _c1_0, `sr_returned_date_sk` AS _c2_0, `s_store_name` AS _c4_5, `s_company_id` AS _c4_16, `s_street_number` AS _c4_18, `s_street_name` AS _c4_19, `s_street_type` AS _c4_20, `s_suite_number` AS _c4_21, `s_city` AS _c4_22, `s_county` AS _c4_23, `s_state` AS _c4_24, `s_zip` AS _c4_25
  FROM {src1} JOIN {src2} ON `ss_ticket_number` = `sr_ticket_number` AND `ss_item_sk` = `sr_item_sk` AND `ss_customer_sk` = `sr_customer_sk` JOIN {src3} ON `ss_store_sk` = `s_store_sk` JOIN {src4} ON `ss_sold_date_sk` = `d_date_sk`
) AS _q1 JOIN (
  SELECT `d_date_sk` AS _c8_0
  FROM {src4}
  WHERE `d_year` = 2001L AND `d_moy` = 8L
) AS _q2 ON _c2_0 = _c8_0
GROUP BY _c4_5, _c4_16, _c4_18, _c4_19, _c4_20, _c4_21, _c4_22, _c4_23, _c4_24, _c4_25
ORDER BY `s_store_name` ASC NULLS LAST, `s_company_id` ASC NULLS LAST, `s_street_number` ASC NULLS LAST, `s_street_name` ASC NULLS LAST, `s_street_type` ASC NULLS LAST, `s_suite_number` ASC NULLS LAST, `s_city` ASC NULLS LAST, `s_county` ASC NULLS LAST, `s_state` ASC NULLS LAST, `s_zip` ASC NULLS LAST
LIMIT 100
