-- tpcds_datafusion/q18: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
WITH
_shared_c20_0 AS (
  SELECT _c1_18, _c1_20, _c1_21, _c1_27, _c1_33, _c2_6, _c5_13, _c10_7, _c10_8, _c10_10, _c15_1, _c15_1 AS _c19_0, _c10_10 AS _c19_1, _c10_8 AS _c19_2, _c10_7 AS _c19_3
  FROM (
    SELECT _c1_15, _c1_18, _c1_20, _c1_21, _c1_27, _c1_33, _c2_6, _c5_13, _c10_7, _c10_8, _c10_10
    FROM (
      SELECT _c1_0, _c1_15, _c1_18, _c1_20, _c1_21, _c1_27, _c1_33, _c2_6, _c5_13, _c10_7, _c10_8, _c10_10
      FROM (
        SELECT _c1_0, _c1_15, _c1_18, _c1_20, _c1_21, _c1_27, _c1_33, _c2_6, _c5_4, _c5_13
        FROM (
          SELECT _c1_0, _c1_15, _c1_18, _c1_20, _c1_21, _c1_27, _c1_33, _c2_6, _c5_2, _c5_4, _c5_13
          FROM (
            SELECT _c1_0, _c1_3, _c1_15, _c1_18, _c1_20, _c1_21, _c1_27, _c1_33, _c2_6
            FROM (
              SELECT `cs_sold_date_sk` AS _c1_0, `cs_bill_customer_sk` AS _c1_3, `cs_bill_cdemo_sk` AS _c1_4, `cs_item_sk` AS _c1_15, `cs_quantity` AS _c1_18, `cs_list_price` AS _c1_20, `cs_sales_price` AS _c1_21, `cs_coupon_amt` AS _c1_27, `cs_net_profit` AS _c1_33
              FROM {src1}
            ) AS _q1 JOIN (
              SELECT _c2_0, _c2_6
              FROM (
                SELECT `cd_demo_sk` AS _c2_0, `cd_gender` AS _c2_1, `cd_education_status` AS _c2_3, `cd_dep_count` AS _c2_6
                FROM {src2}
              ) AS _q2
              WHERE _c2_1 = 'F' AND _c2_3 = 'Unknown'
            ) AS _q3 ON _c1_4 = _c2_0
          ) AS _q4 JOIN (
            SELECT _c5_0, _c5_2, _c5_4, _c5_13
            FROM (
              SELECT `c_customer_sk` AS _c5_0, `c_current_cdemo_sk` AS _c5_2, `c_current_addr_sk` AS _c5_4, `c_birth_month` AS _c5_12, `c_birth_year` AS _c5_13
              FROM {src3}
            ) AS _q5
            WHERE _c5_12 IN (1L, 6L, 8L, 9L, 12L, 2L)
          ) AS _q6 ON _c1_3 = _c5_0
        ) AS _q7 JOIN (
          SELECT `cd_demo_sk` AS _c8_0
          FROM {src2}
        ) AS _q8 ON _c5_2 = _c8_0
      ) AS _q9 JOIN (
        SELECT *
        FROM (
          SELECT `ca_address_sk` AS _c10_0, `ca_county` AS _c10_7, `ca_state` AS _c10_8, `ca_country` AS _c10_10
          FROM {src4}
        ) AS _q10
        WHERE _c10_8 IN ('MS', 'IN', 'ND', 'OK', 'NM', 'VA', 'MS')
      ) AS _q11 ON _c5_4 = _c10_0
    ) AS _q12 JOIN (
      SELECT _c12_0
      FROM (
        SELECT `d_date_sk` AS _c12_0, `d_year` AS _c12_6
        FROM {src5}
      ) AS _q13
      WHERE _c12_6 = 1998L
    ) AS _q14 ON _c1_0 = _c12_0
  ) AS _q15 JOIN (
    SELECT `i_item_sk` AS _c15_0, `i_item_id` AS _c15_1
    FROM {src6}
  ) AS _q16 ON _c1_15 = _c15_0
)
SELECT _c17_0 AS `i_item_id`, _c17_1 AS `ca_country`, _c17_2 AS `ca_state`, _c17_3 AS `ca_county`, _c18_0 AS `agg1`, _c18_1 AS `agg2`, _c18_2 AS `agg3`, _c18_3 AS `agg4`, _c18_4 AS `agg5`, _c18_5 AS `agg6`, _c18_6 AS `agg7`
FROM (
  SELECT _c17_0, _c17_1, _c17_2, _c17_3, _c18_0, _c18_1, _c18_2, _c18_3, _c18_4, _c18_5, _c18_6
  FROM (
    SELECT _c17_0_0 AS _c17_0, _c17_1_0 AS _c17_1, _c17_2_0 AS _c17_2, _c17_3_0 AS _c17_3, 0 AS _c21_0, _c18_0_0 AS _c18_0, _c18_1_0 AS _c18_1, _c18_2_0 AS _c18_2, _c18_3_0 AS _c18_3, _c18_4_0 AS _c18_4, _c18_5_0 AS _c18_5, _c18_6_0 AS _c18_6
    FROM (
      SELECT _c22_11 AS _c17_0_0, _c22_12 AS _c17_1_0, _c22_13 AS _c17_2_0, _c22_14 AS _c17_3_0, CAST(`avg`(CAST(_c22_0 AS DECIMAL(12,2))) AS DECIMAL(38,2)) AS _c18_0_0, CAST(`avg`(CAST(_c22_1 AS DECIMAL(12,2))) AS DECIMAL(38,2)) AS _c18_1_0, CAST(`avg`(CAST(_c22_3 AS DECIMAL(12,2))) AS DECIMAL(38,2)) AS _c18_2_0, CAST(`avg`(CAST(_c22_2 AS DECIMAL(12,2))) AS DECIMAL(38,2)) AS _c18_3_0, CAST(`avg`(CAST(_c22_4 AS DECIMAL(12,2))) AS DECIMAL(38,2)) AS _c18_4_0, CAST(`avg`(CAST(_c22_6 AS DECIMAL(12,2))) AS DECIMAL(38,2)) AS _c18_5_0, CAST(`avg`(CAST(_c22_5 AS DECIMAL(12,2))) AS DECIMAL(38,2)) AS _c18_6_0
      FROM (
        SELECT _c1_18 AS _c22_0, _c1_20 AS _c22_1, _c1_21 AS _c22_2, _c1_27 AS _c22_3, _c1_33 AS _c22_4, _c2_6 AS _c22_5, _c5_13 AS _c22_6, _c10_7 AS _c22_7, _c10_8 AS _c22_8, _c10_10 AS _c22_9, _c15_1 AS _c22_10, _c19_0 AS _c22_11, _c19_1 AS _c22_12, _c19_2 AS _c22_13, _c19_3 AS _c22_14
        FROM _shared_c20_0
      ) AS _q17
      GROUP BY _c22_11, _c22_12, _c22_13, _c22_14
    ) AS _q18
    UNION ALL
    SELECT _c17_0_1 AS _c17_0, _c17_1_1 AS _c17_1, _c17_2_1 AS _c17_2, CAST(NULL AS STRING) AS _c17_3, 1 AS _c21_0, _c18_0_1 AS _c18_0, _c18_1_1 AS _c18_1, _c18_2_1 AS _c18_2, _c18_3_1 AS _c18_3, _c18_4_1 AS _c18_4, _c18_5_1 AS _c18_5, _c18_6_1 AS _c18_6
    FROM (
      SELECT _c23_11 AS _c17_0_1, _c23_12 AS _c17_1_1, _c23_13 AS _c17_2_1, CAST(`avg`(CAST(_c23_0 AS DECIMAL(12,2))) AS DECIMAL(38,2)) AS _c18_0_1, CAST(`avg`(CAST(_c23_1 AS DECIMAL(12,2))) AS DECIMAL(38,2)) AS _c18_1_1, CAST(`avg`(CAST(_c23_3 AS DECIMAL(12,2))) AS DECIMAL(38,2)) AS _c18_2_1, CAST(`avg`(CAST(_c23_2 AS DECIMAL(12,2))) AS DECIMAL(38,2)) AS _c18_3_1, CAST(`avg`(CAST(_c23_4 AS DECIMAL(12,2))) AS DECIMAL(38,2)) AS _c18_4_1, CAST(`avg`(CAST(_c23_6 AS DECIMAL(12,2))) AS DECIMAL(38,2)) AS _c18_5_1, CAST(`avg`(CAST(_c23_5 AS DECIMAL(12,2))) AS DECIMAL(38,2)) AS _c18_6_1
      FROM (
        SELECT _c1_18 AS _c23_0, _c1_20 AS _c23_1, _c1_21 AS _c23_2, _c1_27 AS _c23_3, _c1_33 AS _c23_4, _c2_6 AS _c23_5, _c5_13 AS _c23_6, _c10_7 AS _c23_7, _c10_8 AS _c23_8, _c10_10 AS _c23_9, _c15_1 AS _c23_10, _c19_0 AS _c23_11, _c19_1 AS _c23_12, _c19_2 AS _c23_13, _c19_3 AS _c23_14
        FROM _shared_c20_0
      ) AS _q19
      GROUP BY _c23_11, _c23_12, _c23_13
    ) AS _q20
    UNION ALL
    SELECT _c17_0_2 AS _c17_0, _c17_1_2 AS _c17_1, CAST(NULL AS STRING) AS _c17_2, CAST(NULL AS STRING) AS _c17_3, 3 AS _c21_0, _c18_0_2 AS _c18_0, _c18_1_2 AS _c18_1, _c18_2_2 AS _c18_2, _c18_3_2 AS _c18_3, _c18_4_2 AS _c18_4, _c18_5_2 AS _c18_5, _c18_6_2 AS _c18_6
    FROM (
      SELECT _c24_11 AS _c17_0_2, _c24_12 AS _c17_1_2, CAST(`avg`(CAST(_c24_0 AS DECIMAL(12,2))) AS DECIMAL(38,2)) AS _c18_0_2, CAST(`avg`(CAST(_c24_1 AS DECIMAL(12,2))) AS DECIMAL(38,2)) AS _c18_1_2, CAST(`avg`(CAST(_c24_3 AS DECIMAL(12,2))) AS DECIMAL(38,2)) AS _c18_2_2, CAST(`avg`(CAST(_c24_2 AS DECIMAL(12,2))) AS DECIMAL(38,2)) AS _c18_3_2, CAST(`avg`(CAST(_c24_4 AS DECIMAL(12,2))) AS DECIMAL(38,2)) AS _c18_4_2, CAST(`avg`(CAST(_c24_6 AS DECIMAL(12,2))) AS DECIMAL(38,2)) AS _c18_5_2, CAST(`avg`(CAST(_c24_5 AS DECIMAL(12,2))) AS DECIMAL(38,2)) AS _c18_6_2
      FROM (
        SELECT _c1_18 AS _c24_0, _c1_20 AS _c24_1, _c1_21 AS _c24_2, _c1_27 AS _c24_3, _c1_33 AS _c24_4, _c2_6 AS _c24_5, _c5_13 AS _c24_6, _c10_7 AS _c24_7, _c10_8 AS _c24_8, _c10_10 AS _c24_9, _c15_1 AS _c24_10, _c19_0 AS _c24_11, _c19_1 AS _c24_12, _c19_2 AS _c24_13, _c19_3 AS _c24_14
        FROM _shared_c20_0
      ) AS _q21
      GROUP BY _c24_11, _c24_12
    ) AS _q22
    UNION ALL
    SELECT _c17_0_3 AS _c17_0, CAST(NULL AS STRING) AS _c17_1, CAST(NULL AS STRING) AS _c17_2, CAST(NULL AS STRING) AS _c17_3, 7 AS _c21_0, _c18_0_3 AS _c18_0, _c18_1_3 AS _c18_1, _c18_2_3 AS _c18_2, _c18_3_3 AS _c18_3, _c18_4_3 AS _c18_4, _c18_5_3 AS _c18_5, _c18_6_3 AS _c18_6
    FROM (
      SELECT _c25_11 AS _c17_0_3, CAST(`avg`(CAST(_c25_0 AS DECIMAL(12,2))) AS DECIMAL(38,2)) AS _c18_0_3, CAST(`avg`(CAST(_c25_1 AS DECIMAL(12,2))) AS DECIMAL(38,2)) AS _c18_1_3, CAST(`avg`(CAST(_c25_3 AS DECIMAL(12,2))) AS DECIMAL(38,2)) AS _c18_2_3, CAST(`avg`(CAST(_c25_2 AS DECIMAL(12,2))) AS DECIMAL(38,2)) AS _c18_3_3, CAST(`avg`(CAST(_c25_4 AS DECIMAL(12,2))) AS DECIMAL(38,2)) AS _c18_4_3, CAST(`avg`(CAST(_c25_6 AS DECIMAL(12,2))) AS DECIMAL(38,2)) AS _c18_5_3, CAST(`avg`(CAST(_c25_5 AS DECIMAL(12,2))) AS DECIMAL(38,2)) AS _c18_6_3
      FROM (
        SELECT _c1_18 AS _c25_0, _c1_20 AS _c25_1, _c1_21 AS _c25_2, _c1_27 AS _c25_3, _c1_33 AS _c25_4, _c2_6 AS _c25_5, _c5_13 AS _c25_6, _c10_7 AS _c25_7, _c10_8 AS _c25_8, _c10_10 AS _c25_9, _c15_1 AS _c25_10, _c19_0 AS _c25_11, _c19_1 AS _c25_12, _c19_2 AS _c25_13, _c19_3 AS _c25_14
        FROM _shared_c20_0
      ) AS _q23
      GROUP BY _c25_11
    ) AS _q24
    UNION ALL
    SELECT CAST(NULL AS STRING) AS _c17_0, CAST(NULL AS STRING) AS _c17_1, CAST(NULL AS STRING) AS _c17_2, CAST(NULL AS STRING) AS _c17_3, 15 AS _c21_0, _c18_0_4 AS _c18_0, _c18_1_4 AS _c18_1, _c18_2_4 AS _c18_2, _c18_3_4 AS _c18_3, _c18_4_4 AS _c18_4, _c18_5_4 AS _c18_5, _c18_6_4 AS _c18_6
    FROM (
      SELECT CAST(`avg`(CAST(_c26_0 AS DECIMAL(12,2))) AS DECIMAL(38,2)) AS _c18_0_4, CAST(`avg`(CAST(_c26_1 AS DECIMAL(12,2))) AS DECIMAL(38,2)) AS _c18_1_4, CAST(`avg`(CAST(_c26_3 AS DECIMAL(12,2))) AS DECIMAL(38,2)) AS _c18_2_4, CAST(`avg`(CAST(_c26_2 AS DECIMAL(12,2))) AS DECIMAL(38,2)) AS _c18_3_4, CAST(`avg`(CAST(_c26_4 AS DECIMAL(12,2))) AS DECIMAL(38,2)) AS _c18_4_4, CAST(`avg`(CAST(_c26_6 AS DECIMAL(12,2))) AS DECIMAL(38,2)) AS _c18_5_4, CAST(`avg`(CAST(_c26_5 AS DECIMAL(12,2))) AS DECIMAL(38,2)) AS _c18_6_4
      FROM (
        SELECT _c1_18 AS _c26_0, _c1_20 AS _c26_1, _c1_21 AS _c26_2, _c1_27 AS _c26_3, _c1_33 AS _c26_4, _c2_6 AS _c26_5, _c5_13 AS _c26_6, _c10_7 AS _c26_7, _c10_8 AS _c26_8, _c10_10 AS _c26_9, _c15_1 AS _c26_10, _c19_0 AS _c26_11, _c19_1 AS _c26_12, _c19_2 AS _c26_13, _c19_3 AS _c26_14
        FROM _shared_c20_0
      ) AS _q25
    ) AS _q26
  ) AS _q27
  ORDER BY _c17_1 ASC NULLS FIRST, _c17_2 ASC NULLS FIRST, _c17_3 ASC NULLS FIRST, _c17_0 ASC NULLS FIRST
  LIMIT 100
) AS _q28
