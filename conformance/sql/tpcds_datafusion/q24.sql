-- tpcds_datafusion/q24: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c16_0 AS `c_last_name`, _c16_1 AS `c_first_name`, _c16_2 AS `s_store_name`, _c17_0 AS `paid`
FROM (
  SELECT *
  FROM (
    SELECT _c13_0 AS _c16_0, _c13_1 AS _c16_1, _c13_2 AS _c16_2, CAST(`sum`(_c14_0) AS DECIMAL(38,2)) AS _c17_0
    FROM (
      SELECT _c9_9 AS _c13_0, _c9_8 AS _c13_1, _c4_5 AS _c13_2, CAST(`sum`(_c1_20) AS DECIMAL(38,2)) AS _c14_0
      FROM (
        SELECT _c1_20, _c4_5, _c4_24, _c4_25, _c7_5, _c7_15, _c7_17, _c7_18, _c7_20, _c9_4, _c9_8, _c9_9, _c9_14
        FROM (
          SELECT _c1_3, _c1_20, _c4_5, _c4_24, _c4_25, _c7_5, _c7_15, _c7_17, _c7_18, _c7_20
          FROM (
            SELECT _c1_2, _c1_3, _c1_20, _c4_5, _c4_24, _c4_25
            FROM (
              SELECT _c1_2, _c1_3, _c1_7, _c1_20
              FROM (
                SELECT `ss_item_sk` AS _c1_2, `ss_customer_sk` AS _c1_3, `ss_store_sk` AS _c1_7, `ss_ticket_number` AS _c1_9, `ss_net_paid` AS _c1_20
                FROM {src1}
              ) AS _q1 JOIN (
                SELECT `sr_item_sk` AS _c2_2, `sr_ticket_number` AS _c2_9
                FROM {src2}
              ) AS _q2 ON _c1_9 = _c2_9 AND _c1_2 = _c2_2
            ) AS _q3 JOIN (
              SELECT _c4_0, _c4_5, _c4_24, _c4_25
              FROM (
                SELECT `s_store_sk` AS _c4_0, `s_store_name` AS _c4_5, `s_market_id` AS _c4_10, `s_state` AS _c4_24, `s_zip` AS _c4_25
                FROM {src3}
              ) AS _q4
              WHERE _c4_10 = 8L
            ) AS _q5 ON _c1_7 = _c4_0
          ) AS _q6 JOIN (
            SELECT *
            FROM (
              SELECT `i_item_sk` AS _c7_0, `i_current_price` AS _c7_5, `i_size` AS _c7_15, `i_color` AS _c7_17, `i_units` AS _c7_18, `i_manager_id` AS _c7_20
              FROM {src4}
            ) AS _q7
            WHERE _c7_17 = 'peach'
          ) AS _q8 ON _c1_2 = _c7_0
        ) AS _q9 JOIN (
          SELECT `c_customer_sk` AS _c9_0, `c_current_addr_sk` AS _c9_4, `c_first_name` AS _c9_8, `c_last_name` AS _c9_9, `c_birth_country` AS _c9_14
          FROM {src5}
        ) AS _q10 ON _c1_3 = _c9_0
      ) AS _q11 JOIN (
        SELECT `ca_address_sk` AS _c11_0, `ca_state` AS _c11_8, `ca_zip` AS _c11_9, `ca_country` AS _c11_10
        FROM {src6}
      ) AS _q12 ON _c9_4 = _c11_0 AND _c4_25 = _c11_9 AND _c9_14 <> CAST(`upper`(_c11_10) AS STRING)
      GROUP BY _c9_9, _c9_8, _c4_5, _c11_8, _c4_24, _c7_17, _c7_5, _c7_20, _c7_18, _c7_15
    ) AS _q13
    GROUP BY _c13_0, _c13_1, _c13_2
  ) AS _q14
  WHERE CAST(_c17_0 AS DECIMAL(38,15)) > (
    SELECT CAST(CAST(0.05D * CAST(_c34_0 AS DOUBLE) AS DOUBLE) AS DECIMAL(38,15)) AS _c35_0
    FROM (
      SELECT CAST(`avg`(_c31_0) AS DECIMAL(38,2)) AS _c34_0
      FROM (
        SELECT CAST(`sum`(_c18_20) AS DECIMAL(38,2)) AS _c31_0
        FROM (
          SELECT _c18_20, _c21_5, _c21_24, _c21_25, _c24_5, _c24_15, _c24_17, _c24_18, _c24_20, _c26_4, _c26_8, _c26_9, _c26_14
          FROM (
            SELECT _c18_3, _c18_20, _c21_5, _c21_24, _c21_25, _c24_5, _c24_15, _c24_17, _c24_18, _c24_20
            FROM (
              SELECT _c18_2, _c18_3, _c18_20, _c21_5, _c21_24, _c21_25
              FROM (
                SELECT _c18_2, _c18_3, _c18_7, _c18_20
                FROM (
                  SELECT `ss_item_sk` AS _c18_2, `ss_customer_sk` AS _c18_3, `ss_store_sk` AS _c18_7, `ss_ticket_number` AS _c18_9, `ss_net_paid` AS _c18_20
                  FROM {src1}
                ) AS _q15 JOIN (
                  SELECT `sr_item_sk` AS _c19_2, `sr_ticket_number` AS _c19_9
                  FROM {src2}
                ) AS _q16 ON _c18_9 = _c19_9 AND _c18_2 = _c19_2
              ) AS _q17 JOIN (
                SELECT _c21_0, _c21_5, _c21_24, _c21_25
                FROM (
                  SELECT `s_store_sk` AS _c21_0, `s_store_name` AS _c21_5, `s_market_id` AS _c21_10, `s_state` AS _c21_24, `s_zip` AS _c21_25
                  FROM {src3}
                ) AS _q18
                WHERE _c21_10 = 8L
              ) AS _q19 ON _c18_7 = _c21_0
            ) AS _q20 JOIN (
              SELECT `i_item_sk` AS _c24_0, `i_current_price` AS _c24_5, `i_size` AS _c24_15, `i_color` AS _c24_17, `i_units` AS _c24_18, `i_manager_id` AS _c24_20
              FROM {src4}
            ) AS _q21 ON _c18_2 = _c24_0
          ) AS _q22 JOIN (
            SELECT `c_customer_sk` AS _c26_0, `c_current_addr_sk` AS _c26_4, `c_first_name` AS _c26_8, `c_last_name` AS _c26_9, `c_birth_country` AS _c26_14
            FROM {src5}
          ) AS _q23 ON _c18_3 = _c26_0
        ) AS _q24 JOIN (
          SELECT `ca_address_sk` AS _c28_0, `ca_state` AS _c28_8, `ca_zip` AS _c28_9, `ca_country` AS _c28_10
          FROM {src6}
        ) AS _q25 ON _c26_4 = _c28_0 AND _c21_25 = _c28_9 AND _c26_14 <> CAST(`upper`(_c28_10) AS STRING)
        GROUP BY _c26_9, _c26_8, _c21_5, _c28_8, _c21_24, _c24_17, _c24_5, _c24_20, _c24_18, _c24_15
      ) AS _q26
    ) AS _q27
  )
  ORDER BY _c16_0 ASC NULLS LAST, _c16_1 ASC NULLS LAST, _c16_2 ASC NULLS LAST
) AS _q28
