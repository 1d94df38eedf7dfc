-- tpcds_datafusion/q14: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
WITH
_shared_c154_0 AS (
  SELECT *, _c50_0 AS _c153_0, _c32_0 AS _c153_1, _c32_1 AS _c153_2, _c32_2 AS _c153_3
  FROM (
    SELECT 'store' AS _c50_0, _c32_0, _c32_1, _c32_2, _c33_0, _c33_1
    FROM (
      SELECT _c2_7 AS _c32_0, _c2_9 AS _c32_1, _c2_11 AS _c32_2, CAST(`sum`(CAST(CAST(_c1_10 AS DECIMAL(20,0)) * _c1_12 AS DECIMAL(28,2))) AS DECIMAL(38,2)) AS _c33_0, CAST(`count`(1L) AS BIGINT) AS _c33_1
      FROM (
        SELECT _c1_2, _c1_10, _c1_12, _c2_7, _c2_9, _c2_11
        FROM (
          SELECT _c1_0, _c1_2, _c1_10, _c1_12, _c2_7, _c2_9, _c2_11
          FROM (
            SELECT `ss_sold_date_sk` AS _c1_0, `ss_item_sk` AS _c1_2, `ss_quantity` AS _c1_10, `ss_list_price` AS _c1_12
            FROM {src1}
          ) AS _q1 JOIN (
            SELECT `i_item_sk` AS _c2_0, `i_brand_id` AS _c2_7, `i_class_id` AS _c2_9, `i_category_id` AS _c2_11
            FROM {src2}
          ) AS _q2 ON _c1_2 = _c2_0
        ) AS _q3 JOIN (
          SELECT _c4_0
          FROM (
            SELECT `d_date_sk` AS _c4_0, `d_year` AS _c4_6, `d_moy` AS _c4_8
            FROM {src3}
          ) AS _q4
          WHERE _c4_6 = 2001L AND _c4_8 = 11L
        ) AS _q5 ON _c1_0 = _c4_0
      ) AS _q6 LEFT SEMI JOIN (
        SELECT _c7_0
        FROM (
          SELECT `i_item_sk` AS _c7_0, `i_brand_id` AS _c7_7, `i_class_id` AS _c7_9, `i_category_id` AS _c7_11
          FROM {src2}
        ) AS _q7 LEFT SEMI JOIN (
          SELECT *
          FROM (
            SELECT DISTINCT _c14_0 AS _c22_0, _c14_1 AS _c22_1, _c14_2 AS _c22_2
            FROM (
              SELECT DISTINCT _c9_7 AS _c14_0, _c9_9 AS _c14_1, _c9_11 AS _c14_2
              FROM (
                SELECT _c8_0, _c9_7, _c9_9, _c9_11
                FROM (
                  SELECT `ss_sold_date_sk` AS _c8_0, `ss_item_sk` AS _c8_2
                  FROM {src1}
                ) AS _q8 JOIN (
                  SELECT `i_item_sk` AS _c9_0, `i_brand_id` AS _c9_7, `i_class_id` AS _c9_9, `i_category_id` AS _c9_11
                  FROM {src2}
                ) AS _q9 ON _c8_2 = _c9_0
              ) AS _q10 LEFT SEMI JOIN (
                SELECT _c11_0
                FROM (
                  SELECT `d_date_sk` AS _c11_0, `d_year` AS _c11_6
                  FROM {src3}
                ) AS _q11
                WHERE _c11_6 >= 1999L AND _c11_6 <= 2001L
              ) AS _q12 ON _c8_0 = _c11_0
            ) AS _q13 LEFT SEMI JOIN (
              SELECT _c17_7, _c17_9, _c17_11
              FROM (
                SELECT _c16_0, _c17_7, _c17_9, _c17_11
                FROM (
                  SELECT `cs_sold_date_sk` AS _c16_0, `cs_item_sk` AS _c16_15
                  FROM {src4}
                ) AS _q14 JOIN (
                  SELECT `i_item_sk` AS _c17_0, `i_brand_id` AS _c17_7, `i_class_id` AS _c17_9, `i_category_id` AS _c17_11
                  FROM {src2}
                ) AS _q15 ON _c16_15 = _c17_0
              ) AS _q16 LEFT SEMI JOIN (
                SELECT _c19_0
                FROM (
                  SELECT `d_date_sk` AS _c19_0, `d_year` AS _c19_6
                  FROM {src3}
                ) AS _q17
                WHERE _c19_6 >= 1999L AND _c19_6 <= 2001L
              ) AS _q18 ON _c16_0 = _c19_0
            ) AS _q19 ON _c14_0 <=> _c17_7 AND _c14_1 <=> _c17_9 AND _c14_2 <=> _c17_11
          ) AS _q20 LEFT SEMI JOIN (
            SELECT _c25_7, _c25_9, _c25_11
            FROM (
              SELECT _c24_0, _c25_7, _c25_9, _c25_11
              FROM (
                SELECT `ws_sold_date_sk` AS _c24_0, `ws_item_sk` AS _c24_3
                FROM {src5}
              ) AS _q21 JOIN (
                SELECT `i_item_sk` AS _c25_0, `i_brand_id` AS _c25_7, `i_class_id` AS _c25_9, `i_category_id` AS _c25_11
                FROM {src2}
              ) AS _q22 ON _c24_3 = _c25_0
            ) AS _q23 LEFT SEMI JOIN (
              SELECT _c27_0
              FROM (
                SELECT `d_date_sk` AS _c27_0, `d_year` AS _c27_6
                FROM {src3}
              ) AS _q24
              WHERE _c27_6 >= 1999L AND _c27_6 <= 2001L
            ) AS _q25 ON _c24_0 = _c27_0
          ) AS _q26 ON _c22_0 <=> _c25_7 AND _c22_1 <=> _c25_9 AND _c22_2 <=> _c25_11
        ) AS _q27 ON _c7_7 = _c22_0 AND _c7_9 = _c22_1 AND _c7_11 = _c22_2
      ) AS _q28 ON _c1_2 = _c7_0
      GROUP BY _c2_7, _c2_9, _c2_11
    ) AS _q29
    WHERE CAST(_c33_0 AS DECIMAL(38,6)) > (
      SELECT CAST(_c47_0 AS DECIMAL(38,6)) AS _c49_0
      FROM (
        SELECT CAST(`avg`(CAST(CAST(_c34_10 AS DECIMAL(20,0)) * _c34_12 AS DECIMAL(28,2))) AS DECIMAL(38,2)) AS _c47_0
        FROM (
          SELECT _c34_10, _c34_12
          FROM (
            SELECT `ss_sold_date_sk` AS _c34_0, `ss_quantity` AS _c34_10, `ss_list_price` AS _c34_12
            FROM {src1}
          ) AS _q30 JOIN (
            SELECT _c35_0
            FROM (
              SELECT `d_date_sk` AS _c35_0, `d_year` AS _c35_6
              FROM {src3}
            ) AS _q31
            WHERE _c35_6 >= 1999L AND _c35_6 <= 2001L
          ) AS _q32 ON _c34_0 = _c35_0
          UNION ALL
          SELECT _c38_18, _c38_20
          FROM (
            SELECT `cs_sold_date_sk` AS _c38_0, `cs_quantity` AS _c38_18, `cs_list_price` AS _c38_20
            FROM {src4}
          ) AS _q33 JOIN (
            SELECT _c39_0
            FROM (
              SELECT `d_date_sk` AS _c39_0, `d_year` AS _c39_6
              FROM {src3}
            ) AS _q34
            WHERE _c39_6 >= 1999L AND _c39_6 <= 2001L
          ) AS _q35 ON _c38_0 = _c39_0
          UNION ALL
          SELECT _c42_18, _c42_20
          FROM (
            SELECT `ws_sold_date_sk` AS _c42_0, `ws_quantity` AS _c42_18, `ws_list_price` AS _c42_20
            FROM {src5}
          ) AS _q36 JOIN (
            SELECT _c43_0
            FROM (
              SELECT `d_date_sk` AS _c43_0, `d_year` AS _c43_6
              FROM {src3}
            ) AS _q37
            WHERE _c43_6 >= 1999L AND _c43_6 <= 2001L
          ) AS _q38 ON _c42_0 = _c43_0
        ) AS _q39
      ) AS _q40
    )
    UNION ALL
    SELECT 'catalog' AS _c100_0, _c82_0, _c82_1, _c82_2, _c83_0, _c83_1
    FROM (
      SELECT _c52_7 AS _c82_0, _c52_9 AS _c82_1, _c52_11 AS _c82_2, CAST(`sum`(CAST(CAST(_c51_18 AS DECIMAL(20,0)) * _c51_20 AS DECIMAL(28,2))) AS DECIMAL(38,2)) AS _c83_0, CAST(`count`(1L) AS BIGINT) AS _c83_1
      FROM (
        SELECT _c51_15, _c51_18, _c51_20, _c52_7, _c52_9, _c52_11
        FROM (
          SELECT _c51_0, _c51_15, _c51_18, _c51_20, _c52_7, _c52_9, _c52_11
          FROM (
            SELECT `cs_sold_date_sk` AS _c51_0, `cs_item_sk` AS _c51_15, `cs_quantity` AS _c51_18, `cs_list_price` AS _c51_20
            FROM {src4}
          ) AS _q41 JOIN (
            SELECT `i_item_sk` AS _c52_0, `i_brand_id` AS _c52_7, `i_class_id` AS _c52_9, `i_category_id` AS _c52_11
            FROM {src2}
          ) AS _q42 ON _c51_15 = _c52_0
        ) AS _q43 JOIN (
          SELECT _c54_0
          FROM (
            SELECT `d_date_sk` AS _c54_0, `d_year` AS _c54_6, `d_moy` AS _c54_8
            FROM {src3}
          ) AS _q44
          WHERE _c54_6 = 2001L AND _c54_8 = 11L
        ) AS _q45 ON _c51_0 = _c54_0
      ) AS _q46 LEFT SEMI JOIN (
        SELECT _c57_0
        FROM (
          SELECT `i_item_sk` AS _c57_0, `i_brand_id` AS _c57_7, `i_class_id` AS _c57_9, `i_category_id` AS _c57_11
          FROM {src2}
        ) AS _q47 LEFT SEMI JOIN (
          SELECT *
          FROM (
            SELECT DISTINCT _c64_0 AS _c72_0, _c64_1 AS _c72_1, _c64_2 AS _c72_2
            FROM (
              SELECT DISTINCT _c59_7 AS _c64_0, _c59_9 AS _c64_1, _c59_11 AS _c64_2
              FROM (
                SELECT _c58_0, _c59_7, _c59_9, _c59_11
                FROM (
                  SELECT `ss_sold_date_sk` AS _c58_0, `ss_item_sk` AS _c58_2
                  FROM {src1}
                ) AS _q48 JOIN (
                  SELECT `i_item_sk` AS _c59_0, `i_brand_id` AS _c59_7, `i_class_id` AS _c59_9, `i_category_id` AS _c59_11
                  FROM {src2}
                ) AS _q49 ON _c58_2 = _c59_0
              ) AS _q50 LEFT SEMI JOIN (
                SELECT _c61_0
                FROM (
                  SELECT `d_date_sk` AS _c61_0, `d_year` AS _c61_6
                  FROM {src3}
                ) AS _q51
                WHERE _c61_6 >= 1999L AND _c61_6 <= 2001L
              ) AS _q52 ON _c58_0 = _c61_0
            ) AS _q53 LEFT SEMI JOIN (
              SELECT _c67_7, _c67_9, _c67_11
              FROM (
                SELECT _c66_0, _c67_7, _c67_9, _c67_11
                FROM (
                  SELECT `cs_sold_date_sk` AS _c66_0, `cs_item_sk` AS _c66_15
                  FROM {src4}
                ) AS _q54 JOIN (
                  SELECT `i_item_sk` AS _c67_0, `i_brand_id` AS _c67_7, `i_class_id` AS _c67_9, `i_category_id` AS _c67_11
                  FROM {src2}
                ) AS _q55 ON _c66_15 = _c67_0
              ) AS _q56 LEFT SEMI JOIN (
                SELECT _c69_0
                FROM (
                  SELECT `d_date_sk` AS _c69_0, `d_year` AS _c69_6
                  FROM {src3}
                ) AS _q57
                WHERE _c69_6 >= 1999L AND _c69_6 <= 2001L
              ) AS _q58 ON _c66_0 = _c69_0
            ) AS _q59 ON _c64_0 <=> _c67_7 AND _c64_1 <=> _c67_9 AND _c64_2 <=> _c67_11
          ) AS _q60 LEFT SEMI JOIN (
            SELECT _c75_7, _c75_9, _c75_11
            FROM (
              SELECT _c74_0, _c75_7, _c75_9, _c75_11
              FROM (
                SELECT `ws_sold_date_sk` AS _c74_0, `ws_item_sk` AS _c74_3
                FROM {src5}
              ) AS _q61 JOIN (
                SELECT `i_item_sk` AS _c75_0, `i_brand_id` AS _c75_7, `i_class_id` AS _c75_9, `i_category_id` AS _c75_11
                FROM {src2}
              ) AS _q62 ON _c74_3 = _c75_0
            ) AS _q63 LEFT SEMI JOIN (
              SELECT _c77_0
              FROM (
                SELECT `d_date_sk` AS _c77_0, `d_year` AS _c77_6
                FROM {src3}
              ) AS _q64
              WHERE _c77_6 >= 1999L AND _c77_6 <= 2001L
            ) AS _q65 ON _c74_0 = _c77_0
          ) AS _q66 ON _c72_0 <=> _c75_7 AND _c72_1 <=> _c75_9 AND _c72_2 <=> _c75_11
        ) AS _q67 ON _c57_7 = _c72_0 AND _c57_9 = _c72_1 AND _c57_11 = _c72_2
      ) AS _q68 ON _c51_15 = _c57_0
      GROUP BY _c52_7, _c52_9, _c52_11
    ) AS _q69
    WHERE CAST(_c83_0 AS DECIMAL(38,6)) > (
      SELECT CAST(_c97_0 AS DECIMAL(38,6)) AS _c99_0
      FROM (
        SELECT CAST(`avg`(CAST(CAST(_c84_10 AS DECIMAL(20,0)) * _c84_12 AS DECIMAL(28,2))) AS DECIMAL(38,2)) AS _c97_0
        FROM (
          SELECT _c84_10, _c84_12
          FROM (
            SELECT `ss_sold_date_sk` AS _c84_0, `ss_quantity` AS _c84_10, `ss_list_price` AS _c84_12
            FROM {src1}
          ) AS _q70 JOIN (
            SELECT _c85_0
            FROM (
              SELECT `d_date_sk` AS _c85_0, `d_year` AS _c85_6
              FROM {src3}
            ) AS _q71
            WHERE _c85_6 >= 1999L AND _c85_6 <= 2001L
          ) AS _q72 ON _c84_0 = _c85_0
          UNION ALL
          SELECT _c88_18, _c88_20
          FROM (
            SELECT `cs_sold_date_sk` AS _c88_0, `cs_quantity` AS _c88_18, `cs_list_price` AS _c88_20
            FROM {src4}
          ) AS _q73 JOIN (
            SELECT _c89_0
            FROM (
              SELECT `d_date_sk` AS _c89_0, `d_year` AS _c89_6
              FROM {src3}
            ) AS _q74
            WHERE _c89_6 >= 1999L AND _c89_6 <= 2001L
          ) AS _q75 ON _c88_0 = _c89_0
          UNION ALL
          SELECT _c92_18, _c92_20
          FROM (
            SELECT `ws_sold_date_sk` AS _c92_0, `ws_quantity` AS _c92_18, `ws_list_price` AS _c92_20
            FROM {src5}
          ) AS _q76 JOIN (
            SELECT _c93_0
            FROM (
              SELECT `d_date_sk` AS _c93_0, `d_year` AS _c93_6
              FROM {src3}
            ) AS _q77
            WHERE _c93_6 >= 1999L AND _c93_6 <= 2001L
          ) AS _q78 ON _c92_0 = _c93_0
        ) AS _q79
      ) AS _q80
    )
    UNION ALL
    SELECT 'web' AS _c150_0, _c132_0, _c132_1, _c132_2, _c133_0, _c133_1
    FROM (
      SELECT _c102_7 AS _c132_0, _c102_9 AS _c132_1, _c102_11 AS _c132_2, CAST(`sum`(CAST(CAST(_c101_18 AS DECIMAL(20,0)) * _c101_20 AS DECIMAL(28,2))) AS DECIMAL(38,2)) AS _c133_0, CAST(`count`(1L) AS BIGINT) AS _c133_1
      FROM (
        SELECT _c101_3, _c101_18, _c101_20, _c102_7, _c102_9, _c102_11
        FROM (
          SELECT _c101_0, _c101_3, _c101_18, _c101_20, _c102_7, _c102_9, _c102_11
          FROM (
            SELECT `ws_sold_date_sk` AS _c101_0, `ws_item_sk` AS _c101_3, `ws_quantity` AS _c101_18, `ws_list_price` AS _c101_20
            FROM {src5}
          ) AS _q81 JOIN (
            SELECT `i_item_sk` AS _c102_0, `i_brand_id` AS _c102_7, `i_class_id` AS _c102_9, `i_category_id` AS _c102_11
            FROM {src2}
          ) AS _q82 ON _c101_3 = _c102_0
        ) AS _q83 JOIN (
          SELECT _c104_0
          FROM (
            SELECT `d_date_sk` AS _c104_0, `d_year` AS _c104_6, `d_moy` AS _c104_8
            FROM {src3}
          ) AS _q84
          WHERE _c104_6 = 2001L AND _c104_8 = 11L
        ) AS _q85 ON _c101_0 = _c104_0
      ) AS _q86 LEFT SEMI JOIN (
        SELECT _c107_0
        FROM (
          SELECT `i_item_sk` AS _c107_0, `i_brand_id` AS _c107_7, `i_class_id` AS _c107_9, `i_category_id` AS _c107_11
          FROM {src2}
        ) AS _q87 LEFT SEMI JOIN (
          SELECT *
          FROM (
            SELECT DISTINCT _c114_0 AS _c122_0, _c114_1 AS _c122_1, _c114_2 AS _c122_2
            FROM (
              SELECT DISTINCT _c109_7 AS _c114_0, _c109_9 AS _c114_1, _c109_11 AS _c114_2
              FROM (
                SELECT _c108_0, _c109_7, _c109_9, _c109_11
                FROM (
                  SELECT `ss_sold_date_sk` AS _c108_0, `ss_item_sk` AS _c108_2
                  FROM {src1}
                ) AS _q88 JOIN (
                  SELECT `i_item_sk` AS _c109_0, `i_brand_id` AS _c109_7, `i_class_id` AS _c109_9, `i_category_id` AS _c109_11
                  FROM {src2}
                ) AS _q89 ON _c108_2 = _c109_0
              ) AS _q90 LEFT SEMI JOIN (
                SELECT _c111_0
                FROM (
                  SELECT `d_date_sk` AS _c111_0, `d_year` AS _c111_6
                  FROM {src3}
                ) AS _q91
                WHERE _c111_6 >= 1999L AND _c111_6 <= 2001L
              ) AS _q92 ON _c108_0 = _c111_0
            ) AS _q93 LEFT SEMI JOIN (
              SELECT _c117_7, _c117_9, _c117_11
              FROM (
                SELECT _c116_0, _c117_7, _c117_9, _c117_11
                FROM (
                  SELECT `cs_sold_date_sk` AS _c116_0, `cs_item_sk` AS _c116_15
                  FROM {src4}
                ) AS _q94 JOIN (
                  SELECT `i_item_sk` AS _c117_0, `i_brand_id` AS _c117_7, `i_class_id` AS _c117_9, `i_category_id` AS _c117_11
                  FROM {src2}
                ) AS _q95 ON _c116_15 = _c117_0
              ) AS _q96 LEFT SEMI JOIN (
                SELECT _c119_0
                FROM (
                  SELECT `d_date_sk` AS _c119_0, `d_year` AS _c119_6
                  FROM {src3}
                ) AS _q97
                WHERE _c119_6 >= 1999L AND _c119_6 <= 2001L
              ) AS _q98 ON _c116_0 = _c119_0
            ) AS _q99 ON _c114_0 <=> _c117_7 AND _c114_1 <=> _c117_9 AND _c114_2 <=> _c117_11
          ) AS _q100 LEFT SEMI JOIN (
            SELECT _c125_7, _c125_9, _c125_11
            FROM (
              SELECT _c124_0, _c125_7, _c125_9, _c125_11
              FROM (
                SELECT `ws_sold_date_sk` AS _c124_0, `ws_item_sk` AS _c124_3
                FROM {src5}
              ) AS _q101 JOIN (
                SELECT `i_item_sk` AS _c125_0, `i_brand_id` AS _c125_7, `i_class_id` AS _c125_9, `i_category_id` AS _c125_11
                FROM {src2}
              ) AS _q102 ON _c124_3 = _c125_0
            ) AS _q103 LEFT SEMI JOIN (
              SELECT _c127_0
              FROM (
                SELECT `d_date_sk` AS _c127_0, `d_year` AS _c127_6
                FROM {src3}
              ) AS _q104
              WHERE _c127_6 >= 1999L AND _c127_6 <= 2001L
            ) AS _q105 ON _c124_0 = _c127_0
          ) AS _q106 ON _c122_0 <=> _c125_7 AND _c122_1 <=> _c125_9 AND _c122_2 <=> _c125_11
        ) AS _q107 ON _c107_7 = _c122_0 AND _c107_9 = _c122_1 AND _c107_11 = _c122_2
      ) AS _q108 ON _c101_3 = _c107_0
      GROUP BY _c102_7, _c102_9, _c102_11
    ) AS _q109
    WHERE CAST(_c133_0 AS DECIMAL(38,6)) > (
      SELECT CAST(_c147_0 AS DECIMAL(38,6)) AS _c149_0
      FROM (
        SELECT CAST(`avg`(CAST(CAST(_c134_10 AS DECIMAL(20,0)) * _c134_12 AS DECIMAL(28,2))) AS DECIMAL(38,2)) AS _c147_0
        FROM (
          SELECT _c134_10, _c134_12
          FROM (
            SELECT `ss_sold_date_sk` AS _c134_0, `ss_quantity` AS _c134_10, `ss_list_price` AS _c134_12
            FROM {src1}
          ) AS _q110 JOIN (
            SELECT _c135_0
            FROM (
              SELECT `d_date_sk` AS _c135_0, `d_year` AS _c135_6
              FROM {src3}
            ) AS _q111
            WHERE _c135_6 >= 1999L AND _c135_6 <= 2001L
          ) AS _q112 ON _c134_0 = _c135_0
          UNION ALL
          SELECT _c138_18, _c138_20
          FROM (
            SELECT `cs_sold_date_sk` AS _c138_0, `cs_quantity` AS _c138_18, `cs_list_price` AS _c138_20
            FROM {src4}
          ) AS _q113 JOIN (
            SELECT _c139_0
            FROM (
              SELECT `d_date_sk` AS _c139_0, `d_year` AS _c139_6
              FROM {src3}
            ) AS _q114
            WHERE _c139_6 >= 1999L AND _c139_6 <= 2001L
          ) AS _q115 ON _c138_0 = _c139_0
          UNION ALL
          SELECT _c142_18, _c142_20
          FROM (
            SELECT `ws_sold_date_sk` AS _c142_0, `ws_quantity` AS _c142_18, `ws_list_price` AS _c142_20
            FROM {src5}
          ) AS _q116 JOIN (
            SELECT _c143_0
            FROM (
              SELECT `d_date_sk` AS _c143_0, `d_year` AS _c143_6
              FROM {src3}
            ) AS _q117
            WHERE _c143_6 >= 1999L AND _c143_6 <= 2001L
          ) AS _q118 ON _c142_0 = _c143_0
        ) AS _q119
      ) AS _q120
    )
  ) AS _q121
)
SELECT _c151_0 AS `channel`, _c151_1 AS `i_brand_id`, _c151_2 AS `i_class_id`, _c151_3 AS `i_category_id`, _c152_0 AS `sum_sales`, _c152_1 AS `sum_number_sales`
FROM (
  SELECT _c151_0, _c151_1, _c151_2, _c151_3, _c152_0, _c152_1
  FROM (
    SELECT _c151_0_0 AS _c151_0, _c151_1_0 AS _c151_1, _c151_2_0 AS _c151_2, _c151_3_0 AS _c151_3, 0 AS _c155_0, _c152_0_0 AS _c152_0, _c152_1_0 AS _c152_1
    FROM (
      SELECT _c156_6 AS _c151_0_0, _c156_7 AS _c151_1_0, _c156_8 AS _c151_2_0, _c156_9 AS _c151_3_0, CAST(`sum`(_c156_4) AS DECIMAL(38,2)) AS _c152_0_0, CAST(`sum`(_c156_5) AS BIGINT) AS _c152_1_0
      FROM (
        SELECT _c50_0 AS _c156_0, _c32_0 AS _c156_1, _c32_1 AS _c156_2, _c32_2 AS _c156_3, _c33_0 AS _c156_4, _c33_1 AS _c156_5, _c153_0 AS _c156_6, _c153_1 AS _c156_7, _c153_2 AS _c156_8, _c153_3 AS _c156_9
        FROM _shared_c154_0
      ) AS _q122
      GROUP BY _c156_6, _c156_7, _c156_8, _c156_9
    ) AS _q123
    UNION ALL
    SELECT _c151_0_1 AS _c151_0, _c151_1_1 AS _c151_1, _c151_2_1 AS _c151_2, CAST(NULL AS BIGINT) AS _c151_3, 1 AS _c155_0, _c152_0_1 AS _c152_0, _c152_1_1 AS _c152_1
    FROM (
      SELECT _c157_6 AS _c151_0_1, _c157_7 AS _c151_1_1, _c157_8 AS _c151_2_1, CAST(`sum`(_c157_4) AS DECIMAL(38,2)) AS _c152_0_1, CAST(`sum`(_c157_5) AS BIGINT) AS _c152_1_1
      FROM (
        SELECT _c50_0 AS _c157_0, _c32_0 AS _c157_1, _c32_1 AS _c157_2, _c32_2 AS _c157_3, _c33_0 AS _c157_4, _c33_1 AS _c157_5, _c153_0 AS _c157_6, _c153_1 AS _c157_7, _c153_2 AS _c157_8, _c153_3 AS _c157_9
        FROM _shared_c154_0
      ) AS _q124
      GROUP BY _c157_6, _c157_7, _c157_8
    ) AS _q125
    UNION ALL
    SELECT _c151_0_2 AS _c151_0, _c151_1_2 AS _c151_1, CAST(NULL AS BIGINT) AS _c151_2, CAST(NULL AS BIGINT) AS _c151_3, 3 AS _c155_0, _c152_0_2 AS _c152_0, _c152_1_2 AS _c152_1
    FROM (
      SELECT _c158_6 AS _c151_0_2, _c158_7 AS _c151_1_2, CAST(`sum`(_c158_4) AS DECIMAL(38,2)) AS _c152_0_2, CAST(`sum`(_c158_5) AS BIGINT) AS _c152_1_2
      FROM (
        SELECT _c50_0 AS _c158_0, _c32_0 AS _c158_1, _c32_1 AS _c158_2, _c32_2 AS _c158_3, _c33_0 AS _c158_4, _c33_1 AS _c158_5, _c153_0 AS _c158_6, _c153_1 AS _c158_7, _c153_2 AS _c158_8, _c153_3 AS _c158_9
        FROM _shared_c154_0
      ) AS _q126
      GROUP BY _c158_6, _c158_7
    ) AS _q127
    UNION ALL
    SELECT _c151_0_3 AS _c151_0, CAST(NULL AS BIGINT) AS _c151_1, CAST(NULL AS BIGINT) AS _c151_2, CAST(NULL AS BIGINT) AS _c151_3, 7 AS _c155_0, _c152_0_3 AS _c152_0, _c152_1_3 AS _c152_1
    FROM (
      SELECT _c159_6 AS _c151_0_3, CAST(`sum`(_c159_4) AS DECIMAL(38,2)) AS _c152_0_3, CAST(`sum`(_c159_5) AS BIGINT) AS _c152_1_3
      FROM (
        SELECT _c50_0 AS _c159_0, _c32_0 AS _c159_1, _c32_1 AS _c159_2, _c32_2 AS _c159_3, _c33_0 AS _c159_4, _c33_1 AS _c159_5, _c153_0 AS _c159_6, _c153_1 AS _c159_7, _c153_2 AS _c159_8, _c153_3 AS _c159_9
        FROM _shared_c154_0
      ) AS _q128
      GROUP BY _c159_6
    ) AS _q129
    UNION ALL
    SELECT CAST(NULL AS STRING) AS _c151_0, CAST(NULL AS BIGINT) AS _c151_1, CAST(NULL AS BIGINT) AS _c151_2, CAST(NULL AS BIGINT) AS _c151_3, 15 AS _c155_0, _c152_0_4 AS _c152_0, _c152_1_4 AS _c152_1
    FROM (
      SELECT CAST(`sum`(_c160_4) AS DECIMAL(38,2)) AS _c152_0_4, CAST(`sum`(_c160_5) AS BIGINT) AS _c152_1_4
      FROM (
        SELECT _c50_0 AS _c160_0, _c32_0 AS _c160_1, _c32_1 AS _c160_2, _c32_2 AS _c160_3, _c33_0 AS _c160_4, _c33_1 AS _c160_5, _c153_0 AS _c160_6, _c153_1 AS _c160_7, _c153_2 AS _c160_8, _c153_3 AS _c160_9
        FROM _shared_c154_0
      ) AS _q130
    ) AS _q131
  ) AS _q132
  ORDER BY _c151_0 ASC NULLS FIRST, _c151_1 ASC NULLS FIRST, _c151_2 ASC NULLS FIRST, _c151_3 ASC NULLS FIRST
  LIMIT 100
) AS _q133
