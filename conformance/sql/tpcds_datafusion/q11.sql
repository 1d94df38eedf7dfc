-- tpcds_datafusion/q11: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c15_0 AS `customer_id`, _c15_1 AS `customer_first_name`, _c15_2 AS `customer_last_name`, _c15_3 AS `customer_preferred_cust_flag`
FROM (
  SELECT _c15_0, _c15_1, _c15_2, _c15_3
  FROM (
    SELECT _c6_0, _c7_0, _c15_0, _c15_1, _c15_2, _c15_3, _c16_0, _c24_0
    FROM (
      SELECT *
      FROM (
        SELECT _c1_1 AS _c6_0, CAST(`sum`(CAST(_c2_17 - _c2_14 AS DECIMAL(8,2))) AS DECIMAL(38,2)) AS _c7_0
        FROM (
          SELECT _c1_1, _c1_8, _c1_9, _c1_10, _c1_14, _c1_15, _c1_16, _c2_0, _c2_14, _c2_17
          FROM (
            SELECT *
            FROM (
              SELECT `c_customer_sk` AS _c1_0, `c_customer_id` AS _c1_1, `c_first_name` AS _c1_8, `c_last_name` AS _c1_9, `c_preferred_cust_flag` AS _c1_10, `c_birth_country` AS _c1_14, `c_login` AS _c1_15, `c_email_address` AS _c1_16
              FROM {src1}
            ) AS _q1
            WHERE TRUE
          ) AS _q2 JOIN (
            SELECT `ss_sold_date_sk` AS _c2_0, `ss_customer_sk` AS _c2_3, `ss_ext_discount_amt` AS _c2_14, `ss_ext_list_price` AS _c2_17
            FROM {src2}
          ) AS _q3 ON _c1_0 = _c2_3
        ) AS _q4 JOIN (
          SELECT *
          FROM (
            SELECT `d_date_sk` AS _c4_0, `d_year` AS _c4_6
            FROM {src3}
          ) AS _q5
          WHERE _c4_6 = 2001L
        ) AS _q6 ON _c2_0 = _c4_0
        GROUP BY _c1_1, _c1_8, _c1_9, _c1_10, _c1_14, _c1_15, _c1_16, _c4_6
      ) AS _q7
      WHERE _c7_0 > CAST(0.00BD AS DECIMAL(18,2))
    ) AS _q8 JOIN (
      SELECT _c10_1 AS _c15_0, _c10_8 AS _c15_1, _c10_9 AS _c15_2, _c10_10 AS _c15_3, CAST(`sum`(CAST(_c11_17 - _c11_14 AS DECIMAL(8,2))) AS DECIMAL(38,2)) AS _c16_0
      FROM (
        SELECT _c10_1, _c10_8, _c10_9, _c10_10, _c10_14, _c10_15, _c10_16, _c11_0, _c11_14, _c11_17
        FROM (
          SELECT *
          FROM (
            SELECT `c_customer_sk` AS _c10_0, `c_customer_id` AS _c10_1, `c_first_name` AS _c10_8, `c_last_name` AS _c10_9, `c_preferred_cust_flag` AS _c10_10, `c_birth_country` AS _c10_14, `c_login` AS _c10_15, `c_email_address` AS _c10_16
            FROM {src1}
          ) AS _q9
          WHERE TRUE
        ) AS _q10 JOIN (
          SELECT `ss_sold_date_sk` AS _c11_0, `ss_customer_sk` AS _c11_3, `ss_ext_discount_amt` AS _c11_14, `ss_ext_list_price` AS _c11_17
          FROM {src2}
        ) AS _q11 ON _c10_0 = _c11_3
      ) AS _q12 JOIN (
        SELECT *
        FROM (
          SELECT `d_date_sk` AS _c13_0, `d_year` AS _c13_6
          FROM {src3}
        ) AS _q13
        WHERE _c13_6 = 2002L
      ) AS _q14 ON _c11_0 = _c13_0
      GROUP BY _c10_1, _c10_8, _c10_9, _c10_10, _c10_14, _c10_15, _c10_16, _c13_6
    ) AS _q15 ON _c6_0 = _c15_0 JOIN (
      SELECT *
      FROM (
        SELECT _c18_1 AS _c23_0, CAST(`sum`(CAST(_c19_25 - _c19_22 AS DECIMAL(8,2))) AS DECIMAL(38,2)) AS _c24_0
        FROM (
          SELECT _c18_1, _c18_8, _c18_9, _c18_10, _c18_14, _c18_15, _c18_16, _c19_0, _c19_22, _c19_25
          FROM (
            SELECT *
            FROM (
              SELECT `c_customer_sk` AS _c18_0, `c_customer_id` AS _c18_1, `c_first_name` AS _c18_8, `c_last_name` AS _c18_9, `c_preferred_cust_flag` AS _c18_10, `c_birth_country` AS _c18_14, `c_login` AS _c18_15, `c_email_address` AS _c18_16
              FROM {src1}
            ) AS _q16
            WHERE TRUE
          ) AS _q17 JOIN (
            SELECT `ws_sold_date_sk` AS _c19_0, `ws_bill_customer_sk` AS _c19_4, `ws_ext_discount_amt` AS _c19_22, `ws_ext_list_price` AS _c19_25
            FROM {src4}
          ) AS _q18 ON _c18_0 = _c19_4
        ) AS _q19 JOIN (
          SELECT *
          FROM (
            SELECT `d_date_sk` AS _c21_0, `d_year` AS _c21_6
            FROM {src3}
          ) AS _q20
          WHERE _c21_6 = 2001L
        ) AS _q21 ON _c19_0 = _c21_0
        GROUP BY _c18_1, _c18_8, _c18_9, _c18_10, _c18_14, _c18_15, _c18_16, _c21_6
      ) AS _q22
      WHERE _c24_0 > CAST(0.00BD AS DECIMAL(18,2))
    ) AS _q23 ON _c6_0 = _c23_0
  ) AS _q24 JOIN (
    SELECT _c28_1 AS _c33_0, CAST(`sum`(CAST(_c29_25 - _c29_22 AS DECIMAL(8,2))) AS DECIMAL(38,2)) AS _c34_0
    FROM (
      SELECT _c28_1, _c28_8, _c28_9, _c28_10, _c28_14, _c28_15, _c28_16, _c29_0, _c29_22, _c29_25
      FROM (
        SELECT *
        FROM (
          SELECT `c_customer_sk` AS _c28_0, `c_customer_id` AS _c28_1, `c_first_name` AS _c28_8, `c_last_name` AS _c28_9, `c_preferred_cust_flag` AS _c28_10, `c_birth_country` AS _c28_14, `c_login` AS _c28_15, `c_email_address` AS _c28_16
          FROM {src1}
        ) AS _q25
        WHERE TRUE
      ) AS _q26 JOIN (
        SELECT `ws_sold_date_sk` AS _c29_0, `ws_bill_customer_sk` AS _c29_4, `ws_ext_discount_amt` AS _c29_22, `ws_ext_list_price` AS _c29_25
        FROM {src4}
      ) AS _q27 ON _c28_0 = _c29_4
    ) AS _q28 JOIN (
      SELECT *
      FROM (
        SELECT `d_date_sk` AS _c31_0, `d_year` AS _c31_6
        FROM {src3}
      ) AS _q29
      WHERE _c31_6 = 2002L
    ) AS _q30 ON _c29_0 = _c31_0
    GROUP BY _c28_1, _c28_8, _c28_9, _c28_10, _c28_14, _c28_15, _c28_16, _c31_6
  ) AS _q31 ON _c6_0 = _c33_0 AND CASE WHEN _c24_0 > CAST(0.00BD AS DECIMAL(18,2)) THEN CAST(CASE WHEN CAST(_c24_0 AS DOUBLE) = 0 THEN CAST(_c34_0 AS DOUBLE) * `signum`(`atan2`(CAST(_c24_0 AS DOUBLE), (-1.0D))) * CAST('Infinity' AS DOUBLE) ELSE `try_divide`(CAST(_c34_0 AS DOUBLE), CAST(_c24_0 AS DOUBLE)) END AS DOUBLE) ELSE 0.0D END > CASE WHEN _c7_0 > CAST(0.00BD AS DECIMAL(18,2)) THEN CAST(CASE WHEN CAST(_c7_0 AS DOUBLE) = 0 THEN CAST(_c16_0 AS DOUBLE) * `signum`(`atan2`(CAST(_c7_0 AS DOUBLE), (-1.0D))) * CAST('Infinity' AS DOUBLE) ELSE `try_divide`(CAST(_c16_0 AS DOUBLE), CAST(_c7_0 AS DOUBLE)) END AS DOUBLE) ELSE 0.0D END
  ORDER BY _c15_0 ASC NULLS FIRST, _c15_1 ASC NULLS FIRST, _c15_2 ASC NULLS FIRST, _c15_3 ASC NULLS FIRST
  LIMIT 100
) AS _q32
