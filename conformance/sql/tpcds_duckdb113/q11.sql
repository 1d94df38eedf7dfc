-- tpcds_duckdb113/q11: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c22_0 AS `customer_id`, _c6_1 AS `customer_first_name`, _c6_2 AS `customer_last_name`, _c6_3 AS `customer_preferred_cust_flag`
FROM (
  SELECT _c22_0, _c6_1, _c6_2, _c6_3
  FROM (
    SELECT _c1_1 AS _c6_0, _c1_8 AS _c6_1, _c1_9 AS _c6_2, _c1_10 AS _c6_3, CAST(`sum`(CAST(_c2_17 - _c2_14 AS DECIMAL(8,2))) AS DECIMAL(38,2)) AS _c7_0
    FROM (
      SELECT `c_customer_sk` AS _c1_0, `c_customer_id` AS _c1_1, `c_first_name` AS _c1_8, `c_last_name` AS _c1_9, `c_preferred_cust_flag` AS _c1_10, `c_birth_country` AS _c1_14, `c_login` AS _c1_15, `c_email_address` AS _c1_16
      FROM {src1}
    ) AS _q1 JOIN (
      SELECT *
      FROM (
        SELECT `ss_customer_sk` AS _c2_3, `ss_sold_date_sk` AS _c2_0, `ss_ext_list_price` AS _c2_17, `ss_ext_discount_amt` AS _c2_14
        FROM {src2}
      ) AS _q2 JOIN (
        SELECT *
        FROM (
          SELECT `d_date_sk` AS _c3_0, `d_year` AS _c3_6
          FROM {src3}
        ) AS _q3
        WHERE _c3_6 = 2002L AND _c3_6 IS NOT NULL AND _c3_0 >= 2450816L AND _c3_0 <= 2452642L
      ) AS _q4 ON _c2_0 = _c3_0
    ) AS _q5 ON _c1_0 = _c2_3
    GROUP BY _c1_1, _c1_8, _c1_9, _c1_10, _c1_14, _c1_15, _c1_16, _c3_6
  ) AS _q6 JOIN (
    SELECT _c14_0, _c15_0, _c22_0, _c23_0, _c32_0
    FROM (
      SELECT _c9_1 AS _c14_0, CAST(`sum`(CAST(_c10_25 - _c10_22 AS DECIMAL(8,2))) AS DECIMAL(38,2)) AS _c15_0
      FROM (
        SELECT *
        FROM (
          SELECT `c_customer_sk` AS _c9_0, `c_customer_id` AS _c9_1, `c_first_name` AS _c9_8, `c_last_name` AS _c9_9, `c_preferred_cust_flag` AS _c9_10, `c_birth_country` AS _c9_14, `c_login` AS _c9_15, `c_email_address` AS _c9_16
          FROM {src1}
        ) AS _q7
        WHERE _c9_0 <= 999L AND _c9_0 IS NOT NULL
      ) AS _q8 JOIN (
        SELECT *
        FROM (
          SELECT `ws_bill_customer_sk` AS _c10_4, `ws_sold_date_sk` AS _c10_0, `ws_ext_list_price` AS _c10_25, `ws_ext_discount_amt` AS _c10_22
          FROM {src4}
        ) AS _q9 JOIN (
          SELECT *
          FROM (
            SELECT `d_date_sk` AS _c11_0, `d_year` AS _c11_6
            FROM {src3}
          ) AS _q10
          WHERE _c11_6 = 2002L AND _c11_6 IS NOT NULL AND _c11_0 >= 2450818L AND _c11_0 <= 2452642L
        ) AS _q11 ON _c10_0 = _c11_0
      ) AS _q12 ON _c9_0 = _c10_4
      GROUP BY _c9_1, _c9_8, _c9_9, _c9_10, _c9_14, _c9_15, _c9_16, _c11_6
    ) AS _q13 JOIN (
      SELECT *
      FROM (
        SELECT _c22_0, _c23_0
        FROM (
          SELECT _c17_1 AS _c22_0, _c17_8 AS _c22_1, _c17_9 AS _c22_2, _c17_10 AS _c22_3, _c17_14 AS _c22_4, _c17_15 AS _c22_5, _c17_16 AS _c22_6, _c19_6 AS _c22_7, CAST(`sum`(CAST(_c18_17 - _c18_14 AS DECIMAL(8,2))) AS DECIMAL(38,2)) AS _c23_0
          FROM (
            SELECT `c_customer_sk` AS _c17_0, `c_customer_id` AS _c17_1, `c_first_name` AS _c17_8, `c_last_name` AS _c17_9, `c_preferred_cust_flag` AS _c17_10, `c_birth_country` AS _c17_14, `c_login` AS _c17_15, `c_email_address` AS _c17_16
            FROM {src1}
          ) AS _q14 JOIN (
            SELECT *
            FROM (
              SELECT `ss_customer_sk` AS _c18_3, `ss_sold_date_sk` AS _c18_0, `ss_ext_list_price` AS _c18_17, `ss_ext_discount_amt` AS _c18_14
              FROM {src2}
            ) AS _q15 JOIN (
              SELECT *
              FROM (
                SELECT `d_date_sk` AS _c19_0, `d_year` AS _c19_6
                FROM {src3}
              ) AS _q16
              WHERE _c19_6 = 2001L AND _c19_6 IS NOT NULL AND _c19_0 >= 2450816L AND _c19_0 <= 2452642L
            ) AS _q17 ON _c18_0 = _c19_0
          ) AS _q18 ON _c17_0 = _c18_3
          GROUP BY _c17_1, _c17_8, _c17_9, _c17_10, _c17_14, _c17_15, _c17_16, _c19_6
        ) AS _q19
        WHERE _c23_0 > CAST(0.00BD AS DECIMAL(38,2))
      ) AS _q20 JOIN (
        SELECT _c31_0, _c32_0
        FROM (
          SELECT _c26_1 AS _c31_0, _c26_8 AS _c31_1, _c26_9 AS _c31_2, _c26_10 AS _c31_3, _c26_14 AS _c31_4, _c26_15 AS _c31_5, _c26_16 AS _c31_6, _c28_6 AS _c31_7, CAST(`sum`(CAST(_c27_25 - _c27_22 AS DECIMAL(8,2))) AS DECIMAL(38,2)) AS _c32_0
          FROM (
            SELECT *
            FROM (
              SELECT `c_customer_sk` AS _c26_0, `c_customer_id` AS _c26_1, `c_first_name` AS _c26_8, `c_last_name` AS _c26_9, `c_preferred_cust_flag` AS _c26_10, `c_birth_country` AS _c26_14, `c_login` AS _c26_15, `c_email_address` AS _c26_16
              FROM {src1}
            ) AS _q21
            WHERE _c26_0 <= 999L AND _c26_0 IS NOT NULL
          ) AS _q22 JOIN (
            SELECT *
            FROM (
              SELECT `ws_bill_customer_sk` AS _c27_4, `ws_sold_date_sk` AS _c27_0, `ws_ext_list_price` AS _c27_25, `ws_ext_discount_amt` AS _c27_22
              FROM {src4}
            ) AS _q23 JOIN (
              SELECT *
              FROM (
                SELECT `d_date_sk` AS _c28_0, `d_year` AS _c28_6
                FROM {src3}
              ) AS _q24
              WHERE _c28_6 = 2001L AND _c28_6 IS NOT NULL AND _c28_0 >= 2450818L AND _c28_0 <= 2452642L
            ) AS _q25 ON _c27_0 = _c28_0
          ) AS _q26 ON _c26_0 = _c27_4
          GROUP BY _c26_1, _c26_8, _c26_9, _c26_10, _c26_14, _c26_15, _c26_16, _c28_6
        ) AS _q27
        WHERE _c32_0 > CAST(0.00BD AS DECIMAL(38,2))
      ) AS _q28 ON _c22_0 = _c31_0
    ) AS _q29 ON _c14_0 = _c22_0
  ) AS _q30 ON _c6_0 = _c22_0
  WHERE CASE WHEN _c32_0 > CAST(0.00BD AS DECIMAL(38,2)) THEN CAST(CASE WHEN CAST(_c32_0 AS DOUBLE) = 0 THEN NULL ELSE `try_divide`(CAST(CAST(_c15_0 * CAST(1.0000BD AS DECIMAL(38,4)) AS DECIMAL(38,6)) AS DOUBLE), CAST(_c32_0 AS DOUBLE)) END AS DOUBLE) ELSE 0.0D END > CASE WHEN _c23_0 > CAST(0.00BD AS DECIMAL(38,2)) THEN CAST(CASE WHEN CAST(_c23_0 AS DOUBLE) = 0 THEN NULL ELSE `try_divide`(CAST(CAST(_c7_0 * CAST(1.0000BD AS DECIMAL(38,4)) AS DECIMAL(38,6)) AS DOUBLE), CAST(_c23_0 AS DOUBLE)) END AS DOUBLE) ELSE 0.0D END
  ORDER BY _c22_0 ASC NULLS FIRST, _c6_1 ASC NULLS FIRST, _c6_2 ASC NULLS FIRST, _c6_3 ASC NULLS FIRST
  LIMIT 100
) AS _q31
