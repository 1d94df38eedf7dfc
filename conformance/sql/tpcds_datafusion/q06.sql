-- tpcds_datafusion/q06: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c20_0 AS `state`, _c21_0 AS `cnt`
FROM (
  SELECT *
  FROM (
    SELECT _c1_8 AS _c20_0, CAST(`count`(1L) AS BIGINT) AS _c21_0
    FROM (
      SELECT _c1_8, _c13_5, _c13_12
      FROM (
        SELECT _c1_8, _c4_2
        FROM (
          SELECT _c1_8, _c4_0, _c4_2
          FROM (
            SELECT _c1_8, _c2_0
            FROM (
              SELECT `ca_address_sk` AS _c1_0, `ca_state` AS _c1_8
              FROM {src1}
            ) AS _q1 JOIN (
              SELECT `c_customer_sk` AS _c2_0, `c_current_addr_sk` AS _c2_4
              FROM {src2}
            ) AS _q2 ON _c1_0 = _c2_4
          ) AS _q3 JOIN (
            SELECT `ss_sold_date_sk` AS _c4_0, `ss_item_sk` AS _c4_2, `ss_customer_sk` AS _c4_3
            FROM {src3}
          ) AS _q4 ON _c2_0 = _c4_3
        ) AS _q5 JOIN (
          SELECT _c6_0
          FROM (
            SELECT `d_date_sk` AS _c6_0, `d_month_seq` AS _c6_3
            FROM {src4}
          ) AS _q6
          WHERE _c6_3 = (
            SELECT DISTINCT _c7_3 AS _c9_0
            FROM (
              SELECT `d_month_seq` AS _c7_3, `d_year` AS _c7_6, `d_moy` AS _c7_8
              FROM {src4}
            ) AS _q7
            WHERE _c7_6 = 2001L AND _c7_8 = 1L
          )
        ) AS _q8 ON _c4_0 = _c6_0
      ) AS _q9 JOIN (
        SELECT `i_item_sk` AS _c13_0, `i_current_price` AS _c13_5, `i_category` AS _c13_12
        FROM {src5}
      ) AS _q10 ON _c4_2 = _c13_0
    ) AS _q11 LEFT SEMI JOIN (
      SELECT CAST(_c17_0 AS DOUBLE) AS _c18_0, _c16_0
      FROM (
        SELECT _c15_12 AS _c16_0, CAST(`avg`(_c15_5) AS DECIMAL(38,2)) AS _c17_0
        FROM (
          SELECT `i_current_price` AS _c15_5, `i_category` AS _c15_12
          FROM {src5}
        ) AS _q12
        GROUP BY _c15_12
      ) AS _q13
    ) AS _q14 ON _c13_12 = _c16_0 AND CAST(_c13_5 AS DECIMAL(30,15)) > CAST(CAST(1.2D * _c18_0 AS DOUBLE) AS DECIMAL(30,15))
    GROUP BY _c1_8
  ) AS _q15
  WHERE _c21_0 >= 10L
  ORDER BY _c21_0 ASC NULLS FIRST, _c20_0 ASC NULLS FIRST
  LIMIT 100
) AS _q16
