-- tpcds_datafusion/q57: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c8_0 AS `i_category`, _c8_1 AS `i_brand`, _c8_2 AS `cc_name`, _c8_3 AS `d_year`, _c8_4 AS `d_moy`, _c11_0 AS `avg_monthly_sales`, _c9_0 AS `sum_sales`, _c22_0 AS `psum`, _c34_0 AS `nsum`
FROM (
  SELECT _c8_0, _c8_1, _c8_2, _c8_3, _c8_4, _c11_0, _c9_0, _c22_0, _c34_0
  FROM (
    SELECT _c8_0, _c8_1, _c8_2, _c8_3, _c8_4, _c9_0, _c11_0, _c10_0, _c22_0
    FROM (
      SELECT _c8_0, _c8_1, _c8_2, _c8_3, _c8_4, _c9_0, _c11_0, _c10_0
      FROM (
        SELECT _c11_0 > CAST(0.000000BD AS DECIMAL(21,6)) AS _c12_0, _c8_0, _c8_1, _c8_2, _c8_3, _c8_4, _c9_0, _c10_0, _c11_0
        FROM (
          SELECT *, CAST(`avg`(_c9_0) OVER (PARTITION BY _c8_0, _c8_1, _c8_2, _c8_3 ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING) AS DECIMAL(38,2)) AS _c11_0
          FROM (
            SELECT *, CAST(`rank`() OVER (PARTITION BY _c8_0, _c8_1, _c8_2 ORDER BY _c8_3 ASC NULLS LAST, _c8_4 ASC NULLS LAST) AS BIGINT) AS _c10_0
            FROM (
              SELECT _c1_12 AS _c8_0, _c1_8 AS _c8_1, _c6_6 AS _c8_2, _c4_6 AS _c8_3, _c4_8 AS _c8_4, CAST(`sum`(_c2_21) AS DECIMAL(38,2)) AS _c9_0
              FROM (
                SELECT _c1_8, _c1_12, _c2_11, _c2_21, _c4_6, _c4_8
                FROM (
                  SELECT _c1_8, _c1_12, _c2_0, _c2_11, _c2_21
                  FROM (
                    SELECT `i_item_sk` AS _c1_0, `i_brand` AS _c1_8, `i_category` AS _c1_12
                    FROM {src1}
                  ) AS _q1 JOIN (
                    SELECT `cs_sold_date_sk` AS _c2_0, `cs_call_center_sk` AS _c2_11, `cs_item_sk` AS _c2_15, `cs_sales_price` AS _c2_21
                    FROM {src2}
                  ) AS _q2 ON _c1_0 = _c2_15
                ) AS _q3 JOIN (
                  SELECT *
                  FROM (
                    SELECT `d_date_sk` AS _c4_0, `d_year` AS _c4_6, `d_moy` AS _c4_8
                    FROM {src3}
                  ) AS _q4
                  WHERE (_c4_6 = 1999L OR _c4_6 = 1998L AND _c4_8 = 12L OR _c4_6 = 2000L AND _c4_8 = 1L)
                ) AS _q5 ON _c2_0 = _c4_0
              ) AS _q6 JOIN (
                SELECT `cc_call_center_sk` AS _c6_0, `cc_name` AS _c6_6
                FROM {src4}
              ) AS _q7 ON _c2_11 = _c6_0
              GROUP BY _c1_12, _c1_8, _c6_6, _c4_6, _c4_8
            ) AS _q8
          ) AS _q9
          WHERE _c8_3 = 1999L
        ) AS _q10
      ) AS _q11
      WHERE _c12_0 AND CASE WHEN _c12_0 THEN CAST(CASE WHEN _c11_0 = 0 THEN `raise_error`('divide: division by zero') ELSE CASE WHEN `try_divide`(CAST(`abs`(CAST(_c9_0 - _c11_0 AS DECIMAL(22,6))) AS DECIMAL(22,6)), _c11_0) IS NULL AND CAST(`abs`(CAST(_c9_0 - _c11_0 AS DECIMAL(22,6))) AS DECIMAL(22,6)) IS NOT NULL AND _c11_0 IS NOT NULL THEN `raise_error`('divide: decimal overflow') ELSE `try_divide`(CAST(`abs`(CAST(_c9_0 - _c11_0 AS DECIMAL(22,6))) AS DECIMAL(22,6)), _c11_0) END END AS DECIMAL(32,10)) ELSE CAST(NULL AS DECIMAL(32,10)) END > CAST(0.1000000000BD AS DECIMAL(32,10))
    ) AS _q12 JOIN (
      SELECT _c21_0, _c21_1, _c21_2, _c22_0, _c23_0
      FROM (
        SELECT *, CAST(`rank`() OVER (PARTITION BY _c21_0, _c21_1, _c21_2 ORDER BY _c21_3 ASC NULLS LAST, _c21_4 ASC NULLS LAST) AS BIGINT) AS _c23_0
        FROM (
          SELECT _c14_12 AS _c21_0, _c14_8 AS _c21_1, _c19_6 AS _c21_2, _c17_6 AS _c21_3, _c17_8 AS _c21_4, CAST(`sum`(_c15_21) AS DECIMAL(38,2)) AS _c22_0
          FROM (
            SELECT _c14_8, _c14_12, _c15_11, _c15_21, _c17_6, _c17_8
            FROM (
              SELECT _c14_8, _c14_12, _c15_0, _c15_11, _c15_21
              FROM (
                SELECT `i_item_sk` AS _c14_0, `i_brand` AS _c14_8, `i_category` AS _c14_12
                FROM {src1}
              ) AS _q13 JOIN (
                SELECT `cs_sold_date_sk` AS _c15_0, `cs_call_center_sk` AS _c15_11, `cs_item_sk` AS _c15_15, `cs_sales_price` AS _c15_21
                FROM {src2}
              ) AS _q14 ON _c14_0 = _c15_15
            ) AS _q15 JOIN (
              SELECT *
              FROM (
                SELECT `d_date_sk` AS _c17_0, `d_year` AS _c17_6, `d_moy` AS _c17_8
                FROM {src3}
              ) AS _q16
              WHERE (_c17_6 = 1999L OR _c17_6 = 1998L AND _c17_8 = 12L OR _c17_6 = 2000L AND _c17_8 = 1L)
            ) AS _q17 ON _c15_0 = _c17_0
          ) AS _q18 JOIN (
            SELECT `cc_call_center_sk` AS _c19_0, `cc_name` AS _c19_6
            FROM {src4}
          ) AS _q19 ON _c15_11 = _c19_0
          GROUP BY _c14_12, _c14_8, _c19_6, _c17_6, _c17_8
        ) AS _q20
      ) AS _q21
    ) AS _q22 ON _c8_0 = _c21_0 AND _c8_1 = _c21_1 AND _c8_2 = _c21_2 AND CAST(_c10_0 AS DECIMAL(21,0)) = CAST(CAST(_c23_0 AS DECIMAL(20,0)) + CAST(1BD AS DECIMAL(20,0)) AS DECIMAL(21,0))
  ) AS _q23 JOIN (
    SELECT _c33_0, _c33_1, _c33_2, _c34_0, _c35_0
    FROM (
      SELECT *, CAST(`rank`() OVER (PARTITION BY _c33_0, _c33_1, _c33_2 ORDER BY _c33_3 ASC NULLS LAST, _c33_4 ASC NULLS LAST) AS BIGINT) AS _c35_0
      FROM (
        SELECT _c26_12 AS _c33_0, _c26_8 AS _c33_1, _c31_6 AS _c33_2, _c29_6 AS _c33_3, _c29_8 AS _c33_4, CAST(`sum`(_c27_21) AS DECIMAL(38,2)) AS _c34_0
        FROM (
          SELECT _c26_8, _c26_12, _c27_11, _c27_21, _c29_6, _c29_8
          FROM (
            SELECT _c26_8, _c26_12, _c27_0, _c27_11, _c27_21
            FROM (
              SELECT `i_item_sk` AS _c26_0, `i_brand` AS _c26_8, `i_category` AS _c26_12
              FROM {src1}
            ) AS _q24 JOIN (
              SELECT `cs_sold_date_sk` AS _c27_0, `cs_call_center_sk` AS _c27_11, `cs_item_sk` AS _c27_15, `cs_sales_price` AS _c27_21
              FROM {src2}
            ) AS _q25 ON _c26_0 = _c27_15
          ) AS _q26 JOIN (
            SELECT *
            FROM (
              SELECT `d_date_sk` AS _c29_0, `d_year` AS _c29_6, `d_moy` AS _c29_8
              FROM {src3}
            ) AS _q27
            WHERE (_c29_6 = 1999L OR _c29_6 = 1998L AND _c29_8 = 12L OR _c29_6 = 2000L AND _c29_8 = 1L)
          ) AS _q28 ON _c27_0 = _c29_0
        ) AS _q29 JOIN (
          SELECT `cc_call_center_sk` AS _c31_0, `cc_name` AS _c31_6
          FROM {src4}
        ) AS _q30 ON _c27_11 = _c31_0
        GROUP BY _c26_12, _c26_8, _c31_6, _c29_6, _c29_8
      ) AS _q31
    ) AS _q32
  ) AS _q33 ON _c8_0 = _c33_0 AND _c8_1 = _c33_1 AND _c8_2 = _c33_2 AND CAST(_c10_0 AS DECIMAL(21,0)) = CAST(CAST(_c35_0 AS DECIMAL(20,0)) - CAST(1BD AS DECIMAL(20,0)) AS DECIMAL(21,0))
  ORDER BY CAST(_c9_0 - _c11_0 AS DECIMAL(22,6)) ASC NULLS FIRST, _c8_0 ASC NULLS LAST, _c8_1 ASC NULLS LAST, _c8_2 ASC NULLS LAST, _c8_3 ASC NULLS LAST, _c8_4 ASC NULLS LAST, _c22_0 ASC NULLS LAST, _c34_0 ASC NULLS LAST
  LIMIT 100
) AS _q34
