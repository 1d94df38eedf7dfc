-- tpcds_duckdb113/q50: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c10_0 AS `s_store_name`, _c10_1 AS `s_company_id`, _c10_2 AS `s_street_number`, _c10_3 AS `s_street_name`, _c10_4 AS `s_street_type`, _c10_5 AS `s_suite_number`, _c10_6 AS `s_city`, _c10_7 AS `s_county`, _c10_8 AS `s_state`, _c10_9 AS `s_zip`, _c11_0 AS `30 days`, _c11_1 AS `31-60 days`, _c11_2 AS `61-90 days`, _c11_3 AS `91-120 days`, _c11_4 AS `>120 days`
FROM (
  SELECT _c8_5 AS _c10_0, _c8_16 AS _c10_1, _c8_18 AS _c10_2, _c8_19 AS _c10_3, _c8_20 AS _c10_4, _c8_21 AS _c10_5, _c8_22 AS _c10_6, _c8_23 AS _c10_7, _c8_24 AS _c10_8, _c8_25 AS _c10_9, CAST(`sum`(CASE WHEN CAST(_c3_0 - _c2_0 AS BIGINT) <= 30L THEN 1 ELSE 0 END) AS DECIMAL(38,0)) AS _c11_0, CAST(`sum`(CASE WHEN CAST(_c3_0 - _c2_0 AS BIGINT) > 30L AND CAST(_c3_0 - _c2_0 AS BIGINT) <= 60L THEN 1 ELSE 0 END) AS DECIMAL(38,0)) AS _c11_1, CAST(`sum`(CASE WHEN CAST(_c3_0 - _c2_0 AS BIGINT) > 60L AND CAST(_c3_0 - _c2_0 AS BIGINT) <= 90L THEN 1 ELSE 0 END) AS DECIMAL(38,0)) AS _c11_2, CAST(`sum`(CASE WHEN CAST(_c3_0 - _c2_0 AS BIGINT) > 90L AND CAST(_c3_0 - _c2_0 AS BIGINT) <= 120L THEN 1 ELSE 0 END) AS DECIMAL(38,0)) AS _c11_3, CAST(`sum`(CASE WHEN CAST(_c3_0 - _c2_0 AS BIGINT) > 120L THEN 1 ELSE 0 END) AS DECIMAL(38,0)) AS _c11_4
  FROM (
    SELECT _c1_0, _c2_0, _c2_7, _c3_0
    FROM (
      SELECT *
      FROM (
        SELECT `d_date_sk` AS _c1_0
        FROM {src1}
      ) AS _q1
      WHERE _c1_0 >= 2450816L AND _c1_0 <= 2452642L AND _c1_0 IS NOT NULL
    ) AS _q2 JOIN (
      SELECT _c2_9, _c2_2, _c2_0, _c2_3, _c2_7, _c3_9, _c3_2, _c3_0, _c3_3
      FROM (
        SELECT *
        FROM (
          SELECT `ss_ticket_number` AS _c2_9, `ss_item_sk` AS _c2_2, `ss_sold_date_sk` AS _c2_0, `ss_customer_sk` AS _c2_3, `ss_store_sk` AS _c2_7
          FROM {src2}
        ) AS _q3
        WHERE _c2_9 <= 2399L AND _c2_9 IS NOT NULL
      ) AS _q4 JOIN (
        SELECT *
        FROM (
          SELECT `sr_ticket_number` AS _c3_9, `sr_item_sk` AS _c3_2, `sr_returned_date_sk` AS _c3_0, `sr_customer_sk` AS _c3_3
          FROM {src3}
        ) AS _q5 JOIN (
          SELECT _c4_0
          FROM (
            SELECT `d_date_sk` AS _c4_0, `d_year` AS _c4_6, `d_moy` AS _c4_8
            FROM {src1}
          ) AS _q6
          WHERE _c4_6 = 2001L AND _c4_6 IS NOT NULL AND _c4_8 = 8L AND _c4_8 IS NOT NULL AND _c4_0 >= 2450830L AND _c4_0 <= 2452819L
        ) AS _q7 ON _c3_0 = _c4_0
      ) AS _q8 ON _c2_3 = _c3_3 AND _c2_2 = _c3_2 AND _c2_9 = _c3_9
    ) AS _q9 ON _c1_0 = _c2_0
  ) AS _q10 JOIN (
    SELECT `s_store_sk` AS _c8_0, `s_store_name` AS _c8_5, `s_company_id` AS _c8_16, `s_street_number` AS _c8_18, `s_street_name` AS _c8_19, `s_street_type` AS _c8_20, `s_suite_number` AS _c8_21, `s_city` AS _c8_22, `s_county` AS _c8_23, `s_state` AS _c8_24, `s_zip` AS _c8_25
    FROM {src4}
  ) AS _q11 ON _c2_7 = _c8_0
  GROUP BY _c8_5, _c8_16, _c8_18, _c8_19, _c8_20, _c8_21, _c8_22, _c8_23, _c8_24, _c8_25
  ORDER BY _c10_0 ASC NULLS LAST, _c10_1 ASC NULLS LAST, _c10_2 ASC NULLS LAST, _c10_3 ASC NULLS LAST, _c10_4 ASC NULLS LAST, _c10_5 ASC NULLS LAST, _c10_6 ASC NULLS LAST, _c10_7 ASC NULLS LAST, _c10_8 ASC NULLS LAST, _c10_9 ASC NULLS LAST
  LIMIT 100
) AS _q12
