-- tpcds_datafusion/q36: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c44_0 AS `gross_margin`, _c44_1 AS `i_category`, _c44_2 AS `i_class`, _c44_5 AS `lochierarchy`, _c47_0 AS `rank_within_parent`
FROM (
  SELECT *
  FROM (
    SELECT _c44_0, _c44_1, _c44_2, _c44_5, CAST(`rank`() OVER (PARTITION BY _c44_5, CASE WHEN _c44_4 = 0L THEN CAST(_c44_1 AS STRING) END ORDER BY _c44_0 ASC NULLS LAST) AS BIGINT) AS _c47_0
    FROM (
      SELECT DISTINCT _c12_0 AS _c44_0, _c10_0 AS _c44_1, _c10_1 AS _c44_2, _c13_0 AS _c44_3, _c13_1 AS _c44_4, _c13_2 AS _c44_5
      FROM (
        SELECT *, 0L AS _c13_0, 0L AS _c13_1, 0L AS _c13_2
        FROM (
          SELECT CAST(CASE WHEN CAST(_c11_1 AS DOUBLE) = 0 THEN CAST(_c11_0 AS DOUBLE) * `signum`(`atan2`(CAST(_c11_1 AS DOUBLE), (-1.0D))) * CAST('Infinity' AS DOUBLE) ELSE `try_divide`(CAST(_c11_0 AS DOUBLE), CAST(_c11_1 AS DOUBLE)) END AS DOUBLE) AS _c12_0, _c10_0, _c10_1
          FROM (
            SELECT _c5_12 AS _c10_0, _c5_10 AS _c10_1, CAST(`sum`(_c1_22) AS DECIMAL(38,2)) AS _c11_0, CAST(`sum`(_c1_15) AS DECIMAL(38,2)) AS _c11_1
            FROM (
              SELECT _c1_7, _c1_15, _c1_22, _c5_10, _c5_12
              FROM (
                SELECT _c1_2, _c1_7, _c1_15, _c1_22
                FROM (
                  SELECT `ss_sold_date_sk` AS _c1_0, `ss_item_sk` AS _c1_2, `ss_store_sk` AS _c1_7, `ss_ext_sales_price` AS _c1_15, `ss_net_profit` AS _c1_22
                  FROM {src1}
                ) AS _q1 JOIN (
                  SELECT _c2_0
                  FROM (
                    SELECT `d_date_sk` AS _c2_0, `d_year` AS _c2_6
                    FROM {src2}
                  ) AS _q2
                  WHERE _c2_6 = 2001L
                ) AS _q3 ON _c1_0 = _c2_0
              ) AS _q4 JOIN (
                SELECT `i_item_sk` AS _c5_0, `i_class` AS _c5_10, `i_category` AS _c5_12
                FROM {src3}
              ) AS _q5 ON _c1_2 = _c5_0
            ) AS _q6 JOIN (
              SELECT _c7_0
              FROM (
                SELECT `s_store_sk` AS _c7_0, `s_state` AS _c7_24
                FROM {src4}
              ) AS _q7
              WHERE _c7_24 = 'TN'
            ) AS _q8 ON _c1_7 = _c7_0
            GROUP BY _c5_12, _c5_10
          ) AS _q9
        ) AS _q10
        UNION ALL
        SELECT CAST(CASE WHEN CAST(_c27_1 AS DOUBLE) = 0 THEN CAST(_c27_0 AS DOUBLE) * `signum`(`atan2`(CAST(_c27_1 AS DOUBLE), (-1.0D))) * CAST('Infinity' AS DOUBLE) ELSE `try_divide`(CAST(_c27_0 AS DOUBLE), CAST(_c27_1 AS DOUBLE)) END AS DOUBLE) AS _c28_0, _c26_0, CAST(NULL AS STRING) AS _c28_1, 0L AS _c28_2, 1L AS _c28_3, 1L AS _c28_4
        FROM (
          SELECT _c23_0 AS _c26_0, CAST(`sum`(_c24_0) AS DECIMAL(38,2)) AS _c27_0, CAST(`sum`(_c24_1) AS DECIMAL(38,2)) AS _c27_1
          FROM (
            SELECT CAST(`sum`(_c14_22) AS DECIMAL(38,2)) AS _c24_0, CAST(`sum`(_c14_15) AS DECIMAL(38,2)) AS _c24_1, _c18_12 AS _c23_0
            FROM (
              SELECT _c14_7, _c14_15, _c14_22, _c18_10, _c18_12
              FROM (
                SELECT _c14_2, _c14_7, _c14_15, _c14_22
                FROM (
                  SELECT `ss_sold_date_sk` AS _c14_0, `ss_item_sk` AS _c14_2, `ss_store_sk` AS _c14_7, `ss_ext_sales_price` AS _c14_15, `ss_net_profit` AS _c14_22
                  FROM {src1}
                ) AS _q11 JOIN (
                  SELECT _c15_0
                  FROM (
                    SELECT `d_date_sk` AS _c15_0, `d_year` AS _c15_6
                    FROM {src2}
                  ) AS _q12
                  WHERE _c15_6 = 2001L
                ) AS _q13 ON _c14_0 = _c15_0
              ) AS _q14 JOIN (
                SELECT `i_item_sk` AS _c18_0, `i_class` AS _c18_10, `i_category` AS _c18_12
                FROM {src3}
              ) AS _q15 ON _c14_2 = _c18_0
            ) AS _q16 JOIN (
              SELECT _c20_0
              FROM (
                SELECT `s_store_sk` AS _c20_0, `s_state` AS _c20_24
                FROM {src4}
              ) AS _q17
              WHERE _c20_24 = 'TN'
            ) AS _q18 ON _c14_7 = _c20_0
            GROUP BY _c18_12, _c18_10
          ) AS _q19
          GROUP BY _c23_0
        ) AS _q20
        UNION ALL
        SELECT CAST(CASE WHEN CAST(_c42_1 AS DOUBLE) = 0 THEN CAST(_c42_0 AS DOUBLE) * `signum`(`atan2`(CAST(_c42_1 AS DOUBLE), (-1.0D))) * CAST('Infinity' AS DOUBLE) ELSE `try_divide`(CAST(_c42_0 AS DOUBLE), CAST(_c42_1 AS DOUBLE)) END AS DOUBLE) AS _c43_0, CAST(NULL AS STRING) AS _c43_1, CAST(NULL AS STRING) AS _c43_2, 1L AS _c43_3, 1L AS _c43_4, 2L AS _c43_5
        FROM (
          SELECT CAST(`sum`(_c39_0) AS DECIMAL(38,2)) AS _c42_0, CAST(`sum`(_c39_1) AS DECIMAL(38,2)) AS _c42_1
          FROM (
            SELECT CAST(`sum`(_c29_22) AS DECIMAL(38,2)) AS _c39_0, CAST(`sum`(_c29_15) AS DECIMAL(38,2)) AS _c39_1
            FROM (
              SELECT _c29_7, _c29_15, _c29_22, _c33_10, _c33_12
              FROM (
                SELECT _c29_2, _c29_7, _c29_15, _c29_22
                FROM (
                  SELECT `ss_sold_date_sk` AS _c29_0, `ss_item_sk` AS _c29_2, `ss_store_sk` AS _c29_7, `ss_ext_sales_price` AS _c29_15, `ss_net_profit` AS _c29_22
                  FROM {src1}
                ) AS _q21 JOIN (
                  SELECT _c30_0
                  FROM (
                    SELECT `d_date_sk` AS _c30_0, `d_year` AS _c30_6
                    FROM {src2}
                  ) AS _q22
                  WHERE _c30_6 = 2001L
                ) AS _q23 ON _c29_0 = _c30_0
              ) AS _q24 JOIN (
                SELECT `i_item_sk` AS _c33_0, `i_class` AS _c33_10, `i_category` AS _c33_12
                FROM {src3}
              ) AS _q25 ON _c29_2 = _c33_0
            ) AS _q26 JOIN (
              SELECT _c35_0
              FROM (
                SELECT `s_store_sk` AS _c35_0, `s_state` AS _c35_24
                FROM {src4}
              ) AS _q27
              WHERE _c35_24 = 'TN'
            ) AS _q28 ON _c29_7 = _c35_0
            GROUP BY _c33_12, _c33_10
          ) AS _q29
        ) AS _q30
      ) AS _q31
    ) AS _q32
  ) AS _q33
  ORDER BY _c44_5 DESC NULLS FIRST, CASE WHEN _c44_5 = 0L THEN CAST(_c44_1 AS STRING) END ASC NULLS FIRST, _c47_0 ASC NULLS FIRST
  LIMIT 100
) AS _q34
