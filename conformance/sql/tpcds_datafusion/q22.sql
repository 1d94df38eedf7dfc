-- tpcds_datafusion/q22: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
WITH
_shared_c10_0 AS (
  SELECT `inv_quantity_on_hand` AS _c1_3, `i_brand` AS _c5_8, `i_class` AS _c5_10, `i_category` AS _c5_12, `i_product_name` AS _c5_21, `i_product_name` AS _c9_0, `i_brand` AS _c9_1, `i_class` AS _c9_2, `i_category` AS _c9_3
  FROM {src1} JOIN (
    SELECT *
    FROM {src2}
    WHERE `d_month_seq` >= 1200L AND `d_month_seq` <= 1211L
  ) AS _q1 ON `inv_date_sk` = `d_date_sk` JOIN {src3} ON `inv_item_sk` = `i_item_sk`
)
SELECT _c7_0 AS `i_product_name`, _c7_1 AS `i_brand`, _c7_2 AS `i_class`, _c7_3 AS `i_category`, _c8_0 AS `qoh`
FROM (
  SELECT _c7_0_0 AS _c7_0, _c7_1_0 AS _c7_1, _c7_2_0 AS _c7_2, _c7_3_0 AS _c7_3, 0 AS _c11_0, _c8_0_0 AS _c8_0
  FROM (
    SELECT _c9_0 AS _c7_0_0, _c9_1 AS _c7_1_0, _c9_2 AS _c7_2_0, _c9_3 AS _c7_3_0, CAST(`avg`(CAST(_c1_3 AS DOUBLE)) AS DOUBLE) AS _c8_0_0
    FROM _shared_c10_0
    GROUP BY _c9_0, _c9_1, _c9_2, _c9_3
  ) AS _q2
  UNION ALL
  SELECT _c7_0_1 AS _c7_0, _c7_1_1 AS _c7_1, _c7_2_1 AS _c7_2, CAST(NULL AS STRING) AS _c7_3, 1 AS _c11_0, _c8_0_1 AS _c8_0
  FROM (
    SELECT _c9_0 AS _c7_0_1, _c9_1 AS _c7_1_1, _c9_2 AS _c7_2_1, CAST(`avg`(CAST(_c1_3 AS DOUBLE)) AS DOUBLE) AS _c8_0_1
    FROM _shared_c10_0
    GROUP BY _c9_0, _c9_1, _c9_2
  ) AS _q3
  UNION ALL
  SELECT _c7_0_2 AS _c7_0, _c7_1_2 AS _c7_1, CAST(NULL AS STRING) AS _c7_2, CAST(NULL AS STRING) AS _c7_3, 3 AS _c11_0, _c8_0_2 AS _c8_0
  FROM (
    SELECT _c9_0 AS _c7_0_2, _c9_1 AS _c7_1_2, CAST(`avg`(CAST(_c1_3 AS DOUBLE)) AS DOUBLE) AS _c8_0_2
    FROM _shared_c10_0
    GROUP BY _c9_0, _c9_1
  ) AS _q4
  UNION ALL
  SELECT _c7_0_3 AS _c7_0, CAST(NULL AS STRING) AS _c7_1, CAST(NULL AS STRING) AS _c7_2, CAST(NULL AS STRING) AS _c7_3, 7 AS _c11_0, _c8_0_3 AS _c8_0
  FROM (
    SELECT _c9_0 AS _c7_0_3, CAST(`avg`(CAST(_c1_3 AS DOUBLE)) AS DOUBLE) AS _c8_0_3
    FROM _shared_c10_0
    GROUP BY _c9_0
  ) AS _q5
  UNION ALL
  SELECT CAST(NULL AS STRING) AS _c7_0, CAST(NULL AS STRING) AS _c7_1, CAST(NULL AS STRING) AS _c7_2, CAST(NULL AS STRING) AS _c7_3, 15 AS _c11_0, _c8_0_4 AS _c8_0
  FROM (
    SELECT CAST(`avg`(CAST(_c1_3 AS DOUBLE)) AS DOUBLE) AS _c8_0_4
    FROM _shared_c10_0
  ) AS _q6
) AS _q7
ORDER BY _c8_0 ASC NULLS FIRST, _c7_0 ASC NULLS FIRST, _c7_1 ASC NULLS FIRST, _c7_2 ASC NULLS FIRST, _c7_3 ASC NULLS FIRST
LIMIT 100
