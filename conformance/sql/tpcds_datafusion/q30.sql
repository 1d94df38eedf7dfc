-- tpcds_datafusion/q30: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c10_1 AS `c_customer_id`, _c10_7 AS `c_salutation`, _c10_8 AS `c_first_name`, _c10_9 AS `c_last_name`, _c10_10 AS `c_preferred_cust_flag`, _c10_11 AS `c_birth_day`, _c10_12 AS `c_birth_month`, _c10_13 AS `c_birth_year`, _c10_14 AS `c_birth_country`, _c10_15 AS `c_login`, _c10_16 AS `c_email_address`, _c10_17 AS `c_last_review_date_sk`, _c8_0 AS `ctr_total_return`
FROM (
  SELECT _c10_1, _c10_7, _c10_8, _c10_9, _c10_10, _c10_11, _c10_12, _c10_13, _c10_14, _c10_15, _c10_16, _c10_17, _c8_0
  FROM (
    SELECT _c7_1, _c8_0, _c10_1, _c10_7, _c10_8, _c10_9, _c10_10, _c10_11, _c10_12, _c10_13, _c10_14, _c10_15, _c10_16, _c10_17
    FROM (
      SELECT _c7_1, _c8_0, _c10_1, _c10_4, _c10_7, _c10_8, _c10_9, _c10_10, _c10_11, _c10_12, _c10_13, _c10_14, _c10_15, _c10_16, _c10_17
      FROM (
        SELECT _c1_7 AS _c7_0, _c5_8 AS _c7_1, CAST(`sum`(_c1_15) AS DECIMAL(38,2)) AS _c8_0
        FROM (
          SELECT _c1_7, _c1_10, _c1_15
          FROM (
            SELECT `wr_returned_date_sk` AS _c1_0, `wr_returning_customer_sk` AS _c1_7, `wr_returning_addr_sk` AS _c1_10, `wr_return_amt` AS _c1_15
            FROM {src1}
          ) AS _q1 JOIN (
            SELECT _c2_0
            FROM (
              SELECT `d_date_sk` AS _c2_0, `d_year` AS _c2_6
              FROM {src2}
            ) AS _q2
            WHERE _c2_6 = 2002L
          ) AS _q3 ON _c1_0 = _c2_0
        ) AS _q4 JOIN (
          SELECT `ca_address_sk` AS _c5_0, `ca_state` AS _c5_8
          FROM {src3}
        ) AS _q5 ON _c1_10 = _c5_0
        GROUP BY _c1_7, _c5_8
      ) AS _q6 JOIN (
        SELECT `c_customer_sk` AS _c10_0, `c_customer_id` AS _c10_1, `c_current_addr_sk` AS _c10_4, `c_salutation` AS _c10_7, `c_first_name` AS _c10_8, `c_last_name` AS _c10_9, `c_preferred_cust_flag` AS _c10_10, `c_birth_day` AS _c10_11, `c_birth_month` AS _c10_12, `c_birth_year` AS _c10_13, `c_birth_country` AS _c10_14, `c_login` AS _c10_15, `c_email_address` AS _c10_16, `c_last_review_date_sk` AS _c10_17
        FROM {src4}
      ) AS _q7 ON _c7_0 = _c10_0
    ) AS _q8 JOIN (
      SELECT _c12_0
      FROM (
        SELECT `ca_address_sk` AS _c12_0, `ca_state` AS _c12_8
        FROM {src3}
      ) AS _q9
      WHERE _c12_8 = 'GA'
    ) AS _q10 ON _c10_4 = _c12_0
  ) AS _q11 LEFT SEMI JOIN (
    SELECT CAST(CAST(CAST(_c25_0 AS DOUBLE) * 1.2D AS DOUBLE) AS DECIMAL(30,15)) AS _c26_0, _c24_0
    FROM (
      SELECT _c21_1 AS _c24_0, CAST(`avg`(_c22_0) AS DECIMAL(38,2)) AS _c25_0
      FROM (
        SELECT _c19_8 AS _c21_1, CAST(`sum`(_c15_15) AS DECIMAL(38,2)) AS _c22_0
        FROM (
          SELECT _c15_7, _c15_10, _c15_15
          FROM (
            SELECT `wr_returned_date_sk` AS _c15_0, `wr_returning_customer_sk` AS _c15_7, `wr_returning_addr_sk` AS _c15_10, `wr_return_amt` AS _c15_15
            FROM {src1}
          ) AS _q12 JOIN (
            SELECT _c16_0
            FROM (
              SELECT `d_date_sk` AS _c16_0, `d_year` AS _c16_6
              FROM {src2}
            ) AS _q13
            WHERE _c16_6 = 2002L
          ) AS _q14 ON _c15_0 = _c16_0
        ) AS _q15 JOIN (
          SELECT `ca_address_sk` AS _c19_0, `ca_state` AS _c19_8
          FROM {src3}
        ) AS _q16 ON _c15_10 = _c19_0
        GROUP BY _c15_7, _c19_8
      ) AS _q17
      GROUP BY _c21_1
    ) AS _q18
  ) AS _q19 ON _c7_1 = _c24_0 AND CAST(_c8_0 AS DECIMAL(30,15)) > _c26_0
  ORDER BY _c10_1 ASC NULLS FIRST, _c10_7 ASC NULLS FIRST, _c10_8 ASC NULLS FIRST, _c10_9 ASC NULLS FIRST, _c10_10 ASC NULLS FIRST, _c10_11 ASC NULLS FIRST, _c10_12 ASC NULLS FIRST, _c10_13 ASC NULLS FIRST, _c10_14 ASC NULLS FIRST, _c10_15 ASC NULLS FIRST, _c10_16 ASC NULLS FIRST, _c10_17 ASC NULLS FIRST, _c8_0 ASC NULLS FIRST
  LIMIT 100
) AS _q20
