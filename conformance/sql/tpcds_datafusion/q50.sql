-- tpcds_datafusion/q50: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c11_0 AS `s_store_name`, _c11_1 AS `s_company_id`, _c11_2 AS `s_street_number`, _c11_3 AS `s_street_name`, _c11_4 AS `s_street_type`, _c11_5 AS `s_suite_number`, _c11_6 AS `s_city`, _c11_7 AS `s_county`, _c11_8 AS `s_state`, _c11_9 AS `s_zip`, _c12_0 AS `30 days`, _c12_1 AS `31-60 days`, _c12_2 AS `61-90 days`, _c12_3 AS `91-120 days`, _c12_4 AS `>120 days`
FROM (
  SELECT _c4_5 AS _c11_0, _c4_16 AS _c11_1, _c4_18 AS _c11_2, _c4_19 AS _c11_3, _c4_20 AS _c11_4, _c4_21 AS _c11_5, _c4_22 AS _c11_6, _c4_23 AS _c11_7, _c4_24 AS _c11_8, _c4_25 AS _c11_9, CAST(`sum`(CASE WHEN _c2_0 - _c1_0 <= 30L THEN 1L ELSE 0L END) AS BIGINT) AS _c12_0, CAST(`sum`(CASE WHEN _c2_0 - _c1_0 > 30L AND _c2_0 - _c1_0 <= 60L THEN 1L ELSE 0L END) AS BIGINT) AS _c12_1, CAST(`sum`(CASE WHEN _c2_0 - _c1_0 > 60L AND _c2_0 - _c1_0 <= 90L THEN 1L ELSE 0L END) AS BIGINT) AS _c12_2, CAST(`sum`(CASE WHEN _c2_0 - _c1_0 > 90L AND _c2_0 - _c1_0 <= 120L THEN 1L ELSE 0L END) AS BIGINT) AS _c12_3, CAST(`sum`(CASE WHEN _c2_0 - _c1_0 > 120L THEN 1L ELSE 0L END) AS BIGINT) AS _c12_4
  FROM (
    SELECT `ss_sold_date_sk` AS _c1_0, `sr_returned_date_sk` AS _c2_0, `s_store_name` AS _c4_5, `s_company_id` AS _c4_16, `s_street_number` AS _c4_18, `s_street_name` AS _c4_19, `s_street_type` AS _c4_20, `s_suite_number` AS _c4_21, `s_city` AS _c4_22, `s_county` AS _c4_23, `s_state` AS _c4_24, `s_zip` AS _c4_25
    FROM {src1} JOIN {src2} ON `ss_ticket_number` = `sr_ticket_number` AND `ss_item_sk` = `sr_item_sk` AND `ss_customer_sk` = `sr_customer_sk` JOIN {src3} ON `ss_store_sk` = `s_store_sk` JOIN {src4} ON `ss_sold_date_sk` = `d_date_sk`
  ) AS _q1 JOIN (
    SELECT `d_date_sk` AS _c8_0
    FROM {src4}
    WHERE `d_year` = 2001L AND `d_moy` = 8L
  ) AS _q2 ON _c2_0 = _c8_0
  GROUP BY _c4_5, _c4_16, _c4_18, _c4_19, _c4_20, _c4_21, _c4_22, _c4_23, _c4_24, _c4_25
  ORDER BY _c11_0 ASC NULLS LAST, _c11_1 ASC NULLS LAST, _c11_2 ASC NULLS LAST, _c11_3 ASC NULLS LAST, _c11_4 ASC NULLS LAST, _c11_5 ASC NULLS LAST, _c11_6 ASC NULLS LAST, _c11_7 ASC NULLS LAST, _c11_8 ASC NULLS LAST, _c11_9 ASC NULLS LAST
  LIMIT 100
) AS _q3
