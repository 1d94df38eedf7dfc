-- tpcds_datafusion/q74: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c15_0 AS `customer_id`, _c15_1 AS `customer_first_name`, _c15_2 AS `customer_last_name`
FROM (
  SELECT _c15_0, _c15_1, _c15_2
  FROM (
    SELECT _c6_0, _c7_0, _c15_0, _c15_1, _c15_2, _c16_0, _c24_0
    FROM (
      SELECT *
      FROM (
        SELECT _c1_1 AS _c6_0, CAST(`sum`(_c2_20) AS DECIMAL(38,2)) AS _c7_0
        FROM (
          SELECT _c1_1, _c1_8, _c1_9, _c2_0, _c2_20
          FROM (
            SELECT *
            FROM (
              SELECT `c_customer_sk` AS _c1_0, `c_customer_id` AS _c1_1, `c_first_name` AS _c1_8, `c_last_name` AS _c1_9
              FROM {src1}
            ) AS _q1
            WHERE TRUE
          ) AS _q2 JOIN (
            SELECT `ss_sold_date_sk` AS _c2_0, `ss_customer_sk` AS _c2_3, `ss_net_paid` AS _c2_20
            FROM {src2}
          ) AS _q3 ON _c1_0 = _c2_3
        ) AS _q4 JOIN (
          SELECT *
          FROM (
            SELECT `d_date_sk` AS _c4_0, `d_year` AS _c4_6
            FROM {src3}
          ) AS _q5
          WHERE (_c4_6 = 2001L OR _c4_6 = 2002L) AND _c4_6 = 2001L AND _c4_6 = 2001L
        ) AS _q6 ON _c2_0 = _c4_0
        GROUP BY _c1_1, _c1_8, _c1_9, _c4_6
      ) AS _q7
      WHERE _c7_0 > CAST(0.00BD AS DECIMAL(17,2))
    ) AS _q8 JOIN (
      SELECT _c10_1 AS _c15_0, _c10_8 AS _c15_1, _c10_9 AS _c15_2, CAST(`sum`(_c11_20) AS DECIMAL(38,2)) AS _c16_0
      FROM (
        SELECT _c10_1, _c10_8, _c10_9, _c11_0, _c11_20
        FROM (
          SELECT *
          FROM (
            SELECT `c_customer_sk` AS _c10_0, `c_customer_id` AS _c10_1, `c_first_name` AS _c10_8, `c_last_name` AS _c10_9
            FROM {src1}
          ) AS _q9
          WHERE TRUE
        ) AS _q10 JOIN (
          SELECT `ss_sold_date_sk` AS _c11_0, `ss_customer_sk` AS _c11_3, `ss_net_paid` AS _c11_20
          FROM {src2}
        ) AS _q11 ON _c10_0 = _c11_3
      ) AS _q12 JOIN (
        SELECT *
        FROM (
          SELECT `d_date_sk` AS _c13_0, `d_year` AS _c13_6
          FROM {src3}
        ) AS _q13
        WHERE (_c13_6 = 2001L OR _c13_6 = 2002L) AND _c13_6 = 2002L
      ) AS _q14 ON _c11_0 = _c13_0
      GROUP BY _c10_1, _c10_8, _c10_9, _c13_6
    ) AS _q15 ON _c6_0 = _c15_0 JOIN (
      SELECT *
      FROM (
        SELECT _c18_1 AS _c23_0, CAST(`sum`(_c19_29) AS DECIMAL(38,2)) AS _c24_0
        FROM (
          SELECT _c18_1, _c18_8, _c18_9, _c19_0, _c19_29
          FROM (
            SELECT *
            FROM (
              SELECT `c_customer_sk` AS _c18_0, `c_customer_id` AS _c18_1, `c_first_name` AS _c18_8, `c_last_name` AS _c18_9
              FROM {src1}
            ) AS _q16
            WHERE TRUE
          ) AS _q17 JOIN (
            SELECT `ws_sold_date_sk` AS _c19_0, `ws_bill_customer_sk` AS _c19_4, `ws_net_paid` AS _c19_29
            FROM {src4}
          ) AS _q18 ON _c18_0 = _c19_4
        ) AS _q19 JOIN (
          SELECT *
          FROM (
            SELECT `d_date_sk` AS _c21_0, `d_year` AS _c21_6
            FROM {src3}
          ) AS _q20
          WHERE (_c21_6 = 2001L OR _c21_6 = 2002L) AND _c21_6 = 2001L AND _c21_6 = 2001L
        ) AS _q21 ON _c19_0 = _c21_0
        GROUP BY _c18_1, _c18_8, _c18_9, _c21_6
      ) AS _q22
      WHERE _c24_0 > CAST(0.00BD AS DECIMAL(17,2))
    ) AS _q23 ON _c6_0 = _c23_0
  ) AS _q24 JOIN (
    SELECT _c28_1 AS _c33_0, CAST(`sum`(_c29_29) AS DECIMAL(38,2)) AS _c34_0
    FROM (
      SELECT _c28_1, _c28_8, _c28_9, _c29_0, _c29_29
      FROM (
        SELECT *
        FROM (
          SELECT `c_customer_sk` AS _c28_0, `c_customer_id` AS _c28_1, `c_first_name` AS _c28_8, `c_last_name` AS _c28_9
          FROM {src1}
        ) AS _q25
        WHERE TRUE
      ) AS _q26 JOIN (
        SELECT `ws_sold_date_sk` AS _c29_0, `ws_bill_customer_sk` AS _c29_4, `ws_net_paid` AS _c29_29
        FROM {src4}
      ) AS _q27 ON _c28_0 = _c29_4
    ) AS _q28 JOIN (
      SELECT *
      FROM (
        SELECT `d_date_sk` AS _c31_0, `d_year` AS _c31_6
        FROM {src3}
      ) AS _q29
      WHERE (_c31_6 = 2001L OR _c31_6 = 2002L) AND _c31_6 = 2002L
    ) AS _q30 ON _c29_0 = _c31_0
    GROUP BY _c28_1, _c28_8, _c28_9, _c31_6
  ) AS _q31 ON _c6_0 = _c33_0 AND CASE WHEN _c24_0 > CAST(0.00BD AS DECIMAL(17,2)) THEN CAST(CASE WHEN _c24_0 = 0 THEN `raise_error`('divide: division by zero') ELSE CASE WHEN `try_divide`(_c34_0, _c24_0) IS NULL AND _c34_0 IS NOT NULL AND _c24_0 IS NOT NULL THEN `raise_error`('divide: decimal overflow') ELSE `try_divide`(_c34_0, _c24_0) END END AS DECIMAL(23,6)) ELSE CAST(NULL AS DECIMAL(23,6)) END > CASE WHEN _c7_0 > CAST(0.00BD AS DECIMAL(17,2)) THEN CAST(CASE WHEN _c7_0 = 0 THEN `raise_error`('divide: division by zero') ELSE CASE WHEN `try_divide`(_c16_0, _c7_0) IS NULL AND _c16_0 IS NOT NULL AND _c7_0 IS NOT NULL THEN `raise_error`('divide: decimal overflow') ELSE `try_divide`(_c16_0, _c7_0) END END AS DECIMAL(23,6)) ELSE CAST(NULL AS DECIMAL(23,6)) END
  ORDER BY _c15_0 ASC NULLS FIRST
  LIMIT 100
) AS _q32
