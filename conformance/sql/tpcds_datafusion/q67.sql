-- tpcds_datafusion/q67: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c9_0 AS `i_category`, _c9_1 AS `i_class`, _c9_2 AS `i_brand`, _c9_3 AS `i_product_name`, _c9_4 AS `d_year`, _c9_5 AS `d_qoy`, _c9_6 AS `d_moy`, _c9_7 AS `s_store_id`, _c11_0 AS `sumsales`, _c15_0 AS `rk`
FROM (
  SELECT _c9_0, _c9_1, _c9_2, _c9_3, _c9_4, _c9_5, _c9_6, _c9_7, _c11_0, CAST(`rank`() OVER (PARTITION BY _c9_0 ORDER BY _c11_0 DESC NULLS FIRST) AS BIGINT) AS _c15_0
  FROM (
    SELECT _c10_0, _c7_12 AS _c9_0, _c7_10 AS _c9_1, _c7_8 AS _c9_2, _c7_21 AS _c9_3, _c2_6 AS _c9_4, _c2_10 AS _c9_5, _c2_8 AS _c9_6, _c5_1 AS _c9_7, CAST(`sum`(CASE WHEN NOT _c10_0 THEN CASE WHEN _c8_0 IS NOT NULL THEN _c8_0 ELSE CAST(0.00BD AS DECIMAL(28,2)) END END) FILTER (WHERE NOT _c10_0) AS DECIMAL(38,2)) AS _c11_0, `grouping_id`() AS _c12_0
    FROM (
      SELECT CAST(`ss_sales_price` * CAST(`ss_quantity` AS DECIMAL(20,0)) AS DECIMAL(28,2)) AS _c8_0, `d_year` AS _c2_6, `d_moy` AS _c2_8, `d_qoy` AS _c2_10, `s_store_id` AS _c5_1, `i_brand` AS _c7_8, `i_class` AS _c7_10, `i_category` AS _c7_12, `i_product_name` AS _c7_21, FALSE AS _c10_0
      FROM {src1} JOIN {src2} ON `ss_sold_date_sk` = `d_date_sk` JOIN {src3} ON `ss_store_sk` = `s_store_sk` JOIN {src4} ON `ss_item_sk` = `i_item_sk`
      WHERE `d_month_seq` >= 1200L AND `d_month_seq` <= 1211L
      UNION ALL
      SELECT CAST(_v0 AS DECIMAL(28,2)) AS _c8_0, CAST(_v1 AS BIGINT) AS _c2_6, CAST(_v2 AS BIGINT) AS _c2_8, CAST(_v3 AS BIGINT) AS _c2_10, CAST(_v4 AS STRING) AS _c5_1, CAST(_v5 AS STRING) AS _c7_8, CAST(_v6 AS STRING) AS _c7_10, CAST(_v7 AS STRING) AS _c7_12, CAST(_v8 AS STRING) AS _c7_21, CAST(_v9 AS BOOLEAN) AS _c10_0
      FROM VALUES (CAST(NULL AS DECIMAL(28,2)), CAST(NULL AS BIGINT), CAST(NULL AS BIGINT), CAST(NULL AS BIGINT), CAST(NULL AS STRING), CAST(NULL AS STRING), CAST(NULL AS STRING), CAST(NULL AS STRING), CAST(NULL AS STRING), TRUE) AS _q1(_v0, _v1, _v2, _v3, _v4, _v5, _v6, _v7, _v8, _v9)
    ) AS _q2
    GROUP BY _c10_0, _c7_12, _c7_10, _c7_8, _c7_21, _c2_6, _c2_10, _c2_8, _c5_1 GROUPING SETS ((_c10_0, _c7_12, _c7_10, _c7_8, _c7_21, _c2_6, _c2_10, _c2_8, _c5_1), (_c10_0, _c7_12, _c7_10, _c7_8, _c7_21, _c2_6, _c2_10, _c2_8), (_c10_0, _c7_12, _c7_10, _c7_8, _c7_21, _c2_6, _c2_10), (_c10_0, _c7_12, _c7_10, _c7_8, _c7_21, _c2_6), (_c10_0, _c7_12, _c7_10, _c7_8, _c7_21), (_c10_0, _c7_12, _c7_10, _c7_8), (_c10_0, _c7_12, _c7_10), (_c10_0, _c7_12), ())
  ) AS _q3
  WHERE NOT `coalesce`(_c10_0, FALSE)
) AS _q4
WHERE _c15_0 <= 100L
ORDER BY _c9_0 ASC NULLS FIRST, _c9_1 ASC NULLS FIRST, _c9_2 ASC NULLS FIRST, _c9_3 ASC NULLS FIRST, _c9_4 ASC NULLS FIRST, _c9_5 ASC NULLS FIRST, _c9_6 ASC NULLS FIRST, _c9_7 ASC NULLS FIRST, _c11_0 ASC NULLS FIRST, _c15_0 ASC NULLS FIRST
LIMIT 100
