-- tpcds_datafusion/q01: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c11_1 AS `c_customer_id`
FROM (
  SELECT _c11_1
  FROM (
    SELECT _c5_1, _c6_0, _c11_1
    FROM (
      SELECT _c5_0, _c5_1, _c6_0
      FROM (
        SELECT _c1_3 AS _c5_0, _c1_7 AS _c5_1, CAST(`sum`(_c1_11) AS DECIMAL(38,2)) AS _c6_0
        FROM (
          SELECT `sr_returned_date_sk` AS _c1_0, `sr_customer_sk` AS _c1_3, `sr_store_sk` AS _c1_7, `sr_return_amt` AS _c1_11
          FROM {src1}
        ) AS _q1 JOIN (
          SELECT _c2_0
          FROM (
            SELECT `d_date_sk` AS _c2_0, `d_year` AS _c2_6
            FROM {src2}
          ) AS _q2
          WHERE _c2_6 = 2000L
        ) AS _q3 ON _c1_0 = _c2_0
        GROUP BY _c1_3, _c1_7
      ) AS _q4 JOIN (
        SELECT _c8_0
        FROM (
          SELECT `s_store_sk` AS _c8_0, `s_state` AS _c8_24
          FROM {src3}
        ) AS _q5
        WHERE _c8_24 = 'TN'
      ) AS _q6 ON _c5_1 = _c8_0
    ) AS _q7 JOIN (
      SELECT `c_customer_sk` AS _c11_0, `c_customer_id` AS _c11_1
      FROM {src4}
    ) AS _q8 ON _c5_0 = _c11_0
  ) AS _q9 LEFT SEMI JOIN (
    SELECT CAST(CAST(CAST(_c21_0 AS DOUBLE) * 1.2D AS DOUBLE) AS DECIMAL(30,15)) AS _c22_0, _c20_0
    FROM (
      SELECT _c17_1 AS _c20_0, CAST(`avg`(_c18_0) AS DECIMAL(38,2)) AS _c21_0
      FROM (
        SELECT _c13_7 AS _c17_1, CAST(`sum`(_c13_11) AS DECIMAL(38,2)) AS _c18_0
        FROM (
          SELECT `sr_returned_date_sk` AS _c13_0, `sr_customer_sk` AS _c13_3, `sr_store_sk` AS _c13_7, `sr_return_amt` AS _c13_11
          FROM {src1}
        ) AS _q10 JOIN (
          SELECT _c14_0
          FROM (
            SELECT `d_date_sk` AS _c14_0, `d_year` AS _c14_6
            FROM {src2}
          ) AS _q11
          WHERE _c14_6 = 2000L
        ) AS _q12 ON _c13_0 = _c14_0
        GROUP BY _c13_3, _c13_7
      ) AS _q13
      GROUP BY _c17_1
    ) AS _q14
  ) AS _q15 ON _c5_1 = _c20_0 AND CAST(_c6_0 AS DECIMAL(30,15)) > _c22_0
  ORDER BY _c11_1 ASC NULLS LAST
  LIMIT 100
) AS _q16
