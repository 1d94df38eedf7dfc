-- tpcds_datafusion/q75: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c62_0 AS `prev_year`, _c30_0 AS `year_`, _c30_1 AS `i_brand_id`, _c30_2 AS `i_class_id`, _c30_3 AS `i_category_id`, _c30_4 AS `i_manufact_id`, _c63_0 AS `prev_yr_cnt`, _c31_0 AS `curr_yr_cnt`, _c65_0 AS `sales_cnt_diff`, _c65_1 AS `sales_amt_diff`
FROM (
  SELECT _c62_0, _c30_0, _c30_1, _c30_2, _c30_3, _c30_4, _c63_0, _c31_0, CAST(_c31_0 - _c63_0 AS BIGINT) AS _c65_0, CAST(_c31_1 - _c63_1 AS DECIMAL(38,15)) AS _c65_1
  FROM (
    SELECT _c28_0 AS _c30_0, _c28_1 AS _c30_1, _c28_2 AS _c30_2, _c28_3 AS _c30_3, _c28_4 AS _c30_4, CAST(`sum`(_c28_5) AS BIGINT) AS _c31_0, CAST(`sum`(_c28_6) AS DECIMAL(38,15)) AS _c31_1
    FROM (
      SELECT DISTINCT _c5_6 AS _c28_0, _c2_7 AS _c28_1, _c2_9 AS _c28_2, _c2_11 AS _c28_3, _c2_13 AS _c28_4, _c9_0 AS _c28_5, _c9_1 AS _c28_6
      FROM (
        SELECT _c5_6, _c2_7, _c2_9, _c2_11, _c2_13, CAST(_c1_18 - CASE WHEN _c7_17 IS NOT NULL THEN _c7_17 ELSE 0L END AS BIGINT) AS _c9_0, CAST(_c1_23 - CASE WHEN _c8_0 IS NOT NULL THEN _c8_0 ELSE CAST(0.000000000000000BD AS DECIMAL(30,15)) END AS DECIMAL(31,15)) AS _c9_1
        FROM (
          SELECT CAST(_c7_18 AS DECIMAL(30,15)) AS _c8_0, _c1_18, _c1_23, _c2_7, _c2_9, _c2_11, _c2_13, _c5_6, _c7_17
          FROM (
            SELECT _c1_15, _c1_17, _c1_18, _c1_23, _c2_7, _c2_9, _c2_11, _c2_13, _c5_6
            FROM (
              SELECT _c1_0, _c1_15, _c1_17, _c1_18, _c1_23, _c2_7, _c2_9, _c2_11, _c2_13
              FROM (
                SELECT `cs_sold_date_sk` AS _c1_0, `cs_item_sk` AS _c1_15, `cs_order_number` AS _c1_17, `cs_quantity` AS _c1_18, `cs_ext_sales_price` AS _c1_23
                FROM {src1}
              ) AS _q1 JOIN (
                SELECT _c2_0, _c2_7, _c2_9, _c2_11, _c2_13
                FROM (
                  SELECT `i_item_sk` AS _c2_0, `i_brand_id` AS _c2_7, `i_class_id` AS _c2_9, `i_category_id` AS _c2_11, `i_category` AS _c2_12, `i_manufact_id` AS _c2_13
                  FROM {src2}
                ) AS _q2
                WHERE _c2_12 = 'Books'
              ) AS _q3 ON _c1_15 = _c2_0
            ) AS _q4 JOIN (
              SELECT *
              FROM (
                SELECT `d_date_sk` AS _c5_0, `d_year` AS _c5_6
                FROM {src3}
              ) AS _q5
              WHERE _c5_6 = 2002L
            ) AS _q6 ON _c1_0 = _c5_0
          ) AS _q7 LEFT OUTER JOIN (
            SELECT `cr_item_sk` AS _c7_2, `cr_order_number` AS _c7_16, `cr_return_quantity` AS _c7_17, `cr_return_amount` AS _c7_18
            FROM {src4}
          ) AS _q8 ON _c1_17 = _c7_16 AND _c1_15 = _c7_2
        ) AS _q9
        UNION ALL
        SELECT _c14_6, _c11_7, _c11_9, _c11_11, _c11_13, CAST(_c10_10 - CASE WHEN _c16_10 IS NOT NULL THEN _c16_10 ELSE 0L END AS BIGINT) AS _c18_0, CAST(_c10_15 - CASE WHEN _c17_0 IS NOT NULL THEN _c17_0 ELSE CAST(0.000000000000000BD AS DECIMAL(30,15)) END AS DECIMAL(31,15)) AS _c18_1
        FROM (
          SELECT CAST(_c16_11 AS DECIMAL(30,15)) AS _c17_0, _c10_10, _c10_15, _c11_7, _c11_9, _c11_11, _c11_13, _c14_6, _c16_10
          FROM (
            SELECT _c10_2, _c10_9, _c10_10, _c10_15, _c11_7, _c11_9, _c11_11, _c11_13, _c14_6
            FROM (
              SELECT _c10_0, _c10_2, _c10_9, _c10_10, _c10_15, _c11_7, _c11_9, _c11_11, _c11_13
              FROM (
                SELECT `ss_sold_date_sk` AS _c10_0, `ss_item_sk` AS _c10_2, `ss_ticket_number` AS _c10_9, `ss_quantity` AS _c10_10, `ss_ext_sales_price` AS _c10_15
                FROM {src5}
              ) AS _q10 JOIN (
                SELECT _c11_0, _c11_7, _c11_9, _c11_11, _c11_13
                FROM (
                  SELECT `i_item_sk` AS _c11_0, `i_brand_id` AS _c11_7, `i_class_id` AS _c11_9, `i_category_id` AS _c11_11, `i_category` AS _c11_12, `i_manufact_id` AS _c11_13
                  FROM {src2}
                ) AS _q11
                WHERE _c11_12 = 'Books'
              ) AS _q12 ON _c10_2 = _c11_0
            ) AS _q13 JOIN (
              SELECT *
              FROM (
                SELECT `d_date_sk` AS _c14_0, `d_year` AS _c14_6
                FROM {src3}
              ) AS _q14
              WHERE _c14_6 = 2002L
            ) AS _q15 ON _c10_0 = _c14_0
          ) AS _q16 LEFT OUTER JOIN (
            SELECT `sr_item_sk` AS _c16_2, `sr_ticket_number` AS _c16_9, `sr_return_quantity` AS _c16_10, `sr_return_amt` AS _c16_11
            FROM {src6}
          ) AS _q17 ON _c10_9 = _c16_9 AND _c10_2 = _c16_2
        ) AS _q18
        UNION ALL
        SELECT _c23_6, _c20_7, _c20_9, _c20_11, _c20_13, CAST(_c19_18 - CASE WHEN _c25_14 IS NOT NULL THEN _c25_14 ELSE 0L END AS BIGINT) AS _c27_0, CAST(_c19_23 - CASE WHEN _c26_0 IS NOT NULL THEN _c26_0 ELSE CAST(0.000000000000000BD AS DECIMAL(30,15)) END AS DECIMAL(31,15)) AS _c27_1
        FROM (
          SELECT CAST(_c25_15 AS DECIMAL(30,15)) AS _c26_0, _c19_18, _c19_23, _c20_7, _c20_9, _c20_11, _c20_13, _c23_6, _c25_14
          FROM (
            SELECT _c19_3, _c19_17, _c19_18, _c19_23, _c20_7, _c20_9, _c20_11, _c20_13, _c23_6
            FROM (
              SELECT _c19_0, _c19_3, _c19_17, _c19_18, _c19_23, _c20_7, _c20_9, _c20_11, _c20_13
              FROM (
                SELECT `ws_sold_date_sk` AS _c19_0, `ws_item_sk` AS _c19_3, `ws_order_number` AS _c19_17, `ws_quantity` AS _c19_18, `ws_ext_sales_price` AS _c19_23
                FROM {src7}
              ) AS _q19 JOIN (
                SELECT _c20_0, _c20_7, _c20_9, _c20_11, _c20_13
                FROM (
                  SELECT `i_item_sk` AS _c20_0, `i_brand_id` AS _c20_7, `i_class_id` AS _c20_9, `i_category_id` AS _c20_11, `i_category` AS _c20_12, `i_manufact_id` AS _c20_13
                  FROM {src2}
                ) AS _q20
                WHERE _c20_12 = 'Books'
              ) AS _q21 ON _c19_3 = _c20_0
            ) AS _q22 JOIN (
              SELECT *
              FROM (
                SELECT `d_date_sk` AS _c23_0, `d_year` AS _c23_6
                FROM {src3}
              ) AS _q23
              WHERE _c23_6 = 2002L
            ) AS _q24 ON _c19_0 = _c23_0
          ) AS _q25 LEFT OUTER JOIN (
            SELECT `wr_item_sk` AS _c25_2, `wr_order_number` AS _c25_13, `wr_return_quantity` AS _c25_14, `wr_return_amt` AS _c25_15
            FROM {src8}
          ) AS _q26 ON _c19_17 = _c25_13 AND _c19_3 = _c25_2
        ) AS _q27
      ) AS _q28
    ) AS _q29
    GROUP BY _c28_0, _c28_1, _c28_2, _c28_3, _c28_4
  ) AS _q30 JOIN (
    SELECT _c60_0 AS _c62_0, _c60_1 AS _c62_1, _c60_2 AS _c62_2, _c60_3 AS _c62_3, _c60_4 AS _c62_4, CAST(`sum`(_c60_5) AS BIGINT) AS _c63_0, CAST(`sum`(_c60_6) AS DECIMAL(38,15)) AS _c63_1
    FROM (
      SELECT DISTINCT _c37_6 AS _c60_0, _c34_7 AS _c60_1, _c34_9 AS _c60_2, _c34_11 AS _c60_3, _c34_13 AS _c60_4, _c41_0 AS _c60_5, _c41_1 AS _c60_6
      FROM (
        SELECT _c37_6, _c34_7, _c34_9, _c34_11, _c34_13, CAST(_c33_18 - CASE WHEN _c39_17 IS NOT NULL THEN _c39_17 ELSE 0L END AS BIGINT) AS _c41_0, CAST(_c33_23 - CASE WHEN _c40_0 IS NOT NULL THEN _c40_0 ELSE CAST(0.000000000000000BD AS DECIMAL(30,15)) END AS DECIMAL(31,15)) AS _c41_1
        FROM (
          SELECT CAST(_c39_18 AS DECIMAL(30,15)) AS _c40_0, _c33_18, _c33_23, _c34_7, _c34_9, _c34_11, _c34_13, _c37_6, _c39_17
          FROM (
            SELECT _c33_15, _c33_17, _c33_18, _c33_23, _c34_7, _c34_9, _c34_11, _c34_13, _c37_6
            FROM (
              SELECT _c33_0, _c33_15, _c33_17, _c33_18, _c33_23, _c34_7, _c34_9, _c34_11, _c34_13
              FROM (
                SELECT `cs_sold_date_sk` AS _c33_0, `cs_item_sk` AS _c33_15, `cs_order_number` AS _c33_17, `cs_quantity` AS _c33_18, `cs_ext_sales_price` AS _c33_23
                FROM {src1}
              ) AS _q31 JOIN (
                SELECT _c34_0, _c34_7, _c34_9, _c34_11, _c34_13
                FROM (
                  SELECT `i_item_sk` AS _c34_0, `i_brand_id` AS _c34_7, `i_class_id` AS _c34_9, `i_category_id` AS _c34_11, `i_category` AS _c34_12, `i_manufact_id` AS _c34_13
                  FROM {src2}
                ) AS _q32
                WHERE _c34_12 = 'Books'
              ) AS _q33 ON _c33_15 = _c34_0
            ) AS _q34 JOIN (
              SELECT *
              FROM (
                SELECT `d_date_sk` AS _c37_0, `d_year` AS _c37_6
                FROM {src3}
              ) AS _q35
              WHERE _c37_6 = 2001L
            ) AS _q36 ON _c33_0 = _c37_0
          ) AS _q37 LEFT OUTER JOIN (
            SELECT `cr_item_sk` AS _c39_2, `cr_order_number` AS _c39_16, `cr_return_quantity` AS _c39_17, `cr_return_amount` AS _c39_18
            FROM {src4}
          ) AS _q38 ON _c33_17 = _c39_16 AND _c33_15 = _c39_2
        ) AS _q39
        UNION ALL
        SELECT _c46_6, _c43_7, _c43_9, _c43_11, _c43_13, CAST(_c42_10 - CASE WHEN _c48_10 IS NOT NULL THEN _c48_10 ELSE 0L END AS BIGINT) AS _c50_0, CAST(_c42_15 - CASE WHEN _c49_0 IS NOT NULL THEN _c49_0 ELSE CAST(0.000000000000000BD AS DECIMAL(30,15)) END AS DECIMAL(31,15)) AS _c50_1
        FROM (
          SELECT CAST(_c48_11 AS DECIMAL(30,15)) AS _c49_0, _c42_10, _c42_15, _c43_7, _c43_9, _c43_11, _c43_13, _c46_6, _c48_10
          FROM (
            SELECT _c42_2, _c42_9, _c42_10, _c42_15, _c43_7, _c43_9, _c43_11, _c43_13, _c46_6
            FROM (
              SELECT _c42_0, _c42_2, _c42_9, _c42_10, _c42_15, _c43_7, _c43_9, _c43_11, _c43_13
              FROM (
                SELECT `ss_sold_date_sk` AS _c42_0, `ss_item_sk` AS _c42_2, `ss_ticket_number` AS _c42_9, `ss_quantity` AS _c42_10, `ss_ext_sales_price` AS _c42_15
                FROM {src5}
              ) AS _q40 JOIN (
                SELECT _c43_0, _c43_7, _c43_9, _c43_11, _c43_13
                FROM (
                  SELECT `i_item_sk` AS _c43_0, `i_brand_id` AS _c43_7, `i_class_id` AS _c43_9, `i_category_id` AS _c43_11, `i_category` AS _c43_12, `i_manufact_id` AS _c43_13
                  FROM {src2}
                ) AS _q41
                WHERE _c43_12 = 'Books'
              ) AS _q42 ON _c42_2 = _c43_0
            ) AS _q43 JOIN (
              SELECT *
              FROM (
                SELECT `d_date_sk` AS _c46_0, `d_year` AS _c46_6
                FROM {src3}
              ) AS _q44
              WHERE _c46_6 = 2001L
            ) AS _q45 ON _c42_0 = _c46_0
          ) AS _q46 LEFT OUTER JOIN (
            SELECT `sr_item_sk` AS _c48_2, `sr_ticket_number` AS _c48_9, `sr_return_quantity` AS _c48_10, `sr_return_amt` AS _c48_11
            FROM {src6}
          ) AS _q47 ON _c42_9 = _c48_9 AND _c42_2 = _c48_2
        ) AS _q48
        UNION ALL
        SELECT _c55_6, _c52_7, _c52_9, _c52_11, _c52_13, CAST(_c51_18 - CASE WHEN _c57_14 IS NOT NULL THEN _c57_14 ELSE 0L END AS BIGINT) AS _c59_0, CAST(_c51_23 - CASE WHEN _c58_0 IS NOT NULL THEN _c58_0 ELSE CAST(0.000000000000000BD AS DECIMAL(30,15)) END AS DECIMAL(31,15)) AS _c59_1
        FROM (
          SELECT CAST(_c57_15 AS DECIMAL(30,15)) AS _c58_0, _c51_18, _c51_23, _c52_7, _c52_9, _c52_11, _c52_13, _c55_6, _c57_14
          FROM (
            SELECT _c51_3, _c51_17, _c51_18, _c51_23, _c52_7, _c52_9, _c52_11, _c52_13, _c55_6
            FROM (
              SELECT _c51_0, _c51_3, _c51_17, _c51_18, _c51_23, _c52_7, _c52_9, _c52_11, _c52_13
              FROM (
                SELECT `ws_sold_date_sk` AS _c51_0, `ws_item_sk` AS _c51_3, `ws_order_number` AS _c51_17, `ws_quantity` AS _c51_18, `ws_ext_sales_price` AS _c51_23
                FROM {src7}
              ) AS _q49 JOIN (
                SELECT _c52_0, _c52_7, _c52_9, _c52_11, _c52_13
                FROM (
                  SELECT `i_item_sk` AS _c52_0, `i_brand_id` AS _c52_7, `i_class_id` AS _c52_9, `i_category_id` AS _c52_11, `i_category` AS _c52_12, `i_manufact_id` AS _c52_13
                  FROM {src2}
                ) AS _q50
                WHERE _c52_12 = 'Books'
              ) AS _q51 ON _c51_3 = _c52_0
            ) AS _q52 JOIN (
              SELECT *
              FROM (
                SELECT `d_date_sk` AS _c55_0, `d_year` AS _c55_6
                FROM {src3}
              ) AS _q53
              WHERE _c55_6 = 2001L
            ) AS _q54 ON _c51_0 = _c55_0
          ) AS _q55 LEFT OUTER JOIN (
            SELECT `wr_item_sk` AS _c57_2, `wr_order_number` AS _c57_13, `wr_return_quantity` AS _c57_14, `wr_return_amt` AS _c57_15
            FROM {src8}
          ) AS _q56 ON _c51_17 = _c57_13 AND _c51_3 = _c57_2
        ) AS _q57
      ) AS _q58
    ) AS _q59
    GROUP BY _c60_0, _c60_1, _c60_2, _c60_3, _c60_4
  ) AS _q60 ON _c30_1 = _c62_1 AND _c30_2 = _c62_2 AND _c30_3 = _c62_3 AND _c30_4 = _c62_4 AND CAST(CASE WHEN CAST(_c63_0 AS DECIMAL(17,2)) = 0 THEN `raise_error`('divide: division by zero') ELSE CASE WHEN `try_divide`(CAST(_c31_0 AS DECIMAL(17,2)), CAST(_c63_0 AS DECIMAL(17,2))) IS NULL AND CAST(_c31_0 AS DECIMAL(17,2)) IS NOT NULL AND CAST(_c63_0 AS DECIMAL(17,2)) IS NOT NULL THEN `raise_error`('divide: decimal overflow') ELSE `try_divide`(CAST(_c31_0 AS DECIMAL(17,2)), CAST(_c63_0 AS DECIMAL(17,2))) END END AS DECIMAL(23,6)) < CAST(0.900000BD AS DECIMAL(23,6))
  ORDER BY _c65_0 ASC NULLS LAST, _c65_1 ASC NULLS LAST
  LIMIT 100
) AS _q61
