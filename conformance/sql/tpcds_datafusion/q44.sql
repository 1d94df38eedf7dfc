-- tpcds_datafusion/q44: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c11_0 AS `rnk`, _c28_21 AS `best_performing`, _c30_21 AS `worst_performing`
FROM (
  SELECT _c11_0, _c28_21, _c30_21
  FROM (
    SELECT _c11_0, _c16_0, _c28_21
    FROM (
      SELECT _c3_0, _c11_0, _c16_0
      FROM (
        SELECT _c3_0, _c11_0
        FROM (
          SELECT *, CAST(`rank`() OVER (ORDER BY _c4_0 ASC NULLS LAST) AS BIGINT) AS _c11_0
          FROM (
            SELECT _c1_2 AS _c3_0, CAST(`avg`(_c1_22) AS DECIMAL(38,2)) AS _c4_0
            FROM (
              SELECT `ss_item_sk` AS _c1_2, `ss_store_sk` AS _c1_7, `ss_net_profit` AS _c1_22
              FROM {src1}
            ) AS _q1
            WHERE _c1_7 = 4L
            GROUP BY _c1_2
          ) AS _q2
          WHERE CAST(_c4_0 AS DECIMAL(30,15)) > CAST(CAST(0.9D * (
            SELECT CAST(_c8_0 AS DOUBLE) AS _c9_0
            FROM (
              SELECT _c5_7 AS _c7_0, CAST(`avg`(_c5_22) AS DECIMAL(38,2)) AS _c8_0
              FROM (
                SELECT `ss_addr_sk` AS _c5_6, `ss_store_sk` AS _c5_7, `ss_net_profit` AS _c5_22
                FROM {src1}
              ) AS _q3
              WHERE _c5_7 = 4L AND _c5_6 IS NULL
              GROUP BY _c5_7
            ) AS _q4
          ) AS DOUBLE) AS DECIMAL(30,15))
        ) AS _q5
        WHERE _c11_0 < 11L
      ) AS _q6 JOIN (
        SELECT _c16_0, _c24_0
        FROM (
          SELECT *, CAST(`rank`() OVER (ORDER BY _c17_0 DESC NULLS FIRST) AS BIGINT) AS _c24_0
          FROM (
            SELECT _c14_2 AS _c16_0, CAST(`avg`(_c14_22) AS DECIMAL(38,2)) AS _c17_0
            FROM (
              SELECT `ss_item_sk` AS _c14_2, `ss_store_sk` AS _c14_7, `ss_net_profit` AS _c14_22
              FROM {src1}
            ) AS _q7
            WHERE _c14_7 = 4L
            GROUP BY _c14_2
          ) AS _q8
          WHERE CAST(_c17_0 AS DECIMAL(30,15)) > CAST(CAST(0.9D * (
            SELECT CAST(_c21_0 AS DOUBLE) AS _c22_0
            FROM (
              SELECT _c18_7 AS _c20_0, CAST(`avg`(_c18_22) AS DECIMAL(38,2)) AS _c21_0
              FROM (
                SELECT `ss_addr_sk` AS _c18_6, `ss_store_sk` AS _c18_7, `ss_net_profit` AS _c18_22
                FROM {src1}
              ) AS _q9
              WHERE _c18_7 = 4L AND _c18_6 IS NULL
              GROUP BY _c18_7
            ) AS _q10
          ) AS DOUBLE) AS DECIMAL(30,15))
        ) AS _q11
        WHERE _c24_0 < 11L
      ) AS _q12 ON _c11_0 = _c24_0
    ) AS _q13 JOIN (
      SELECT `i_item_sk` AS _c28_0, `i_product_name` AS _c28_21
      FROM {src2}
    ) AS _q14 ON _c3_0 = _c28_0
  ) AS _q15 JOIN (
    SELECT `i_item_sk` AS _c30_0, `i_product_name` AS _c30_21
    FROM {src2}
  ) AS _q16 ON _c16_0 = _c30_0
  ORDER BY _c11_0 ASC NULLS LAST
  LIMIT 100
) AS _q17
