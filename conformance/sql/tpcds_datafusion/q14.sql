-- tpcds_datafusion/q14: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c151_0 AS `channel`, _c151_1 AS `i_brand_id`, _c151_2 AS `i_class_id`, _c151_3 AS `i_category_id`, _c153_0 AS `sum_sales`, _c153_1 AS `sum_number_sales`
FROM (
  SELECT _c152_0, _c50_0 AS _c151_0, _c32_0 AS _c151_1, _c32_1 AS _c151_2, _c32_2 AS _c151_3, CAST(`sum`(_c33_0) FILTER (WHERE NOT _c152_0) AS DECIMAL(38,2)) AS _c153_0, CAST(`sum`(_c33_1) FILTER (WHERE NOT _c152_0) AS BIGINT) AS _c153_1, `grouping_id`() AS _c154_0
  FROM (
    SELECT *, FALSE AS _c152_0
    FROM (
      SELECT 'store' AS _c50_0, _c32_0, _c32_1, _c32_2, _c33_0, _c33_1
      FROM (
        SELECT _c2_7 AS _c32_0, _c2_9 AS _c32_1, _c2_11 AS _c32_2, CAST(`sum`(CAST(CAST(_c1_10 AS DECIMAL(20,0)) * _c1_12 AS DECIMAL(28,2))) AS DECIMAL(38,2)) AS _c33_0, `count`(1L) AS _c33_1
        FROM (
          SELECT `ss_item_sk` AS _c1_2, `ss_quantity` AS _c1_10, `ss_list_price` AS _c1_12, `i_brand_id` AS _c2_7, `i_class_id` AS _c2_9, `i_category_id` AS _c2_11
          FROM {src1} JOIN {src2} ON `ss_item_sk` = `i_item_sk` JOIN {src3} ON `ss_sold_date_sk` = `d_date_sk`
          WHERE `d_year` = 2001L AND `d_moy` = 11L
        ) AS _q1 LEFT SEMI JOIN (
          SELECT `i_item_sk` AS _c7_0
          FROM {src2} LEFT SEMI JOIN (
            SELECT *
            FROM (
              SELECT DISTINCT _c14_0 AS _c22_0, _c14_1 AS _c22_1, _c14_2 AS _c22_2
              FROM (
                SELECT DISTINCT `i_brand_id` AS _c14_0, `i_class_id` AS _c14_1, `i_category_id` AS _c14_2
                FROM {src1} JOIN {src2} ON `ss_item_sk` = `i_item_sk`
                WHERE `ss_sold_date_sk` IS NOT NULL AND `ss_sold_date_sk` IN (
                  SELECT `d_date_sk`
                  FROM {src3}
                  WHERE `d_date_sk` IS NOT NULL AND `d_year` >= 1999L AND `d_year` <= 2001L
                )
              ) AS _q2 LEFT SEMI JOIN (
                SELECT *
                FROM {src4} JOIN {src2} ON `cs_item_sk` = `i_item_sk`
                WHERE `cs_sold_date_sk` IS NOT NULL AND `cs_sold_date_sk` IN (
                  SELECT `d_date_sk`
                  FROM {src3}
                  WHERE `d_date_sk` IS NOT NULL AND `d_year` >= 1999L AND `d_year` <= 2001L
                )
              ) AS _q3 ON _c14_0 <=> `i_brand_id` AND _c14_1 <=> `i_class_id` AND _c14_2 <=> `i_category_id`
            ) AS _q4 LEFT SEMI JOIN (
              SELECT *
              FROM {src5} JOIN {src2} ON `ws_item_sk` = `i_item_sk`
              WHERE `ws_sold_date_sk` IS NOT NULL AND `ws_sold_date_sk` IN (
                SELECT `d_date_sk`
                FROM {src3}
                WHERE `d_date_sk` IS NOT NULL AND `d_year` >= 1999L AND `d_year` <= 2001L
              )
            ) AS _q5 ON _c22_0 <=> `i_brand_id` AND _c22_1 <=> `i_class_id` AND _c22_2 <=> `i_category_id`
          ) AS _q6 ON `i_brand_id` = _c22_0 AND `i_class_id` = _c22_1 AND `i_category_id` = _c22_2
        ) AS _q7 ON _c1_2 = _c7_0
        GROUP BY _c2_7, _c2_9, _c2_11
      ) AS _q8
      WHERE CAST(_c33_0 AS DECIMAL(38,6)) > (
        SELECT CAST(_c47_0 AS DECIMAL(38,6)) AS _c49_0
        FROM (
          SELECT CAST(`avg`(CAST(CAST(_c34_10 AS DECIMAL(20,0)) * _c34_12 AS DECIMAL(28,2))) AS DECIMAL(38,2)) AS _c47_0
          FROM (
            SELECT `ss_quantity` AS _c34_10, `ss_list_price` AS _c34_12
            FROM {src1} JOIN {src3} ON `ss_sold_date_sk` = `d_date_sk`
            WHERE `d_year` >= 1999L AND `d_year` <= 2001L
            UNION ALL
            SELECT `cs_quantity` AS _c38_18, `cs_list_price` AS _c38_20
            FROM {src4} JOIN {src3} ON `cs_sold_date_sk` = `d_date_sk`
            WHERE `d_year` >= 1999L AND `d_year` <= 2001L
            UNION ALL
            SELECT `ws_quantity` AS _c42_18, `ws_list_price` AS _c42_20
            FROM {src5} JOIN {src3} ON `ws_sold_date_sk` = `d_date_sk`
            WHERE `d_year` >= 1999L AND `d_year` <= 2001L
          ) AS _q9
        ) AS _q10
      )
      UNION ALL
      SELECT 'catalog' AS _c100_0, _c82_0, _c82_1, _c82_2, _c83_0, _c83_1
      FROM (
        SELECT _c52_7 AS _c82_0, _c52_9 AS _c82_1, _c52_11 AS _c82_2, CAST(`sum`(CAST(CAST(_c51_18 AS DECIMAL(20,0)) * _c51_20 AS DECIMAL(28,2))) AS DECIMAL(38,2)) AS _c83_0, `count`(1L) AS _c83_1
        FROM (
          SELECT `cs_item_sk` AS _c51_15, `cs_quantity` AS _c51_18, `cs_list_price` AS _c51_20, `i_brand_id` AS _c52_7, `i_class_id` AS _c52_9, `i_category_id` AS _c52_11
          FROM {src4} JOIN {src2} ON `cs_item_sk` = `i_item_sk` JOIN {src3} ON `cs_sold_date_sk` = `d_date_sk`
          WHERE `d_year` = 2001L AND `d_moy` = 11L
        ) AS _q11 LEFT SEMI JOIN (
          SELECT `i_item_sk` AS _c57_0
          FROM {src2} LEFT SEMI JOIN (
            SELECT *
            FROM (
              SELECT DISTINCT _c64_0 AS _c72_0, _c64_1 AS _c72_1, _c64_2 AS _c72_2
              FROM (
                SELECT DISTINCT `i_brand_id` AS _c64_0, `i_class_id` AS _c64_1, `i_category_id` AS _c64_2
                FROM {src1} JOIN {src2} ON `ss_item_sk` = `i_item_sk`
                WHERE `ss_sold_date_sk` IS NOT NULL AND `ss_sold_date_sk` IN (
                  SELECT `d_date_sk`
                  FROM {src3}
                  WHERE `d_date_sk` IS NOT NULL AND `d_year` >= 1999L AND `d_year` <= 2001L
                )
              ) AS _q12 LEFT SEMI JOIN (
                SELECT *
                FROM {src4} JOIN {src2} ON `cs_item_sk` = `i_item_sk`
                WHERE `cs_sold_date_sk` IS NOT NULL AND `cs_sold_date_sk` IN (
                  SELECT `d_date_sk`
                  FROM {src3}
                  WHERE `d_date_sk` IS NOT NULL AND `d_year` >= 1999L AND `d_year` <= 2001L
                )
              ) AS _q13 ON _c64_0 <=> `i_brand_id` AND _c64_1 <=> `i_class_id` AND _c64_2 <=> `i_category_id`
            ) AS _q14 LEFT SEMI JOIN (
              SELECT *
              FROM {src5} JOIN {src2} ON `ws_item_sk` = `i_item_sk`
              WHERE `ws_sold_date_sk` IS NOT NULL AND `ws_sold_date_sk` IN (
                SELECT `d_date_sk`
                FROM {src3}
                WHERE `d_date_sk` IS NOT NULL AND `d_year` >= 1999L AND `d_year` <= 2001L
              )
            ) AS _q15 ON _c72_0 <=> `i_brand_id` AND _c72_1 <=> `i_class_id` AND _c72_2 <=> `i_category_id`
          ) AS _q16 ON `i_brand_id` = _c72_0 AND `i_class_id` = _c72_1 AND `i_category_id` = _c72_2
        ) AS _q17 ON _c51_15 = _c57_0
        GROUP BY _c52_7, _c52_9, _c52_11
      ) AS _q18
      WHERE CAST(_c83_0 AS DECIMAL(38,6)) > (
        SELECT CAST(_c97_0 AS DECIMAL(38,6)) AS _c99_0
        FROM (
          SELECT CAST(`avg`(CAST(CAST(_c84_10 AS DECIMAL(20,0)) * _c84_12 AS DECIMAL(28,2))) AS DECIMAL(38,2)) AS _c97_0
          FROM (
            SELECT `ss_quantity` AS _c84_10, `ss_list_price` AS _c84_12
            FROM {src1} JOIN {src3} ON `ss_sold_date_sk` = `d_date_sk`
            WHERE `d_year` >= 1999L AND `d_year` <= 2001L
            UNION ALL
            SELECT `cs_quantity` AS _c88_18, `cs_list_price` AS _c88_20
            FROM {src4} JOIN {src3} ON `cs_sold_date_sk` = `d_date_sk`
            WHERE `d_year` >= 1999L AND `d_year` <= 2001L
            UNION ALL
            SELECT `ws_quantity` AS _c92_18, `ws_list_price` AS _c92_20
            FROM {src5} JOIN {src3} ON `ws_sold_date_sk` = `d_date_sk`
            WHERE `d_year` >= 1999L AND `d_year` <= 2001L
          ) AS _q19
        ) AS _q20
      )
      UNION ALL
      SELECT 'web' AS _c150_0, _c132_0, _c132_1, _c132_2, _c133_0, _c133_1
      FROM (
        SELECT _c102_7 AS _c132_0, _c102_9 AS _c132_1, _c102_11 AS _c132_2, CAST(`sum`(CAST(CAST(_c101_18 AS DECIMAL(20,0)) * _c101_20 AS DECIMAL(28,2))) AS DECIMAL(38,2)) AS _c133_0, `count`(1L) AS _c133_1
        FROM (
          SELECT `ws_item_sk` AS _c101_3, `ws_quantity` AS _c101_18, `ws_list_price` AS _c101_20, `i_brand_id` AS _c102_7, `i_class_id` AS _c102_9, `i_category_id` AS _c102_11
          FROM {src5} JOIN {src2} ON `ws_item_sk` = `i_item_sk` JOIN {src3} ON `ws_sold_date_sk` = `d_date_sk`
          WHERE `d_year` = 2001L AND `d_moy` = 11L
        ) AS _q21 LEFT SEMI JOIN (
          SELECT `i_item_sk` AS _c107_0
          FROM {src2} LEFT SEMI JOIN (
            SELECT *
            FROM (
              SELECT DISTINCT _c114_0 AS _c122_0, _c114_1 AS _c122_1, _c114_2 AS _c122_2
              FROM (
                SELECT DISTINCT `i_brand_id` AS _c114_0, `i_class_id` AS _c114_1, `i_category_id` AS _c114_2
                FROM {src1} JOIN {src2} ON `ss_item_sk` = `i_item_sk`
                WHERE `ss_sold_date_sk` IS NOT NULL AND `ss_sold_date_sk` IN (
                  SELECT `d_date_sk`
                  FROM {src3}
                  WHERE `d_date_sk` IS NOT NULL AND `d_year` >= 1999L AND `d_year` <= 2001L
                )
              ) AS _q22 LEFT SEMI JOIN (
                SELECT *
                FROM {src4} JOIN {src2} ON `cs_item_sk` = `i_item_sk`
                WHERE `cs_sold_date_sk` IS NOT NULL AND `cs_sold_date_sk` IN (
                  SELECT `d_date_sk`
                  FROM {src3}
                  WHERE `d_date_sk` IS NOT NULL AND `d_year` >= 1999L AND `d_year` <= 2001L
                )
              ) AS _q23 ON _c114_0 <=> `i_brand_id` AND _c114_1 <=> `i_class_id` AND _c114_2 <=> `i_category_id`
            ) AS _q24 LEFT SEMI JOIN (
              SELECT *
              FROM {src5} JOIN {src2} ON `ws_item_sk` = `i_item_sk`
              WHERE `ws_sold_date_sk` IS NOT NULL AND `ws_sold_date_sk` IN (
                SELECT `d_date_sk`
                FROM {src3}
                WHERE `d_date_sk` IS NOT NULL AND `d_year` >= 1999L AND `d_year` <= 2001L
              )
            ) AS _q25 ON _c122_0 <=> `i_brand_id` AND _c122_1 <=> `i_class_id` AND _c122_2 <=> `i_category_id`
          ) AS _q26 ON `i_brand_id` = _c122_0 AND `i_class_id` = _c122_1 AND `i_category_id` = _c122_2
        ) AS _q27 ON _c101_3 = _c107_0
        GROUP BY _c102_7, _c102_9, _c102_11
      ) AS _q28
      WHERE CAST(_c133_0 AS DECIMAL(38,6)) > (
        SELECT CAST(_c147_0 AS DECIMAL(38,6)) AS _c149_0
        FROM (
          SELECT CAST(`avg`(CAST(CAST(_c134_10 AS DECIMAL(20,0)) * _c134_12 AS DECIMAL(28,2))) AS DECIMAL(38,2)) AS _c147_0
          FROM (
            SELECT `ss_quantity` AS _c134_10, `ss_list_price` AS _c134_12
            FROM {src1} JOIN {src3} ON `ss_sold_date_sk` = `d_date_sk`
            WHERE `d_year` >= 1999L AND `d_year` <= 2001L
            UNION ALL
            SELECT `cs_quantity` AS _c138_18, `cs_list_price` AS _c138_20
            FROM {src4} JOIN {src3} ON `cs_sold_date_sk` = `d_date_sk`
            WHERE `d_year` >= 1999L AND `d_year` <= 2001L
            UNION ALL
            SELECT `ws_quantity` AS _c142_18, `ws_list_price` AS _c142_20
            FROM {src5} JOIN {src3} ON `ws_sold_date_sk` = `d_date_sk`
            WHERE `d_year` >= 1999L AND `d_year` <= 2001L
          ) AS _q29
        ) AS _q30
      )
    ) AS _q31
    UNION ALL
    SELECT CAST(_v0 AS STRING) AS _c50_0, CAST(_v1 AS BIGINT) AS _c32_0, CAST(_v2 AS BIGINT) AS _c32_1, CAST(_v3 AS BIGINT) AS _c32_2, CAST(_v4 AS DECIMAL(38,2)) AS _c33_0, CAST(_v5 AS BIGINT) AS _c33_1, CAST(_v6 AS BOOLEAN) AS _c152_0
    FROM VALUES (CAST(NULL AS STRING), CAST(NULL AS BIGINT), CAST(NULL AS BIGINT), CAST(NULL AS BIGINT), CAST(NULL AS DECIMAL(38,2)), CAST(NULL AS BIGINT), TRUE) AS _q32(_v0, _v1, _v2, _v3, _v4, _v5, _v6)
  ) AS _q33
  GROUP BY _c152_0, _c50_0, _c32_0, _c32_1, _c32_2 GROUPING SETS ((_c152_0, _c50_0, _c32_0, _c32_1, _c32_2), (_c152_0, _c50_0, _c32_0, _c32_1), (_c152_0, _c50_0, _c32_0), (_c152_0, _c50_0), ())
) AS _q34
WHERE NOT `coalesce`(_c152_0, FALSE)
ORDER BY _c151_0 ASC NULLS FIRST, _c151_1 ASC NULLS FIRST, _c151_2 ASC NULLS FIRST, _c151_3 ASC NULLS FIRST
LIMIT 100
