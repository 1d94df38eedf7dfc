-- tpcds_duckdb113/q50: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c10_0 AS `s_store_name`, _c10_1 AS `s_company_id`, _c10_2 AS `s_street_number`, _c10_3 AS `s_street_name`, _c10_4 AS `s_street_type`, _c10_5 AS `s_suite_number`, _c10_6 AS `s_city`, _c10_7 AS `s_county`, _c10_8 AS `s_state`, _c10_9 AS `s_zip`, CAST(CASE WHEN _g10 IS NULL AND _g9 > 0 THEN `raise_error`('sum: overflow') ELSE _g10 END AS DECIMAL(38,0)) AS `30 days`, CAST(CASE WHEN _g12 IS NULL AND _g11 > 0 THEN `raise_error`('sum: overflow') ELSE _g12 END AS DECIMAL(38,0)) AS `31-60 days`, CAST(CASE WHEN _g14 IS NULL AND _g13 > 0 THEN `raise_error`('sum: overflow') ELSE _g14 END AS DECIMAL(38,0)) AS `61-90 days`, CAST(CASE WHEN _g16 IS NULL AND _g15 > 0 THEN `raise_error`('sum: overflow') ELSE _g16 END AS DECIMAL(38,0)) AS `91-120 days`, CAST(CASE WHEN _g18 IS NULL AND _g17 > 0 THEN `raise_error`('sum: overflow') ELSE _g18 END AS DECIMAL(38,0)) AS `>120 days`
FROM (
  SELECT `s_store_name` AS _c10_0, `s_company_id` AS _c10_1, `s_street_number` AS _c10_2, `s_street_name` AS _c10_3, `s_street_type` AS _c10_4, `s_suite_number` AS _c10_5, `s_city` AS _c10_6, `s_county` AS _c10_7, `s_state` AS _c10_8, `s_zip` AS _c10_9, `count`(CASE WHEN _c3_0 - _c2_0 <= 30L THEN 1 ELSE 0 END) AS _g9, `try_sum`(_g1) AS _g10, `count`(_g2) AS _g11, `try_sum`(_g3) AS _g12, `count`(_g4) AS _g13, `try_sum`(_g5) AS _g14, `count`(_g6) AS _g15, `try_sum`(_g7) AS _g16, `count`(CASE WHEN _c3_0 - _c2_0 > 120L THEN 1 ELSE 0 END) AS _g17, `try_sum`(_g8) AS _g18
  FROM (
    SELECT *, CAST(CASE WHEN _c3_0 - _c2_0 <= 30L THEN 1 ELSE 0 END AS DECIMAL(38,0)) AS _g1, CASE WHEN _c3_0 - _c2_0 > 30L AND _c3_0 - _c2_0 <= 60L THEN 1 ELSE 0 END AS _g2, CAST(CASE WHEN _c3_0 - _c2_0 > 30L AND _c3_0 - _c2_0 <= 60L THEN 1 ELSE 0 END AS DECIMAL(38,0)) AS _g3, CASE WHEN _c3_0 - _c2_0 > 60L AND _c3_0 - _c2_0 <= 90L THEN 1 ELSE 0 END AS _g4, CAST(CASE WHEN _c3_0 - _c2_0 > 60L AND _c3_0 - _c2_0 <= 90L THEN 1 ELSE 0 END AS DECIMAL(38,0)) AS _g5, CASE WHEN _c3_0 - _c2_0 > 90L AND _c3_0 - _c2_0 <= 120L THEN 1 ELSE 0 END AS _g6, CAST(CASE WHEN _c3_0 - _c2_0 > 90L AND _c3_0 - _c2_0 <= 120L THEN 1 ELSE 0 END AS DECIMAL(38,0)) AS _g7, CAST(CASE WHEN _c3_0 - _c2_0 > 120L THEN 1 ELSE 0 END AS DECIMAL(38,0)) AS _g8
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
  ) AS _q4
  GROUP BY `s_store_name`, `s_company_id`, `s_street_number`, `s_street_name`, `s_street_type`, `s_suite_number`, `s_city`, `s_county`, `s_state`, `s_zip`
) AS _q5
ORDER BY `s_store_name` ASC NULLS LAST, `s_company_id` ASC NULLS LAST, `s_street_number` ASC NULLS LAST, `s_street_name` ASC NULLS LAST, `s_street_type` ASC NULLS LAST, `s_suite_number` ASC NULLS LAST, `s_city` ASC NULLS LAST, `s_county` ASC NULLS LAST, `s_state` ASC NULLS LAST, `s_zip` ASC NULLS LAST
LIMIT 100
