-- tpcds_datafusion/q22: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c7_0 AS `i_product_name`, _c7_1 AS `i_brand`, _c7_2 AS `i_class`, _c7_3 AS `i_category`, _c9_0 AS `qoh`
FROM (
  SELECT _c8_0, _c5_21 AS _c7_0, _c5_8 AS _c7_1, _c5_10 AS _c7_2, _c5_12 AS _c7_3, CAST(`avg`(CASE WHEN NOT _c8_0 THEN CAST(_c1_3 AS DOUBLE) END) FILTER (WHERE NOT _c8_0) AS DOUBLE) AS _c9_0, `grouping_id`() AS _c10_0
  FROM (
    SELECT `inv_quantity_on_hand` AS _c1_3, `i_brand` AS _c5_8, `i_class` AS _c5_10, `i_category` AS _c5_12, `i_product_name` AS _c5_21, FALSE AS _c8_0
    FROM {src1} JOIN {src2} ON `inv_date_sk` = `d_date_sk` JOIN {src3} ON `inv_item_sk` = `i_item_sk`
    WHERE `d_month_seq` >= 1200L AND `d_month_seq` <= 1211L
    UNION ALL
    SELECT CAST(_v0 AS INT) AS _c1_3, CAST(_v1 AS STRING) AS _c5_8, CAST(_v2 AS STRING) AS _c5_10, CAST(_v3 AS STRING) AS _c5_12, CAST(_v4 AS STRING) AS _c5_21, CAST(_v5 AS BOOLEAN) AS _c8_0
    FROM VALUES (CAST(NULL AS INT), CAST(NULL AS STRING), CAST(NULL AS STRING), CAST(NULL AS STRING), CAST(NULL AS STRING), TRUE) AS _q1(_v0, _v1, _v2, _v3, _v4, _v5)
  ) AS _q2
  GROUP BY _c8_0, _c5_21, _c5_8, _c5_10, _c5_12 GROUPING SETS ((_c8_0, _c5_21, _c5_8, _c5_10, _c5_12), (_c8_0, _c5_21, _c5_8, _c5_10), (_c8_0, _c5_21, _c5_8), (_c8_0, _c5_21), ())
) AS _q3
WHERE NOT `coalesce`(_c8_0, FALSE)
ORDER BY _c9_0 ASC NULLS FIRST, _c7_0 ASC NULLS FIRST, _c7_1 ASC NULLS FIRST, _c7_2 ASC NULLS FIRST, _c7_3 ASC NULLS FIRST
LIMIT 100
