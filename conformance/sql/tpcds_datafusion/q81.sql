-- tpcds_datafusion/q81: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c10_1 AS `c_customer_id`, _c10_7 AS `c_salutation`, _c10_8 AS `c_first_name`, _c10_9 AS `c_last_name`, _c12_2 AS `ca_street_number`, _c12_3 AS `ca_street_name`, _c12_4 AS `ca_street_type`, _c12_5 AS `ca_suite_number`, _c12_6 AS `ca_city`, _c12_7 AS `ca_county`, _c12_8 AS `ca_state`, _c12_9 AS `ca_zip`, _c12_10 AS `ca_country`, _c12_11 AS `ca_gmt_offset`, _c12_12 AS `ca_location_type`, _c8_0 AS `ctr_total_return`
FROM (
  SELECT _c10_1, _c10_7, _c10_8, _c10_9, _c12_2, _c12_3, _c12_4, _c12_5, _c12_6, _c12_7, _c12_8, _c12_9, _c12_10, _c12_11, _c12_12, _c8_0
  FROM (
    SELECT _c7_1, _c8_0, _c12_2, _c12_3, _c12_4, _c12_5, _c12_6, _c12_7, _c12_8, _c12_9, _c12_10, _c12_11, _c12_12, _c10_1, _c10_7, _c10_8, _c10_9
    FROM (
      SELECT _c7_1, _c8_0, _c10_1, _c10_4, _c10_7, _c10_8, _c10_9
      FROM (
        SELECT _c1_7 AS _c7_0, _c5_8 AS _c7_1, CAST(`sum`(_c1_20) AS DECIMAL(38,2)) AS _c8_0
        FROM (
          SELECT _c1_7, _c1_10, _c1_20
          FROM (
            SELECT `cr_returned_date_sk` AS _c1_0, `cr_returning_customer_sk` AS _c1_7, `cr_returning_addr_sk` AS _c1_10, `cr_return_amt_inc_tax` AS _c1_20
            FROM {src1}
          ) AS _q1 JOIN (
            SELECT _c2_0
            FROM (
              SELECT `d_date_sk` AS _c2_0, `d_year` AS _c2_6
              FROM {src2}
            ) AS _q2
            WHERE _c2_6 = 2000L
          ) AS _q3 ON _c1_0 = _c2_0
        ) AS _q4 JOIN (
          SELECT `ca_address_sk` AS _c5_0, `ca_state` AS _c5_8
          FROM {src3}
        ) AS _q5 ON _c1_10 = _c5_0
        GROUP BY _c1_7, _c5_8
      ) AS _q6 JOIN (
        SELECT `c_customer_sk` AS _c10_0, `c_customer_id` AS _c10_1, `c_current_addr_sk` AS _c10_4, `c_salutation` AS _c10_7, `c_first_name` AS _c10_8, `c_last_name` AS _c10_9
        FROM {src4}
      ) AS _q7 ON _c7_0 = _c10_0
    ) AS _q8 JOIN (
      SELECT *
      FROM (
        SELECT `ca_address_sk` AS _c12_0, `ca_street_number` AS _c12_2, `ca_street_name` AS _c12_3, `ca_street_type` AS _c12_4, `ca_suite_number` AS _c12_5, `ca_city` AS _c12_6, `ca_county` AS _c12_7, `ca_state` AS _c12_8, `ca_zip` AS _c12_9, `ca_country` AS _c12_10, `ca_gmt_offset` AS _c12_11, `ca_location_type` AS _c12_12
        FROM {src3}
      ) AS _q9
      WHERE _c12_8 = 'GA'
    ) AS _q10 ON _c10_4 = _c12_0
  ) AS _q11 LEFT SEMI JOIN (
    SELECT CAST(CAST(CAST(_c24_0 AS DOUBLE) * 1.2D AS DOUBLE) AS DECIMAL(30,15)) AS _c25_0, _c23_0
    FROM (
      SELECT _c20_1 AS _c23_0, CAST(`avg`(_c21_0) AS DECIMAL(38,2)) AS _c24_0
      FROM (
        SELECT _c18_8 AS _c20_1, CAST(`sum`(_c14_20) AS DECIMAL(38,2)) AS _c21_0
        FROM (
          SELECT _c14_7, _c14_10, _c14_20
          FROM (
            SELECT `cr_returned_date_sk` AS _c14_0, `cr_returning_customer_sk` AS _c14_7, `cr_returning_addr_sk` AS _c14_10, `cr_return_amt_inc_tax` AS _c14_20
            FROM {src1}
          ) AS _q12 JOIN (
            SELECT _c15_0
            FROM (
              SELECT `d_date_sk` AS _c15_0, `d_year` AS _c15_6
              FROM {src2}
            ) AS _q13
            WHERE _c15_6 = 2000L
          ) AS _q14 ON _c14_0 = _c15_0
        ) AS _q15 JOIN (
          SELECT `ca_address_sk` AS _c18_0, `ca_state` AS _c18_8
          FROM {src3}
        ) AS _q16 ON _c14_10 = _c18_0
        GROUP BY _c14_7, _c18_8
      ) AS _q17
      GROUP BY _c20_1
    ) AS _q18
  ) AS _q19 ON _c7_1 = _c23_0 AND CAST(_c8_0 AS DECIMAL(30,15)) > _c25_0
  ORDER BY _c10_1 ASC NULLS LAST, _c10_7 ASC NULLS LAST, _c10_8 ASC NULLS LAST, _c10_9 ASC NULLS LAST, _c12_2 ASC NULLS LAST, _c12_3 ASC NULLS LAST, _c12_4 ASC NULLS LAST, _c12_5 ASC NULLS LAST, _c12_6 ASC NULLS LAST, _c12_7 ASC NULLS LAST, _c12_8 ASC NULLS LAST, _c12_9 ASC NULLS LAST, _c12_10 ASC NULLS LAST, _c12_11 ASC NULLS LAST, _c12_12 ASC NULLS LAST, _c8_0 ASC NULLS LAST
  LIMIT 100
) AS _q20
