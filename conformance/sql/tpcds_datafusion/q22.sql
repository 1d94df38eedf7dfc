-- tpcds_datafusion/q22: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
WITH
_shared_c10_0 AS (
  SELECT _c1_3, _c5_8, _c5_10, _c5_12, _c5_21, _c5_21 AS _c9_0, _c5_8 AS _c9_1, _c5_10 AS _c9_2, _c5_12 AS _c9_3
  FROM (
    SELECT _c1_1, _c1_3
    FROM (
      SELECT `inv_date_sk` AS _c1_0, `inv_item_sk` AS _c1_1, `inv_quantity_on_hand` AS _c1_3
      FROM {src1}
    ) AS _q1 JOIN (
      SELECT _c2_0
      FROM (
        SELECT `d_date_sk` AS _c2_0, `d_month_seq` AS _c2_3
        FROM {src2}
      ) AS _q2
      WHERE _c2_3 >= 1200L AND _c2_3 <= 1211L
    ) AS _q3 ON _c1_0 = _c2_0
  ) AS _q4 JOIN (
    SELECT `i_item_sk` AS _c5_0, `i_brand` AS _c5_8, `i_class` AS _c5_10, `i_category` AS _c5_12, `i_product_name` AS _c5_21
    FROM {src3}
  ) AS _q5 ON _c1_1 = _c5_0
)
SELECT _c7_0 AS `i_product_name`, _c7_1 AS `i_brand`, _c7_2 AS `i_class`, _c7_3 AS `i_category`, _c8_0 AS `qoh`
FROM (
  SELECT _c7_0, _c7_1, _c7_2, _c7_3, _c8_0
  FROM (
    SELECT _c7_0_0 AS _c7_0, _c7_1_0 AS _c7_1, _c7_2_0 AS _c7_2, _c7_3_0 AS _c7_3, 0 AS _c11_0, _c8_0_0 AS _c8_0
    FROM (
      SELECT _c12_5 AS _c7_0_0, _c12_6 AS _c7_1_0, _c12_7 AS _c7_2_0, _c12_8 AS _c7_3_0, CAST(`avg`(CAST(_c12_0 AS DOUBLE)) AS DOUBLE) AS _c8_0_0
      FROM (
        SELECT _c1_3 AS _c12_0, _c5_8 AS _c12_1, _c5_10 AS _c12_2, _c5_12 AS _c12_3, _c5_21 AS _c12_4, _c9_0 AS _c12_5, _c9_1 AS _c12_6, _c9_2 AS _c12_7, _c9_3 AS _c12_8
        FROM _shared_c10_0
      ) AS _q6
      GROUP BY _c12_5, _c12_6, _c12_7, _c12_8
    ) AS _q7
    UNION ALL
    SELECT _c7_0_1 AS _c7_0, _c7_1_1 AS _c7_1, _c7_2_1 AS _c7_2, CAST(NULL AS STRING) AS _c7_3, 1 AS _c11_0, _c8_0_1 AS _c8_0
    FROM (
      SELECT _c13_5 AS _c7_0_1, _c13_6 AS _c7_1_1, _c13_7 AS _c7_2_1, CAST(`avg`(CAST(_c13_0 AS DOUBLE)) AS DOUBLE) AS _c8_0_1
      FROM (
        SELECT _c1_3 AS _c13_0, _c5_8 AS _c13_1, _c5_10 AS _c13_2, _c5_12 AS _c13_3, _c5_21 AS _c13_4, _c9_0 AS _c13_5, _c9_1 AS _c13_6, _c9_2 AS _c13_7, _c9_3 AS _c13_8
        FROM _shared_c10_0
      ) AS _q8
      GROUP BY _c13_5, _c13_6, _c13_7
    ) AS _q9
    UNION ALL
    SELECT _c7_0_2 AS _c7_0, _c7_1_2 AS _c7_1, CAST(NULL AS STRING) AS _c7_2, CAST(NULL AS STRING) AS _c7_3, 3 AS _c11_0, _c8_0_2 AS _c8_0
    FROM (
      SELECT _c14_5 AS _c7_0_2, _c14_6 AS _c7_1_2, CAST(`avg`(CAST(_c14_0 AS DOUBLE)) AS DOUBLE) AS _c8_0_2
      FROM (
        SELECT _c1_3 AS _c14_0, _c5_8 AS _c14_1, _c5_10 AS _c14_2, _c5_12 AS _c14_3, _c5_21 AS _c14_4, _c9_0 AS _c14_5, _c9_1 AS _c14_6, _c9_2 AS _c14_7, _c9_3 AS _c14_8
        FROM _shared_c10_0
      ) AS _q10
      GROUP BY _c14_5, _c14_6
    ) AS _q11
    UNION ALL
    SELECT _c7_0_3 AS _c7_0, CAST(NULL AS STRING) AS _c7_1, CAST(NULL AS STRING) AS _c7_2, CAST(NULL AS STRING) AS _c7_3, 7 AS _c11_0, _c8_0_3 AS _c8_0
    FROM (
      SELECT _c15_5 AS _c7_0_3, CAST(`avg`(CAST(_c15_0 AS DOUBLE)) AS DOUBLE) AS _c8_0_3
      FROM (
        SELECT _c1_3 AS _c15_0, _c5_8 AS _c15_1, _c5_10 AS _c15_2, _c5_12 AS _c15_3, _c5_21 AS _c15_4, _c9_0 AS _c15_5, _c9_1 AS _c15_6, _c9_2 AS _c15_7, _c9_3 AS _c15_8
        FROM _shared_c10_0
      ) AS _q12
      GROUP BY _c15_5
    ) AS _q13
    UNION ALL
    SELECT CAST(NULL AS STRING) AS _c7_0, CAST(NULL AS STRING) AS _c7_1, CAST(NULL AS STRING) AS _c7_2, CAST(NULL AS STRING) AS _c7_3, 15 AS _c11_0, _c8_0_4 AS _c8_0
    FROM (
      SELECT CAST(`avg`(CAST(_c16_0 AS DOUBLE)) AS DOUBLE) AS _c8_0_4
      FROM (
        SELECT _c1_3 AS _c16_0, _c5_8 AS _c16_1, _c5_10 AS _c16_2, _c5_12 AS _c16_3, _c5_21 AS _c16_4, _c9_0 AS _c16_5, _c9_1 AS _c16_6, _c9_2 AS _c16_7, _c9_3 AS _c16_8
        FROM _shared_c10_0
      ) AS _q14
    ) AS _q15
  ) AS _q16
  ORDER BY _c8_0 ASC NULLS FIRST, _c7_0 ASC NULLS FIRST, _c7_1 ASC NULLS FIRST, _c7_2 ASC NULLS FIRST, _c7_3 ASC NULLS FIRST
  LIMIT 100
) AS _q17
