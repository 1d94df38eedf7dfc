-- tpcds_datafusion/q22: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
WITH
_shared_c9_0 AS (
  SELECT `inv_quantity_on_hand` AS _c1_3, `i_brand` AS _c5_8, `i_class` AS _c5_10, `i_category` AS _c5_12, `i_product_name` AS _c5_21
  FROM {src1} JOIN {src2} ON `inv_date_sk` = `d_date_sk` JOIN {src3} ON `inv_item_sk` = `i_item_sk`
  WHERE `d_month_seq` >= 1200L AND `d_month_seq` <= 1211L
)
SELECT _c7_0 AS `i_product_name`, _c7_1 AS `i_brand`, _c7_2 AS `i_class`, _c7_3 AS `i_category`, _c8_0 AS `qoh`
FROM (
  SELECT _c7_0, _c7_1, _c7_2, _c7_3, CAST(_c10_0 AS INT) AS _c11_0, _c8_0
  FROM (
    SELECT _c5_21 AS _c7_0, _c5_8 AS _c7_1, _c5_10 AS _c7_2, _c5_12 AS _c7_3, CAST(`avg`(CAST(_c1_3 AS DOUBLE)) AS DOUBLE) AS _c8_0, `grouping_id`() AS _c10_0
    FROM _shared_c9_0
    GROUP BY _c5_21, _c5_8, _c5_10, _c5_12 GROUPING SETS ((_c5_21, _c5_8, _c5_10, _c5_12), (_c5_21, _c5_8, _c5_10), (_c5_21, _c5_8), (_c5_21), ())
  ) AS _q1
  UNION ALL
  SELECT *
  FROM (
    SELECT CAST(NULL AS STRING) AS _c7_0, CAST(NULL AS STRING) AS _c7_1, CAST(NULL AS STRING) AS _c7_2, CAST(NULL AS STRING) AS _c7_3, 15 AS _c11_0, _c8_0
    FROM (
      SELECT CAST(`avg`(CAST(_c1_3 AS DOUBLE)) AS DOUBLE) AS _c8_0
      FROM _shared_c9_0
      WHERE FALSE
    ) AS _q2
  ) AS _q3
  WHERE `not`(EXISTS (
    SELECT *
    FROM _shared_c9_0
  ))
) AS _q4
ORDER BY _c8_0 ASC NULLS FIRST, _c7_0 ASC NULLS FIRST, _c7_1 ASC NULLS FIRST, _c7_2 ASC NULLS FIRST, _c7_3 ASC NULLS FIRST
LIMIT 100
