-- tpcds_datafusion/q67: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
WITH
_shared_c12_0 AS (
  SELECT CAST(_c1_13 * CAST(_c1_10 AS DECIMAL(20,0)) AS DECIMAL(28,2)) AS _c8_0, _c2_6, _c2_8, _c2_10, _c5_1, _c7_8, _c7_10, _c7_12, _c7_21, _c7_12 AS _c11_0, _c7_10 AS _c11_1, _c7_8 AS _c11_2, _c7_21 AS _c11_3, _c2_6 AS _c11_4, _c2_10 AS _c11_5, _c2_8 AS _c11_6, _c5_1 AS _c11_7
  FROM (
    SELECT _c1_2, _c1_10, _c1_13, _c2_6, _c2_8, _c2_10, _c5_1
    FROM (
      SELECT _c1_2, _c1_7, _c1_10, _c1_13, _c2_6, _c2_8, _c2_10
      FROM (
        SELECT `ss_sold_date_sk` AS _c1_0, `ss_item_sk` AS _c1_2, `ss_store_sk` AS _c1_7, `ss_quantity` AS _c1_10, `ss_sales_price` AS _c1_13
        FROM {src1}
      ) AS _q1 JOIN (
        SELECT _c2_0, _c2_6, _c2_8, _c2_10
        FROM (
          SELECT `d_date_sk` AS _c2_0, `d_month_seq` AS _c2_3, `d_year` AS _c2_6, `d_moy` AS _c2_8, `d_qoy` AS _c2_10
          FROM {src2}
        ) AS _q2
        WHERE _c2_3 >= 1200L AND _c2_3 <= 1211L
      ) AS _q3 ON _c1_0 = _c2_0
    ) AS _q4 JOIN (
      SELECT `s_store_sk` AS _c5_0, `s_store_id` AS _c5_1
      FROM {src3}
    ) AS _q5 ON _c1_7 = _c5_0
  ) AS _q6 JOIN (
    SELECT `i_item_sk` AS _c7_0, `i_brand` AS _c7_8, `i_class` AS _c7_10, `i_category` AS _c7_12, `i_product_name` AS _c7_21
    FROM {src4}
  ) AS _q7 ON _c1_2 = _c7_0
)
SELECT _c9_0 AS `i_category`, _c9_1 AS `i_class`, _c9_2 AS `i_brand`, _c9_3 AS `i_product_name`, _c9_4 AS `d_year`, _c9_5 AS `d_qoy`, _c9_6 AS `d_moy`, _c9_7 AS `s_store_id`, _c10_0 AS `sumsales`, _c24_0 AS `rk`
FROM (
  SELECT *
  FROM (
    SELECT _c9_0, _c9_1, _c9_2, _c9_3, _c9_4, _c9_5, _c9_6, _c9_7, _c10_0, CAST(`rank`() OVER (PARTITION BY _c9_0 ORDER BY _c10_0 DESC NULLS FIRST) AS BIGINT) AS _c24_0
    FROM (
      SELECT _c9_0_0 AS _c9_0, _c9_1_0 AS _c9_1, _c9_2_0 AS _c9_2, _c9_3_0 AS _c9_3, _c9_4_0 AS _c9_4, _c9_5_0 AS _c9_5, _c9_6_0 AS _c9_6, _c9_7_0 AS _c9_7, 0 AS _c13_0, _c10_0_0 AS _c10_0
      FROM (
        SELECT _c14_9 AS _c9_0_0, _c14_10 AS _c9_1_0, _c14_11 AS _c9_2_0, _c14_12 AS _c9_3_0, _c14_13 AS _c9_4_0, _c14_14 AS _c9_5_0, _c14_15 AS _c9_6_0, _c14_16 AS _c9_7_0, CAST(`sum`(CASE WHEN _c14_0 IS NOT NULL THEN _c14_0 ELSE CAST(0.00BD AS DECIMAL(28,2)) END) AS DECIMAL(38,2)) AS _c10_0_0
        FROM (
          SELECT _c8_0 AS _c14_0, _c2_6 AS _c14_1, _c2_8 AS _c14_2, _c2_10 AS _c14_3, _c5_1 AS _c14_4, _c7_8 AS _c14_5, _c7_10 AS _c14_6, _c7_12 AS _c14_7, _c7_21 AS _c14_8, _c11_0 AS _c14_9, _c11_1 AS _c14_10, _c11_2 AS _c14_11, _c11_3 AS _c14_12, _c11_4 AS _c14_13, _c11_5 AS _c14_14, _c11_6 AS _c14_15, _c11_7 AS _c14_16
          FROM _shared_c12_0
        ) AS _q8
        GROUP BY _c14_9, _c14_10, _c14_11, _c14_12, _c14_13, _c14_14, _c14_15, _c14_16
      ) AS _q9
      UNION ALL
      SELECT _c9_0_1 AS _c9_0, _c9_1_1 AS _c9_1, _c9_2_1 AS _c9_2, _c9_3_1 AS _c9_3, _c9_4_1 AS _c9_4, _c9_5_1 AS _c9_5, _c9_6_1 AS _c9_6, CAST(NULL AS STRING) AS _c9_7, 1 AS _c13_0, _c10_0_1 AS _c10_0
      FROM (
        SELECT _c15_9 AS _c9_0_1, _c15_10 AS _c9_1_1, _c15_11 AS _c9_2_1, _c15_12 AS _c9_3_1, _c15_13 AS _c9_4_1, _c15_14 AS _c9_5_1, _c15_15 AS _c9_6_1, CAST(`sum`(CASE WHEN _c15_0 IS NOT NULL THEN _c15_0 ELSE CAST(0.00BD AS DECIMAL(28,2)) END) AS DECIMAL(38,2)) AS _c10_0_1
        FROM (
          SELECT _c8_0 AS _c15_0, _c2_6 AS _c15_1, _c2_8 AS _c15_2, _c2_10 AS _c15_3, _c5_1 AS _c15_4, _c7_8 AS _c15_5, _c7_10 AS _c15_6, _c7_12 AS _c15_7, _c7_21 AS _c15_8, _c11_0 AS _c15_9, _c11_1 AS _c15_10, _c11_2 AS _c15_11, _c11_3 AS _c15_12, _c11_4 AS _c15_13, _c11_5 AS _c15_14, _c11_6 AS _c15_15, _c11_7 AS _c15_16
          FROM _shared_c12_0
        ) AS _q10
        GROUP BY _c15_9, _c15_10, _c15_11, _c15_12, _c15_13, _c15_14, _c15_15
      ) AS _q11
      UNION ALL
      SELECT _c9_0_2 AS _c9_0, _c9_1_2 AS _c9_1, _c9_2_2 AS _c9_2, _c9_3_2 AS _c9_3, _c9_4_2 AS _c9_4, _c9_5_2 AS _c9_5, CAST(NULL AS BIGINT) AS _c9_6, CAST(NULL AS STRING) AS _c9_7, 3 AS _c13_0, _c10_0_2 AS _c10_0
      FROM (
        SELECT _c16_9 AS _c9_0_2, _c16_10 AS _c9_1_2, _c16_11 AS _c9_2_2, _c16_12 AS _c9_3_2, _c16_13 AS _c9_4_2, _c16_14 AS _c9_5_2, CAST(`sum`(CASE WHEN _c16_0 IS NOT NULL THEN _c16_0 ELSE CAST(0.00BD AS DECIMAL(28,2)) END) AS DECIMAL(38,2)) AS _c10_0_2
        FROM (
          SELECT _c8_0 AS _c16_0, _c2_6 AS _c16_1, _c2_8 AS _c16_2, _c2_10 AS _c16_3, _c5_1 AS _c16_4, _c7_8 AS _c16_5, _c7_10 AS _c16_6, _c7_12 AS _c16_7, _c7_21 AS _c16_8, _c11_0 AS _c16_9, _c11_1 AS _c16_10, _c11_2 AS _c16_11, _c11_3 AS _c16_12, _c11_4 AS _c16_13, _c11_5 AS _c16_14, _c11_6 AS _c16_15, _c11_7 AS _c16_16
          FROM _shared_c12_0
        ) AS _q12
        GROUP BY _c16_9, _c16_10, _c16_11, _c16_12, _c16_13, _c16_14
      ) AS _q13
      UNION ALL
      SELECT _c9_0_3 AS _c9_0, _c9_1_3 AS _c9_1, _c9_2_3 AS _c9_2, _c9_3_3 AS _c9_3, _c9_4_3 AS _c9_4, CAST(NULL AS BIGINT) AS _c9_5, CAST(NULL AS BIGINT) AS _c9_6, CAST(NULL AS STRING) AS _c9_7, 7 AS _c13_0, _c10_0_3 AS _c10_0
      FROM (
        SELECT _c17_9 AS _c9_0_3, _c17_10 AS _c9_1_3, _c17_11 AS _c9_2_3, _c17_12 AS _c9_3_3, _c17_13 AS _c9_4_3, CAST(`sum`(CASE WHEN _c17_0 IS NOT NULL THEN _c17_0 ELSE CAST(0.00BD AS DECIMAL(28,2)) END) AS DECIMAL(38,2)) AS _c10_0_3
        FROM (
          SELECT _c8_0 AS _c17_0, _c2_6 AS _c17_1, _c2_8 AS _c17_2, _c2_10 AS _c17_3, _c5_1 AS _c17_4, _c7_8 AS _c17_5, _c7_10 AS _c17_6, _c7_12 AS _c17_7, _c7_21 AS _c17_8, _c11_0 AS _c17_9, _c11_1 AS _c17_10, _c11_2 AS _c17_11, _c11_3 AS _c17_12, _c11_4 AS _c17_13, _c11_5 AS _c17_14, _c11_6 AS _c17_15, _c11_7 AS _c17_16
          FROM _shared_c12_0
        ) AS _q14
        GROUP BY _c17_9, _c17_10, _c17_11, _c17_12, _c17_13
      ) AS _q15
      UNION ALL
      SELECT _c9_0_4 AS _c9_0, _c9_1_4 AS _c9_1, _c9_2_4 AS _c9_2, _c9_3_4 AS _c9_3, CAST(NULL AS BIGINT) AS _c9_4, CAST(NULL AS BIGINT) AS _c9_5, CAST(NULL AS BIGINT) AS _c9_6, CAST(NULL AS STRING) AS _c9_7, 15 AS _c13_0, _c10_0_4 AS _c10_0
      FROM (
        SELECT _c18_9 AS _c9_0_4, _c18_10 AS _c9_1_4, _c18_11 AS _c9_2_4, _c18_12 AS _c9_3_4, CAST(`sum`(CASE WHEN _c18_0 IS NOT NULL THEN _c18_0 ELSE CAST(0.00BD AS DECIMAL(28,2)) END) AS DECIMAL(38,2)) AS _c10_0_4
        FROM (
          SELECT _c8_0 AS _c18_0, _c2_6 AS _c18_1, _c2_8 AS _c18_2, _c2_10 AS _c18_3, _c5_1 AS _c18_4, _c7_8 AS _c18_5, _c7_10 AS _c18_6, _c7_12 AS _c18_7, _c7_21 AS _c18_8, _c11_0 AS _c18_9, _c11_1 AS _c18_10, _c11_2 AS _c18_11, _c11_3 AS _c18_12, _c11_4 AS _c18_13, _c11_5 AS _c18_14, _c11_6 AS _c18_15, _c11_7 AS _c18_16
          FROM _shared_c12_0
        ) AS _q16
        GROUP BY _c18_9, _c18_10, _c18_11, _c18_12
      ) AS _q17
      UNION ALL
      SELECT _c9_0_5 AS _c9_0, _c9_1_5 AS _c9_1, _c9_2_5 AS _c9_2, CAST(NULL AS STRING) AS _c9_3, CAST(NULL AS BIGINT) AS _c9_4, CAST(NULL AS BIGINT) AS _c9_5, CAST(NULL AS BIGINT) AS _c9_6, CAST(NULL AS STRING) AS _c9_7, 31 AS _c13_0, _c10_0_5 AS _c10_0
      FROM (
        SELECT _c19_9 AS _c9_0_5, _c19_10 AS _c9_1_5, _c19_11 AS _c9_2_5, CAST(`sum`(CASE WHEN _c19_0 IS NOT NULL THEN _c19_0 ELSE CAST(0.00BD AS DECIMAL(28,2)) END) AS DECIMAL(38,2)) AS _c10_0_5
        FROM (
          SELECT _c8_0 AS _c19_0, _c2_6 AS _c19_1, _c2_8 AS _c19_2, _c2_10 AS _c19_3, _c5_1 AS _c19_4, _c7_8 AS _c19_5, _c7_10 AS _c19_6, _c7_12 AS _c19_7, _c7_21 AS _c19_8, _c11_0 AS _c19_9, _c11_1 AS _c19_10, _c11_2 AS _c19_11, _c11_3 AS _c19_12, _c11_4 AS _c19_13, _c11_5 AS _c19_14, _c11_6 AS _c19_15, _c11_7 AS _c19_16
          FROM _shared_c12_0
        ) AS _q18
        GROUP BY _c19_9, _c19_10, _c19_11
      ) AS _q19
      UNION ALL
      SELECT _c9_0_6 AS _c9_0, _c9_1_6 AS _c9_1, CAST(NULL AS STRING) AS _c9_2, CAST(NULL AS STRING) AS _c9_3, CAST(NULL AS BIGINT) AS _c9_4, CAST(NULL AS BIGINT) AS _c9_5, CAST(NULL AS BIGINT) AS _c9_6, CAST(NULL AS STRING) AS _c9_7, 63 AS _c13_0, _c10_0_6 AS _c10_0
      FROM (
        SELECT _c20_9 AS _c9_0_6, _c20_10 AS _c9_1_6, CAST(`sum`(CASE WHEN _c20_0 IS NOT NULL THEN _c20_0 ELSE CAST(0.00BD AS DECIMAL(28,2)) END) AS DECIMAL(38,2)) AS _c10_0_6
        FROM (
          SELECT _c8_0 AS _c20_0, _c2_6 AS _c20_1, _c2_8 AS _c20_2, _c2_10 AS _c20_3, _c5_1 AS _c20_4, _c7_8 AS _c20_5, _c7_10 AS _c20_6, _c7_12 AS _c20_7, _c7_21 AS _c20_8, _c11_0 AS _c20_9, _c11_1 AS _c20_10, _c11_2 AS _c20_11, _c11_3 AS _c20_12, _c11_4 AS _c20_13, _c11_5 AS _c20_14, _c11_6 AS _c20_15, _c11_7 AS _c20_16
          FROM _shared_c12_0
        ) AS _q20
        GROUP BY _c20_9, _c20_10
      ) AS _q21
      UNION ALL
      SELECT _c9_0_7 AS _c9_0, CAST(NULL AS STRING) AS _c9_1, CAST(NULL AS STRING) AS _c9_2, CAST(NULL AS STRING) AS _c9_3, CAST(NULL AS BIGINT) AS _c9_4, CAST(NULL AS BIGINT) AS _c9_5, CAST(NULL AS BIGINT) AS _c9_6, CAST(NULL AS STRING) AS _c9_7, 127 AS _c13_0, _c10_0_7 AS _c10_0
      FROM (
        SELECT _c21_9 AS _c9_0_7, CAST(`sum`(CASE WHEN _c21_0 IS NOT NULL THEN _c21_0 ELSE CAST(0.00BD AS DECIMAL(28,2)) END) AS DECIMAL(38,2)) AS _c10_0_7
        FROM (
          SELECT _c8_0 AS _c21_0, _c2_6 AS _c21_1, _c2_8 AS _c21_2, _c2_10 AS _c21_3, _c5_1 AS _c21_4, _c7_8 AS _c21_5, _c7_10 AS _c21_6, _c7_12 AS _c21_7, _c7_21 AS _c21_8, _c11_0 AS _c21_9, _c11_1 AS _c21_10, _c11_2 AS _c21_11, _c11_3 AS _c21_12, _c11_4 AS _c21_13, _c11_5 AS _c21_14, _c11_6 AS _c21_15, _c11_7 AS _c21_16
          FROM _shared_c12_0
        ) AS _q22
        GROUP BY _c21_9
      ) AS _q23
      UNION ALL
      SELECT CAST(NULL AS STRING) AS _c9_0, CAST(NULL AS STRING) AS _c9_1, CAST(NULL AS STRING) AS _c9_2, CAST(NULL AS STRING) AS _c9_3, CAST(NULL AS BIGINT) AS _c9_4, CAST(NULL AS BIGINT) AS _c9_5, CAST(NULL AS BIGINT) AS _c9_6, CAST(NULL AS STRING) AS _c9_7, 255 AS _c13_0, _c10_0_8 AS _c10_0
      FROM (
        SELECT CAST(`sum`(CASE WHEN _c22_0 IS NOT NULL THEN _c22_0 ELSE CAST(0.00BD AS DECIMAL(28,2)) END) AS DECIMAL(38,2)) AS _c10_0_8
        FROM (
          SELECT _c8_0 AS _c22_0, _c2_6 AS _c22_1, _c2_8 AS _c22_2, _c2_10 AS _c22_3, _c5_1 AS _c22_4, _c7_8 AS _c22_5, _c7_10 AS _c22_6, _c7_12 AS _c22_7, _c7_21 AS _c22_8, _c11_0 AS _c22_9, _c11_1 AS _c22_10, _c11_2 AS _c22_11, _c11_3 AS _c22_12, _c11_4 AS _c22_13, _c11_5 AS _c22_14, _c11_6 AS _c22_15, _c11_7 AS _c22_16
          FROM _shared_c12_0
        ) AS _q24
      ) AS _q25
    ) AS _q26
  ) AS _q27
  WHERE _c24_0 <= 100L
  ORDER BY _c9_0 ASC NULLS FIRST, _c9_1 ASC NULLS FIRST, _c9_2 ASC NULLS FIRST, _c9_3 ASC NULLS FIRST, _c9_4 ASC NULLS FIRST, _c9_5 ASC NULLS FIRST, _c9_6 ASC NULLS FIRST, _c9_7 ASC NULLS FIRST, _c10_0 ASC NULLS FIRST, _c24_0 ASC NULLS FIRST
  LIMIT 100
) AS _q28
