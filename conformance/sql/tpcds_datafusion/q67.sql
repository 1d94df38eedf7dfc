-- tpcds_datafusion/q67: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
WITH
_shared_c12_0 AS (
  SELECT CAST(`ss_sales_price` * CAST(`ss_quantity` AS DECIMAL(20,0)) AS DECIMAL(28,2)) AS _c8_0, `d_year` AS _c2_6, `d_moy` AS _c2_8, `d_qoy` AS _c2_10, `s_store_id` AS _c5_1, `i_brand` AS _c7_8, `i_class` AS _c7_10, `i_category` AS _c7_12, `i_product_name` AS _c7_21, `i_category` AS _c11_0, `i_class` AS _c11_1, `i_brand` AS _c11_2, `i_product_name` AS _c11_3, `d_year` AS _c11_4, `d_qoy` AS _c11_5, `d_moy` AS _c11_6, `s_store_id` AS _c11_7
  FROM {src1} JOIN (
    SELECT *
    FROM {src2}
    WHERE `d_month_seq` >= 1200L AND `d_month_seq` <= 1211L
  ) AS _q1 ON `ss_sold_date_sk` = `d_date_sk` JOIN {src3} ON `ss_store_sk` = `s_store_sk` JOIN {src4} ON `ss_item_sk` = `i_item_sk`
)
SELECT _c9_0 AS `i_category`, _c9_1 AS `i_class`, _c9_2 AS `i_brand`, _c9_3 AS `i_product_name`, _c9_4 AS `d_year`, _c9_5 AS `d_qoy`, _c9_6 AS `d_moy`, _c9_7 AS `s_store_id`, _c10_0 AS `sumsales`, _c24_0 AS `rk`
FROM (
  SELECT _c9_0, _c9_1, _c9_2, _c9_3, _c9_4, _c9_5, _c9_6, _c9_7, _c10_0, CAST(`rank`() OVER (PARTITION BY _c9_0 ORDER BY _c10_0 DESC NULLS FIRST) AS BIGINT) AS _c24_0
  FROM (
    SELECT _c9_0_0 AS _c9_0, _c9_1_0 AS _c9_1, _c9_2_0 AS _c9_2, _c9_3_0 AS _c9_3, _c9_4_0 AS _c9_4, _c9_5_0 AS _c9_5, _c9_6_0 AS _c9_6, _c9_7_0 AS _c9_7, 0 AS _c13_0, _c10_0_0 AS _c10_0
    FROM (
      SELECT _c11_0 AS _c9_0_0, _c11_1 AS _c9_1_0, _c11_2 AS _c9_2_0, _c11_3 AS _c9_3_0, _c11_4 AS _c9_4_0, _c11_5 AS _c9_5_0, _c11_6 AS _c9_6_0, _c11_7 AS _c9_7_0, CAST(`sum`(CASE WHEN _c8_0 IS NOT NULL THEN _c8_0 ELSE CAST(0.00BD AS DECIMAL(28,2)) END) AS DECIMAL(38,2)) AS _c10_0_0
      FROM _shared_c12_0
      GROUP BY _c11_0, _c11_1, _c11_2, _c11_3, _c11_4, _c11_5, _c11_6, _c11_7
    ) AS _q2
    UNION ALL
    SELECT _c9_0_1 AS _c9_0, _c9_1_1 AS _c9_1, _c9_2_1 AS _c9_2, _c9_3_1 AS _c9_3, _c9_4_1 AS _c9_4, _c9_5_1 AS _c9_5, _c9_6_1 AS _c9_6, CAST(NULL AS STRING) AS _c9_7, 1 AS _c13_0, _c10_0_1 AS _c10_0
    FROM (
      SELECT _c11_0 AS _c9_0_1, _c11_1 AS _c9_1_1, _c11_2 AS _c9_2_1, _c11_3 AS _c9_3_1, _c11_4 AS _c9_4_1, _c11_5 AS _c9_5_1, _c11_6 AS _c9_6_1, CAST(`sum`(CASE WHEN _c8_0 IS NOT NULL THEN _c8_0 ELSE CAST(0.00BD AS DECIMAL(28,2)) END) AS DECIMAL(38,2)) AS _c10_0_1
      FROM _shared_c12_0
      GROUP BY _c11_0, _c11_1, _c11_2, _c11_3, _c11_4, _c11_5, _c11_6
    ) AS _q3
    UNION ALL
    SELECT _c9_0_2 AS _c9_0, _c9_1_2 AS _c9_1, _c9_2_2 AS _c9_2, _c9_3_2 AS _c9_3, _c9_4_2 AS _c9_4, _c9_5_2 AS _c9_5, CAST(NULL AS BIGINT) AS _c9_6, CAST(NULL AS STRING) AS _c9_7, 3 AS _c13_0, _c10_0_2 AS _c10_0
    FROM (
      SELECT _c11_0 AS _c9_0_2, _c11_1 AS _c9_1_2, _c11_2 AS _c9_2_2, _c11_3 AS _c9_3_2, _c11_4 AS _c9_4_2, _c11_5 AS _c9_5_2, CAST(`sum`(CASE WHEN _c8_0 IS NOT NULL THEN _c8_0 ELSE CAST(0.00BD AS DECIMAL(28,2)) END) AS DECIMAL(38,2)) AS _c10_0_2
      FROM _shared_c12_0
      GROUP BY _c11_0, _c11_1, _c11_2, _c11_3, _c11_4, _c11_5
    ) AS _q4
    UNION ALL
    SELECT _c9_0_3 AS _c9_0, _c9_1_3 AS _c9_1, _c9_2_3 AS _c9_2, _c9_3_3 AS _c9_3, _c9_4_3 AS _c9_4, CAST(NULL AS BIGINT) AS _c9_5, CAST(NULL AS BIGINT) AS _c9_6, CAST(NULL AS STRING) AS _c9_7, 7 AS _c13_0, _c10_0_3 AS _c10_0
    FROM (
      SELECT _c11_0 AS _c9_0_3, _c11_1 AS _c9_1_3, _c11_2 AS _c9_2_3, _c11_3 AS _c9_3_3, _c11_4 AS _c9_4_3, CAST(`sum`(CASE WHEN _c8_0 IS NOT NULL THEN _c8_0 ELSE CAST(0.00BD AS DECIMAL(28,2)) END) AS DECIMAL(38,2)) AS _c10_0_3
      FROM _shared_c12_0
      GROUP BY _c11_0, _c11_1, _c11_2, _c11_3, _c11_4
    ) AS _q5
    UNION ALL
    SELECT _c9_0_4 AS _c9_0, _c9_1_4 AS _c9_1, _c9_2_4 AS _c9_2, _c9_3_4 AS _c9_3, CAST(NULL AS BIGINT) AS _c9_4, CAST(NULL AS BIGINT) AS _c9_5, CAST(NULL AS BIGINT) AS _c9_6, CAST(NULL AS STRING) AS _c9_7, 15 AS _c13_0, _c10_0_4 AS _c10_0
    FROM (
      SELECT _c11_0 AS _c9_0_4, _c11_1 AS _c9_1_4, _c11_2 AS _c9_2_4, _c11_3 AS _c9_3_4, CAST(`sum`(CASE WHEN _c8_0 IS NOT NULL THEN _c8_0 ELSE CAST(0.00BD AS DECIMAL(28,2)) END) AS DECIMAL(38,2)) AS _c10_0_4
      FROM _shared_c12_0
      GROUP BY _c11_0, _c11_1, _c11_2, _c11_3
    ) AS _q6
    UNION ALL
    SELECT _c9_0_5 AS _c9_0, _c9_1_5 AS _c9_1, _c9_2_5 AS _c9_2, CAST(NULL AS STRING) AS _c9_3, CAST(NULL AS BIGINT) AS _c9_4, CAST(NULL AS BIGINT) AS _c9_5, CAST(NULL AS BIGINT) AS _c9_6, CAST(NULL AS STRING) AS _c9_7, 31 AS _c13_0, _c10_0_5 AS _c10_0
    FROM (
      SELECT _c11_0 AS _c9_0_5, _c11_1 AS _c9_1_5, _c11_2 AS _c9_2_5, CAST(`sum`(CASE WHEN _c8_0 IS NOT NULL THEN _c8_0 ELSE CAST(0.00BD AS DECIMAL(28,2)) END) AS DECIMAL(38,2)) AS _c10_0_5
      FROM _shared_c12_0
      GROUP BY _c11_0, _c11_1, _c11_2
    ) AS _q7
    UNION ALL
    SELECT _c9_0_6 AS _c9_0, _c9_1_6 AS _c9_1, CAST(NULL AS STRING) AS _c9_2, CAST(NULL AS STRING) AS _c9_3, CAST(NULL AS BIGINT) AS _c9_4, CAST(NULL AS BIGINT) AS _c9_5, CAST(NULL AS BIGINT) AS _c9_6, CAST(NULL AS STRING) AS _c9_7, 63 AS _c13_0, _c10_0_6 AS _c10_0
    FROM (
      SELECT _c11_0 AS _c9_0_6, _c11_1 AS _c9_1_6, CAST(`sum`(CASE WHEN _c8_0 IS NOT NULL THEN _c8_0 ELSE CAST(0.00BD AS DECIMAL(28,2)) END) AS DECIMAL(38,2)) AS _c10_0_6
      FROM _shared_c12_0
      GROUP BY _c11_0, _c11_1
    ) AS _q8
    UNION ALL
    SELECT _c9_0_7 AS _c9_0, CAST(NULL AS STRING) AS _c9_1, CAST(NULL AS STRING) AS _c9_2, CAST(NULL AS STRING) AS _c9_3, CAST(NULL AS BIGINT) AS _c9_4, CAST(NULL AS BIGINT) AS _c9_5, CAST(NULL AS BIGINT) AS _c9_6, CAST(NULL AS STRING) AS _c9_7, 127 AS _c13_0, _c10_0_7 AS _c10_0
    FROM (
      SELECT _c11_0 AS _c9_0_7, CAST(`sum`(CASE WHEN _c8_0 IS NOT NULL THEN _c8_0 ELSE CAST(0.00BD AS DECIMAL(28,2)) END) AS DECIMAL(38,2)) AS _c10_0_7
      FROM _shared_c12_0
      GROUP BY _c11_0
    ) AS _q9
    UNION ALL
    SELECT CAST(NULL AS STRING) AS _c9_0, CAST(NULL AS STRING) AS _c9_1, CAST(NULL AS STRING) AS _c9_2, CAST(NULL AS STRING) AS _c9_3, CAST(NULL AS BIGINT) AS _c9_4, CAST(NULL AS BIGINT) AS _c9_5, CAST(NULL AS BIGINT) AS _c9_6, CAST(NULL AS STRING) AS _c9_7, 255 AS _c13_0, _c10_0_8 AS _c10_0
    FROM (
      SELECT CAST(`sum`(CASE WHEN _c8_0 IS NOT NULL THEN _c8_0 ELSE CAST(0.00BD AS DECIMAL(28,2)) END) AS DECIMAL(38,2)) AS _c10_0_8
      FROM _shared_c12_0
    ) AS _q10
  ) AS _q11
) AS _q12
WHERE _c24_0 <= 100L
ORDER BY _c9_0 ASC NULLS FIRST, _c9_1 ASC NULLS FIRST, _c9_2 ASC NULLS FIRST, _c9_3 ASC NULLS FIRST, _c9_4 ASC NULLS FIRST, _c9_5 ASC NULLS FIRST, _c9_6 ASC NULLS FIRST, _c9_7 ASC NULLS FIRST, _c10_0 ASC NULLS FIRST, _c24_0 ASC NULLS FIRST
LIMIT 100
