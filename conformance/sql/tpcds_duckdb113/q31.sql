-- tpcds_duckdb113/q31: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c14_0 AS `ca_county`, _c14_2 AS `d_year`, _c56_0 AS `web_q1_q2_increase`, _c56_1 AS `store_q1_q2_increase`, _c56_2 AS `web_q2_q3_increase`, _c56_3 AS `store_q2_q3_increase`
FROM (
  SELECT _c14_0, _c14_2, CAST(CASE WHEN CAST(_c31_0 AS DOUBLE) = 0 THEN NULL ELSE `try_divide`(CAST(CAST(_c39_0 * CAST(1.0000BD AS DECIMAL(38,4)) AS DECIMAL(38,6)) AS DOUBLE), CAST(_c31_0 AS DOUBLE)) END AS DOUBLE) AS _c56_0, CAST(CASE WHEN CAST(_c15_0 AS DOUBLE) = 0 THEN NULL ELSE `try_divide`(CAST(CAST(_c23_0 * CAST(1.0000BD AS DECIMAL(38,4)) AS DECIMAL(38,6)) AS DOUBLE), CAST(_c15_0 AS DOUBLE)) END AS DOUBLE) AS _c56_1, CAST(CASE WHEN CAST(_c39_0 AS DOUBLE) = 0 THEN NULL ELSE `try_divide`(CAST(CAST(_c47_0 * CAST(1.0000BD AS DECIMAL(38,4)) AS DECIMAL(38,6)) AS DOUBLE), CAST(_c39_0 AS DOUBLE)) END AS DOUBLE) AS _c56_2, CAST(CASE WHEN CAST(_c23_0 AS DOUBLE) = 0 THEN NULL ELSE `try_divide`(CAST(CAST(_c7_0 * CAST(1.0000BD AS DECIMAL(38,4)) AS DECIMAL(38,6)) AS DOUBLE), CAST(_c23_0 AS DOUBLE)) END AS DOUBLE) AS _c56_3
  FROM (
    SELECT _c1_7 AS _c6_0, CAST(`sum`(_c2_15) AS DECIMAL(38,2)) AS _c7_0
    FROM (
      SELECT `ca_address_sk` AS _c1_0, `ca_county` AS _c1_7
      FROM {src1}
    ) AS _q1 JOIN (
      SELECT *
      FROM (
        SELECT `ss_sold_date_sk` AS _c2_0, `ss_addr_sk` AS _c2_6, `ss_ext_sales_price` AS _c2_15
        FROM {src2}
      ) AS _q2 JOIN (
        SELECT *
        FROM (
          SELECT `d_date_sk` AS _c3_0, `d_qoy` AS _c3_10, `d_year` AS _c3_6
          FROM {src3}
        ) AS _q3
        WHERE _c3_6 = 2000L AND _c3_6 IS NOT NULL AND _c3_10 = 3L AND _c3_10 IS NOT NULL AND _c3_0 >= 2450816L AND _c3_0 <= 2452642L
      ) AS _q4 ON _c2_0 = _c3_0
    ) AS _q5 ON _c1_0 = _c2_6
    GROUP BY _c1_7, _c3_10, _c3_6
  ) AS _q6 JOIN (
    SELECT _c14_0, _c14_2, _c15_0, _c23_0, _c31_0, _c39_0, _c47_0
    FROM (
      SELECT _c9_7 AS _c14_0, _c11_6 AS _c14_2, CAST(`sum`(_c10_15) AS DECIMAL(38,2)) AS _c15_0
      FROM (
        SELECT `ca_address_sk` AS _c9_0, `ca_county` AS _c9_7
        FROM {src1}
      ) AS _q7 JOIN (
        SELECT *
        FROM (
          SELECT `ss_sold_date_sk` AS _c10_0, `ss_addr_sk` AS _c10_6, `ss_ext_sales_price` AS _c10_15
          FROM {src2}
        ) AS _q8 JOIN (
          SELECT *
          FROM (
            SELECT `d_date_sk` AS _c11_0, `d_qoy` AS _c11_10, `d_year` AS _c11_6
            FROM {src3}
          ) AS _q9
          WHERE _c11_6 = 2000L AND _c11_6 IS NOT NULL AND _c11_10 = 1L AND _c11_10 IS NOT NULL AND _c11_0 >= 2450816L AND _c11_0 <= 2452642L
        ) AS _q10 ON _c10_0 = _c11_0
      ) AS _q11 ON _c9_0 = _c10_6
      GROUP BY _c9_7, _c11_10, _c11_6
    ) AS _q12 JOIN (
      SELECT _c22_0, _c23_0, _c30_0, _c31_0, _c39_0, _c47_0
      FROM (
        SELECT _c17_7 AS _c22_0, CAST(`sum`(_c18_15) AS DECIMAL(38,2)) AS _c23_0
        FROM (
          SELECT `ca_address_sk` AS _c17_0, `ca_county` AS _c17_7
          FROM {src1}
        ) AS _q13 JOIN (
          SELECT *
          FROM (
            SELECT `ss_sold_date_sk` AS _c18_0, `ss_addr_sk` AS _c18_6, `ss_ext_sales_price` AS _c18_15
            FROM {src2}
          ) AS _q14 JOIN (
            SELECT *
            FROM (
              SELECT `d_date_sk` AS _c19_0, `d_qoy` AS _c19_10, `d_year` AS _c19_6
              FROM {src3}
            ) AS _q15
            WHERE _c19_6 = 2000L AND _c19_6 IS NOT NULL AND _c19_10 = 2L AND _c19_10 IS NOT NULL AND _c19_0 >= 2450816L AND _c19_0 <= 2452642L
          ) AS _q16 ON _c18_0 = _c19_0
        ) AS _q17 ON _c17_0 = _c18_6
        GROUP BY _c17_7, _c19_10, _c19_6
      ) AS _q18 JOIN (
        SELECT _c30_0, _c31_0, _c38_0, _c39_0, _c47_0
        FROM (
          SELECT _c25_7 AS _c30_0, CAST(`sum`(_c26_23) AS DECIMAL(38,2)) AS _c31_0
          FROM (
            SELECT *
            FROM (
              SELECT `ca_address_sk` AS _c25_0, `ca_county` AS _c25_7
              FROM {src1}
            ) AS _q19
            WHERE _c25_0 >= 2L AND _c25_0 IS NOT NULL
          ) AS _q20 JOIN (
            SELECT *
            FROM (
              SELECT `ws_sold_date_sk` AS _c26_0, `ws_bill_addr_sk` AS _c26_7, `ws_ext_sales_price` AS _c26_23
              FROM {src4}
            ) AS _q21 JOIN (
              SELECT *
              FROM (
                SELECT `d_date_sk` AS _c27_0, `d_qoy` AS _c27_10, `d_year` AS _c27_6
                FROM {src3}
              ) AS _q22
              WHERE _c27_6 = 2000L AND _c27_6 IS NOT NULL AND _c27_10 = 1L AND _c27_10 IS NOT NULL AND _c27_0 >= 2450818L AND _c27_0 <= 2452642L
            ) AS _q23 ON _c26_0 = _c27_0
          ) AS _q24 ON _c25_0 = _c26_7
          GROUP BY _c25_7, _c27_10, _c27_6
        ) AS _q25 JOIN (
          SELECT *
          FROM (
            SELECT _c33_7 AS _c38_0, CAST(`sum`(_c34_23) AS DECIMAL(38,2)) AS _c39_0
            FROM (
              SELECT *
              FROM (
                SELECT `ca_address_sk` AS _c33_0, `ca_county` AS _c33_7
                FROM {src1}
              ) AS _q26
              WHERE _c33_0 >= 2L AND _c33_0 IS NOT NULL
            ) AS _q27 JOIN (
              SELECT *
              FROM (
                SELECT `ws_sold_date_sk` AS _c34_0, `ws_bill_addr_sk` AS _c34_7, `ws_ext_sales_price` AS _c34_23
                FROM {src4}
              ) AS _q28 JOIN (
                SELECT *
                FROM (
                  SELECT `d_date_sk` AS _c35_0, `d_qoy` AS _c35_10, `d_year` AS _c35_6
                  FROM {src3}
                ) AS _q29
                WHERE _c35_10 = 2L AND _c35_10 IS NOT NULL AND _c35_6 = 2000L AND _c35_6 IS NOT NULL AND _c35_0 >= 2450818L AND _c35_0 <= 2452642L
              ) AS _q30 ON _c34_0 = _c35_0
            ) AS _q31 ON _c33_0 = _c34_7
            GROUP BY _c33_7, _c35_10, _c35_6
          ) AS _q32 JOIN (
            SELECT _c41_7 AS _c46_0, CAST(`sum`(_c42_23) AS DECIMAL(38,2)) AS _c47_0
            FROM (
              SELECT *
              FROM (
                SELECT `ca_address_sk` AS _c41_0, `ca_county` AS _c41_7
                FROM {src1}
              ) AS _q33
              WHERE _c41_0 >= 2L AND _c41_0 IS NOT NULL
            ) AS _q34 JOIN (
              SELECT *
              FROM (
                SELECT `ws_sold_date_sk` AS _c42_0, `ws_bill_addr_sk` AS _c42_7, `ws_ext_sales_price` AS _c42_23
                FROM {src4}
              ) AS _q35 JOIN (
                SELECT *
                FROM (
                  SELECT `d_date_sk` AS _c43_0, `d_qoy` AS _c43_10, `d_year` AS _c43_6
                  FROM {src3}
                ) AS _q36
                WHERE _c43_10 = 3L AND _c43_10 IS NOT NULL AND _c43_6 = 2000L AND _c43_6 IS NOT NULL AND _c43_0 >= 2450818L AND _c43_0 <= 2452642L
              ) AS _q37 ON _c42_0 = _c43_0
            ) AS _q38 ON _c41_0 = _c42_7
            GROUP BY _c41_7, _c43_10, _c43_6
          ) AS _q39 ON _c38_0 = _c46_0
        ) AS _q40 ON _c30_0 = _c38_0
      ) AS _q41 ON _c22_0 = _c30_0
    ) AS _q42 ON _c14_0 = _c22_0
    WHERE CASE WHEN _c31_0 > CAST(0.00BD AS DECIMAL(38,2)) THEN CAST(CASE WHEN CAST(_c31_0 AS DOUBLE) = 0 THEN NULL ELSE `try_divide`(CAST(CAST(_c39_0 * CAST(1.0000BD AS DECIMAL(38,4)) AS DECIMAL(38,6)) AS DOUBLE), CAST(_c31_0 AS DOUBLE)) END AS DOUBLE) ELSE CAST(NULL AS DOUBLE) END > CASE WHEN _c15_0 > CAST(0.00BD AS DECIMAL(38,2)) THEN CAST(CASE WHEN CAST(_c15_0 AS DOUBLE) = 0 THEN NULL ELSE `try_divide`(CAST(CAST(_c23_0 * CAST(1.0000BD AS DECIMAL(38,4)) AS DECIMAL(38,6)) AS DOUBLE), CAST(_c15_0 AS DOUBLE)) END AS DOUBLE) ELSE CAST(NULL AS DOUBLE) END
  ) AS _q43 ON _c6_0 = _c14_0
  WHERE CASE WHEN _c39_0 > CAST(0.00BD AS DECIMAL(38,2)) THEN CAST(CASE WHEN CAST(_c39_0 AS DOUBLE) = 0 THEN NULL ELSE `try_divide`(CAST(CAST(_c47_0 * CAST(1.0000BD AS DECIMAL(38,4)) AS DECIMAL(38,6)) AS DOUBLE), CAST(_c39_0 AS DOUBLE)) END AS DOUBLE) ELSE CAST(NULL AS DOUBLE) END > CASE WHEN _c23_0 > CAST(0.00BD AS DECIMAL(38,2)) THEN CAST(CASE WHEN CAST(_c23_0 AS DOUBLE) = 0 THEN NULL ELSE `try_divide`(CAST(CAST(_c7_0 * CAST(1.0000BD AS DECIMAL(38,4)) AS DECIMAL(38,6)) AS DOUBLE), CAST(_c23_0 AS DOUBLE)) END AS DOUBLE) ELSE CAST(NULL AS DOUBLE) END
  ORDER BY _c14_0 ASC NULLS LAST
) AS _q44
