-- tpcds_duckdb113/q50: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `s_store_name`, `s_company_id`, `s_street_number`, `s_street_name`, `s_street_type`, `s_suite_number`, `s_city`, `s_county`, `s_state`, `s_zip`, CAST(`sum`(CASE WHEN _c3_0 - _c2_0 <= 30L THEN 1 ELSE 0 END) AS DECIMAL(38,0)) AS `30 days`, CAST(`sum`(CASE WHEN _c3_0 - _c2_0 > 30L AND _c3_0 - _c2_0 <= 60L THEN 1 ELSE 0 END) AS DECIMAL(38,0)) AS `31-60 days`, CAST(`sum`(CASE WHEN _c3_0 - _c2_0 > 60L AND _c3_0 - _c2_0 <= 90L THEN 1 ELSE 0 END) AS DECIMAL(38,0)) AS `61-90 days`, CAST(`sum`(CASE WHEN _c3_0 - _c2_0 > 90L AND _c3_0 - _c2_0 <= 120L THEN 1 ELSE 0 END) AS DECIMAL(38,0)) AS `91-120 days`, CAST(`sum`(CASE WHEN _c3_0 - _c2_0 > 120L THEN 1 ELSE 0 END) AS DECIMAL(38,0)) AS `>120 days`
FROM (
  SELECT `d_date_sk` AS _c1_0
  FROM {src1}
  WHERE `d_date_sk` >= 2450816L AND `d_date_sk` <= 2452642L AND `d_date_sk` IS NOT NULL
) AS _q1 JOIN (
  SELECT `ss_ticket_number` AS _c2_9, `ss_item_sk` AS _c2_2, `ss_sold_date_sk` AS _c2_0, `ss_customer_sk` AS _c2_3, `ss_store_sk` AS _c2_7, `sr_ticket_number` AS _c3_9, `sr_item_sk` AS _c3_2, `sr_returned_date_sk` AS _c3_0, `sr_customer_sk` AS _c3_3
  FROM {src2} JOIN (
    SELECT *
    FROM {src3} JOIN {src1} ON `sr_returned_date_sk` = `d_date_sk`
  ) AS _q2 ON `ss_customer_sk` = `sr_customer_sk` AND `ss_item_sk` = `sr_item_sk` AND `ss_ticket_number` = `sr_ticket_number`
  WHERE `ss_ticket_number` <= 2399L AND `ss_ticket_number` IS NOT NULL AND `d_year` = 2001L AND `d_year` IS NOT NULL AND `d_moy` = 8L AND `d_moy` IS NOT NULL AND `d_date_sk` >= 2450830L AND `d_date_sk` <= 2452819L
) AS _q3 ON _c1_0 = _c2_0 JOIN {src4} ON _c2_7 = `s_store_sk`
GROUP BY `s_store_name`, `s_company_id`, `s_street_number`, `s_street_name`, `s_street_type`, `s_suite_number`, `s_city`, `s_county`, `s_state`, `s_zip`
ORDER BY `s_store_name` ASC NULLS LAST, `s_company_id` ASC NULLS LAST, `s_street_number` ASC NULLS LAST, `s_street_name` ASC NULLS LAST, `s_street_type` ASC NULLS LAST, `s_suite_number` ASC NULLS LAST, `s_city` ASC NULLS LAST, `s_county` ASC NULLS LAST, `s_state` ASC NULLS LAST, `s_zip` ASC NULLS LAST
LIMIT 100
