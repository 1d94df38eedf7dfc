-- tpcds_datafusion/q27: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c12_0 AS `i_item_id`, _c12_1 AS `s_state`, _c14_0 AS `g_state`, _c13_0 AS `agg1`, _c13_1 AS `agg2`, _c13_2 AS `agg3`, _c13_3 AS `agg4`
FROM (
  SELECT *
  FROM (
    SELECT _c12_0, _c12_1, 0L AS _c14_0, _c13_0, _c13_1, _c13_2, _c13_3
    FROM (
      SELECT _c10_1 AS _c12_0, _c8_24 AS _c12_1, CAST(`avg`(CAST(_c1_10 AS DOUBLE)) AS DOUBLE) AS _c13_0, CAST(`avg`(_c1_12) AS DECIMAL(38,2)) AS _c13_1, CAST(`avg`(_c1_19) AS DECIMAL(38,2)) AS _c13_2, CAST(`avg`(_c1_13) AS DECIMAL(38,2)) AS _c13_3
      FROM (
        SELECT _c1_2, _c1_10, _c1_12, _c1_13, _c1_19, _c8_24
        FROM (
          SELECT _c1_2, _c1_7, _c1_10, _c1_12, _c1_13, _c1_19
          FROM (
            SELECT _c1_0, _c1_2, _c1_7, _c1_10, _c1_12, _c1_13, _c1_19
            FROM (
              SELECT `ss_sold_date_sk` AS _c1_0, `ss_item_sk` AS _c1_2, `ss_cdemo_sk` AS _c1_4, `ss_store_sk` AS _c1_7, `ss_quantity` AS _c1_10, `ss_list_price` AS _c1_12, `ss_sales_price` AS _c1_13, `ss_coupon_amt` AS _c1_19
              FROM {src1}
            ) AS _q1 JOIN (
              SELECT _c2_0
              FROM (
                SELECT `cd_demo_sk` AS _c2_0, `cd_gender` AS _c2_1, `cd_marital_status` AS _c2_2, `cd_education_status` AS _c2_3
                FROM {src2}
              ) AS _q2
              WHERE _c2_1 = 'M' AND _c2_2 = 'S' AND _c2_3 = 'College'
            ) AS _q3 ON _c1_4 = _c2_0
          ) AS _q4 JOIN (
            SELECT _c5_0
            FROM (
              SELECT `d_date_sk` AS _c5_0, `d_year` AS _c5_6
              FROM {src3}
            ) AS _q5
            WHERE _c5_6 = 2002L
          ) AS _q6 ON _c1_0 = _c5_0
        ) AS _q7 JOIN (
          SELECT *
          FROM (
            SELECT `s_store_sk` AS _c8_0, `s_state` AS _c8_24
            FROM {src4}
          ) AS _q8
          WHERE _c8_24 = 'TN'
        ) AS _q9 ON _c1_7 = _c8_0
      ) AS _q10 JOIN (
        SELECT `i_item_sk` AS _c10_0, `i_item_id` AS _c10_1
        FROM {src5}
      ) AS _q11 ON _c1_2 = _c10_0
      GROUP BY _c10_1, _c8_24
    ) AS _q12
    UNION ALL
    SELECT _c27_0, CAST(NULL AS STRING) AS _c29_0, 1L AS _c29_1, _c28_0, _c28_1, _c28_2, _c28_3
    FROM (
      SELECT _c25_1 AS _c27_0, CAST(`avg`(CAST(_c15_10 AS DOUBLE)) AS DOUBLE) AS _c28_0, CAST(`avg`(_c15_12) AS DECIMAL(38,2)) AS _c28_1, CAST(`avg`(_c15_19) AS DECIMAL(38,2)) AS _c28_2, CAST(`avg`(_c15_13) AS DECIMAL(38,2)) AS _c28_3
      FROM (
        SELECT _c15_2, _c15_10, _c15_12, _c15_13, _c15_19
        FROM (
          SELECT _c15_2, _c15_7, _c15_10, _c15_12, _c15_13, _c15_19
          FROM (
            SELECT _c15_0, _c15_2, _c15_7, _c15_10, _c15_12, _c15_13, _c15_19
            FROM (
              SELECT `ss_sold_date_sk` AS _c15_0, `ss_item_sk` AS _c15_2, `ss_cdemo_sk` AS _c15_4, `ss_store_sk` AS _c15_7, `ss_quantity` AS _c15_10, `ss_list_price` AS _c15_12, `ss_sales_price` AS _c15_13, `ss_coupon_amt` AS _c15_19
              FROM {src1}
            ) AS _q13 JOIN (
              SELECT _c16_0
              FROM (
                SELECT `cd_demo_sk` AS _c16_0, `cd_gender` AS _c16_1, `cd_marital_status` AS _c16_2, `cd_education_status` AS _c16_3
                FROM {src2}
              ) AS _q14
              WHERE _c16_1 = 'M' AND _c16_2 = 'S' AND _c16_3 = 'College'
            ) AS _q15 ON _c15_4 = _c16_0
          ) AS _q16 JOIN (
            SELECT _c19_0
            FROM (
              SELECT `d_date_sk` AS _c19_0, `d_year` AS _c19_6
              FROM {src3}
            ) AS _q17
            WHERE _c19_6 = 2002L
          ) AS _q18 ON _c15_0 = _c19_0
        ) AS _q19 JOIN (
          SELECT _c22_0
          FROM (
            SELECT `s_store_sk` AS _c22_0, `s_state` AS _c22_24
            FROM {src4}
          ) AS _q20
          WHERE _c22_24 = 'TN'
        ) AS _q21 ON _c15_7 = _c22_0
      ) AS _q22 JOIN (
        SELECT `i_item_sk` AS _c25_0, `i_item_id` AS _c25_1
        FROM {src5}
      ) AS _q23 ON _c15_2 = _c25_0
      GROUP BY _c25_1
    ) AS _q24
    UNION ALL
    SELECT CAST(NULL AS STRING) AS _c44_0, CAST(NULL AS STRING) AS _c44_1, 1L AS _c44_2, _c43_0, _c43_1, _c43_2, _c43_3
    FROM (
      SELECT CAST(`avg`(CAST(_c30_10 AS DOUBLE)) AS DOUBLE) AS _c43_0, CAST(`avg`(_c30_12) AS DECIMAL(38,2)) AS _c43_1, CAST(`avg`(_c30_19) AS DECIMAL(38,2)) AS _c43_2, CAST(`avg`(_c30_13) AS DECIMAL(38,2)) AS _c43_3
      FROM (
        SELECT _c30_2, _c30_10, _c30_12, _c30_13, _c30_19
        FROM (
          SELECT _c30_2, _c30_7, _c30_10, _c30_12, _c30_13, _c30_19
          FROM (
            SELECT _c30_0, _c30_2, _c30_7, _c30_10, _c30_12, _c30_13, _c30_19
            FROM (
              SELECT `ss_sold_date_sk` AS _c30_0, `ss_item_sk` AS _c30_2, `ss_cdemo_sk` AS _c30_4, `ss_store_sk` AS _c30_7, `ss_quantity` AS _c30_10, `ss_list_price` AS _c30_12, `ss_sales_price` AS _c30_13, `ss_coupon_amt` AS _c30_19
              FROM {src1}
            ) AS _q25 JOIN (
              SELECT _c31_0
              FROM (
                SELECT `cd_demo_sk` AS _c31_0, `cd_gender` AS _c31_1, `cd_marital_status` AS _c31_2, `cd_education_status` AS _c31_3
                FROM {src2}
              ) AS _q26
              WHERE _c31_1 = 'M' AND _c31_2 = 'S' AND _c31_3 = 'College'
            ) AS _q27 ON _c30_4 = _c31_0
          ) AS _q28 JOIN (
            SELECT _c34_0
            FROM (
              SELECT `d_date_sk` AS _c34_0, `d_year` AS _c34_6
              FROM {src3}
            ) AS _q29
            WHERE _c34_6 = 2002L
          ) AS _q30 ON _c30_0 = _c34_0
        ) AS _q31 JOIN (
          SELECT _c37_0
          FROM (
            SELECT `s_store_sk` AS _c37_0, `s_state` AS _c37_24
            FROM {src4}
          ) AS _q32
          WHERE _c37_24 = 'TN'
        ) AS _q33 ON _c30_7 = _c37_0
      ) AS _q34 JOIN (
        SELECT `i_item_sk` AS _c40_0
        FROM {src5}
      ) AS _q35 ON _c30_2 = _c40_0
    ) AS _q36
  ) AS _q37
  ORDER BY _c12_0 ASC NULLS FIRST, _c12_1 ASC NULLS FIRST
  LIMIT 100
) AS _q38
