-- tpcds_datafusion/q31: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c6_0 AS `ca_county`, _c6_2 AS `d_year`, _c52_0 AS `web_q1_q2_increase`, _c52_1 AS `store_q1_q2_increase`, _c52_2 AS `web_q2_q3_increase`, _c52_3 AS `store_q2_q3_increase`
FROM (
  SELECT _c6_0, _c6_2, CAST(CASE WHEN CAST(_c32_0 AS DOUBLE) = 0 THEN _c51_0 * `signum`(`atan2`(CAST(_c32_0 AS DOUBLE), (-1.0D))) * CAST('Infinity' AS DOUBLE) ELSE `try_divide`(_c51_0, CAST(_c32_0 AS DOUBLE)) END AS DOUBLE) AS _c52_0, CAST(CASE WHEN CAST(_c7_0 AS DOUBLE) = 0 THEN _c51_1 * `signum`(`atan2`(CAST(_c7_0 AS DOUBLE), (-1.0D))) * CAST('Infinity' AS DOUBLE) ELSE `try_divide`(_c51_1, CAST(_c7_0 AS DOUBLE)) END AS DOUBLE) AS _c52_1, CAST(CASE WHEN _c51_0 = 0 THEN CAST(_c49_0 AS DOUBLE) * `signum`(`atan2`(_c51_0, (-1.0D))) * CAST('Infinity' AS DOUBLE) ELSE `try_divide`(CAST(_c49_0 AS DOUBLE), _c51_0) END AS DOUBLE) AS _c52_2, CAST(CASE WHEN _c51_1 = 0 THEN CAST(_c23_0 AS DOUBLE) * `signum`(`atan2`(_c51_1, (-1.0D))) * CAST('Infinity' AS DOUBLE) ELSE `try_divide`(CAST(_c23_0 AS DOUBLE), _c51_1) END AS DOUBLE) AS _c52_3
  FROM (
    SELECT CAST(_c40_0 AS DOUBLE) AS _c51_0, CAST(_c15_0 AS DOUBLE) AS _c51_1, _c6_0, _c6_2, _c7_0, _c23_0, _c32_0, _c49_0
    FROM (
      SELECT _c6_0, _c6_2, _c7_0, _c15_0, _c23_0, _c31_0, _c32_0, _c40_0
      FROM (
        SELECT _c6_0, _c6_2, _c7_0, _c15_0, _c23_0
        FROM (
          SELECT _c4_7 AS _c6_0, _c2_6 AS _c6_2, CAST(`sum`(_c1_15) AS DECIMAL(38,2)) AS _c7_0
          FROM (
            SELECT _c1_6, _c1_15, _c2_6, _c2_10
            FROM (
              SELECT `ss_sold_date_sk` AS _c1_0, `ss_addr_sk` AS _c1_6, `ss_ext_sales_price` AS _c1_15
              FROM {src1}
            ) AS _q1 JOIN (
              SELECT *
              FROM (
                SELECT `d_date_sk` AS _c2_0, `d_year` AS _c2_6, `d_qoy` AS _c2_10
                FROM {src2}
              ) AS _q2
              WHERE _c2_10 = 1L AND _c2_6 = 2000L
            ) AS _q3 ON _c1_0 = _c2_0
          ) AS _q4 JOIN (
            SELECT `ca_address_sk` AS _c4_0, `ca_county` AS _c4_7
            FROM {src3}
          ) AS _q5 ON _c1_6 = _c4_0
          GROUP BY _c4_7, _c2_10, _c2_6
        ) AS _q6 JOIN (
          SELECT _c12_7 AS _c14_0, CAST(`sum`(_c9_15) AS DECIMAL(38,2)) AS _c15_0
          FROM (
            SELECT _c9_6, _c9_15, _c10_6, _c10_10
            FROM (
              SELECT `ss_sold_date_sk` AS _c9_0, `ss_addr_sk` AS _c9_6, `ss_ext_sales_price` AS _c9_15
              FROM {src1}
            ) AS _q7 JOIN (
              SELECT *
              FROM (
                SELECT `d_date_sk` AS _c10_0, `d_year` AS _c10_6, `d_qoy` AS _c10_10
                FROM {src2}
              ) AS _q8
              WHERE _c10_10 = 2L AND _c10_6 = 2000L
            ) AS _q9 ON _c9_0 = _c10_0
          ) AS _q10 JOIN (
            SELECT `ca_address_sk` AS _c12_0, `ca_county` AS _c12_7
            FROM {src3}
          ) AS _q11 ON _c9_6 = _c12_0
          GROUP BY _c12_7, _c10_10, _c10_6
        ) AS _q12 ON _c6_0 = _c14_0 JOIN (
          SELECT _c20_7 AS _c22_0, CAST(`sum`(_c17_15) AS DECIMAL(38,2)) AS _c23_0
          FROM (
            SELECT _c17_6, _c17_15, _c18_6, _c18_10
            FROM (
              SELECT `ss_sold_date_sk` AS _c17_0, `ss_addr_sk` AS _c17_6, `ss_ext_sales_price` AS _c17_15
              FROM {src1}
            ) AS _q13 JOIN (
              SELECT *
              FROM (
                SELECT `d_date_sk` AS _c18_0, `d_year` AS _c18_6, `d_qoy` AS _c18_10
                FROM {src2}
              ) AS _q14
              WHERE _c18_10 = 3L AND _c18_6 = 2000L
            ) AS _q15 ON _c17_0 = _c18_0
          ) AS _q16 JOIN (
            SELECT `ca_address_sk` AS _c20_0, `ca_county` AS _c20_7
            FROM {src3}
          ) AS _q17 ON _c17_6 = _c20_0
          GROUP BY _c20_7, _c18_10, _c18_6
        ) AS _q18 ON _c14_0 = _c22_0
      ) AS _q19 JOIN (
        SELECT _c29_7 AS _c31_0, CAST(`sum`(_c26_23) AS DECIMAL(38,2)) AS _c32_0
        FROM (
          SELECT _c26_7, _c26_23, _c27_6, _c27_10
          FROM (
            SELECT `ws_sold_date_sk` AS _c26_0, `ws_bill_addr_sk` AS _c26_7, `ws_ext_sales_price` AS _c26_23
            FROM {src4}
          ) AS _q20 JOIN (
            SELECT *
            FROM (
              SELECT `d_date_sk` AS _c27_0, `d_year` AS _c27_6, `d_qoy` AS _c27_10
              FROM {src2}
            ) AS _q21
            WHERE _c27_10 = 1L AND _c27_6 = 2000L
          ) AS _q22 ON _c26_0 = _c27_0
        ) AS _q23 JOIN (
          SELECT `ca_address_sk` AS _c29_0, `ca_county` AS _c29_7
          FROM {src3}
        ) AS _q24 ON _c26_7 = _c29_0
        GROUP BY _c29_7, _c27_10, _c27_6
      ) AS _q25 ON _c6_0 = _c31_0 JOIN (
        SELECT _c37_7 AS _c39_0, CAST(`sum`(_c34_23) AS DECIMAL(38,2)) AS _c40_0
        FROM (
          SELECT _c34_7, _c34_23, _c35_6, _c35_10
          FROM (
            SELECT `ws_sold_date_sk` AS _c34_0, `ws_bill_addr_sk` AS _c34_7, `ws_ext_sales_price` AS _c34_23
            FROM {src4}
          ) AS _q26 JOIN (
            SELECT *
            FROM (
              SELECT `d_date_sk` AS _c35_0, `d_year` AS _c35_6, `d_qoy` AS _c35_10
              FROM {src2}
            ) AS _q27
            WHERE _c35_10 = 2L AND _c35_6 = 2000L
          ) AS _q28 ON _c34_0 = _c35_0
        ) AS _q29 JOIN (
          SELECT `ca_address_sk` AS _c37_0, `ca_county` AS _c37_7
          FROM {src3}
        ) AS _q30 ON _c34_7 = _c37_0
        GROUP BY _c37_7, _c35_10, _c35_6
      ) AS _q31 ON _c31_0 = _c39_0 AND CASE WHEN _c32_0 > CAST(0.00BD AS DECIMAL(17,2)) THEN CAST(CASE WHEN CAST(_c32_0 AS DOUBLE) = 0 THEN CAST(_c40_0 AS DOUBLE) * `signum`(`atan2`(CAST(_c32_0 AS DOUBLE), (-1.0D))) * CAST('Infinity' AS DOUBLE) ELSE `try_divide`(CAST(_c40_0 AS DOUBLE), CAST(_c32_0 AS DOUBLE)) END AS DOUBLE) ELSE CAST(NULL AS DOUBLE) END > CASE WHEN _c7_0 > CAST(0.00BD AS DECIMAL(17,2)) THEN CAST(CASE WHEN CAST(_c7_0 AS DOUBLE) = 0 THEN CAST(_c15_0 AS DOUBLE) * `signum`(`atan2`(CAST(_c7_0 AS DOUBLE), (-1.0D))) * CAST('Infinity' AS DOUBLE) ELSE `try_divide`(CAST(_c15_0 AS DOUBLE), CAST(_c7_0 AS DOUBLE)) END AS DOUBLE) ELSE CAST(NULL AS DOUBLE) END
    ) AS _q32 JOIN (
      SELECT _c46_7 AS _c48_0, CAST(`sum`(_c43_23) AS DECIMAL(38,2)) AS _c49_0
      FROM (
        SELECT _c43_7, _c43_23, _c44_6, _c44_10
        FROM (
          SELECT `ws_sold_date_sk` AS _c43_0, `ws_bill_addr_sk` AS _c43_7, `ws_ext_sales_price` AS _c43_23
          FROM {src4}
        ) AS _q33 JOIN (
          SELECT *
          FROM (
            SELECT `d_date_sk` AS _c44_0, `d_year` AS _c44_6, `d_qoy` AS _c44_10
            FROM {src2}
          ) AS _q34
          WHERE _c44_10 = 3L AND _c44_6 = 2000L
        ) AS _q35 ON _c43_0 = _c44_0
      ) AS _q36 JOIN (
        SELECT `ca_address_sk` AS _c46_0, `ca_county` AS _c46_7
        FROM {src3}
      ) AS _q37 ON _c43_7 = _c46_0
      GROUP BY _c46_7, _c44_10, _c44_6
    ) AS _q38 ON _c31_0 = _c48_0 AND CASE WHEN _c40_0 > CAST(0.00BD AS DECIMAL(17,2)) THEN CAST(CASE WHEN CAST(_c40_0 AS DOUBLE) = 0 THEN CAST(_c49_0 AS DOUBLE) * `signum`(`atan2`(CAST(_c40_0 AS DOUBLE), (-1.0D))) * CAST('Infinity' AS DOUBLE) ELSE `try_divide`(CAST(_c49_0 AS DOUBLE), CAST(_c40_0 AS DOUBLE)) END AS DOUBLE) ELSE CAST(NULL AS DOUBLE) END > CASE WHEN _c15_0 > CAST(0.00BD AS DECIMAL(17,2)) THEN CAST(CASE WHEN CAST(_c15_0 AS DOUBLE) = 0 THEN CAST(_c23_0 AS DOUBLE) * `signum`(`atan2`(CAST(_c15_0 AS DOUBLE), (-1.0D))) * CAST('Infinity' AS DOUBLE) ELSE `try_divide`(CAST(_c23_0 AS DOUBLE), CAST(_c15_0 AS DOUBLE)) END AS DOUBLE) ELSE CAST(NULL AS DOUBLE) END
  ) AS _q39
  ORDER BY _c6_0 ASC NULLS LAST
) AS _q40
