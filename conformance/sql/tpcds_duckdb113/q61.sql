-- tpcds_duckdb113/q61: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c29_0 AS `promotions`, _c13_0 AS `total`, _c31_0 AS `((CAST(CAST(promotions AS DECIMAL(15,4)) AS DOUBLE) / CAST(CAST(total AS DECIMAL(15,4)) AS DOUBLE)) * 100.0)`
FROM (
  SELECT _c29_0, _c13_0, CAST(CAST(CASE WHEN CAST(CAST(_c13_0 AS DECIMAL(15,4)) AS DOUBLE) = 0 THEN NULL ELSE `try_divide`(CAST(CAST(_c29_0 AS DECIMAL(15,4)) AS DOUBLE), CAST(CAST(_c13_0 AS DECIMAL(15,4)) AS DOUBLE)) END AS DOUBLE) * 100.0D AS DOUBLE) AS _c31_0
  FROM (
    SELECT CAST(`sum`(_c3_15) AS DECIMAL(38,2)) AS _c13_0
    FROM (
      SELECT _c1_0, _c2_4, _c3_7, _c3_15
      FROM (
        SELECT _c1_0
        FROM (
          SELECT `ca_address_sk` AS _c1_0, `ca_gmt_offset` AS _c1_11
          FROM {src1}
        ) AS _q1
        WHERE _c1_11 = CAST((-5.00BD) AS DECIMAL(5,2)) AND _c1_11 IS NOT NULL
      ) AS _q2 JOIN (
        SELECT _c2_0, _c2_4, _c3_7, _c3_3, _c3_15
        FROM (
          SELECT `c_customer_sk` AS _c2_0, `c_current_addr_sk` AS _c2_4
          FROM {src2}
        ) AS _q3 JOIN (
          SELECT *
          FROM (
            SELECT *
            FROM (
              SELECT `ss_sold_date_sk` AS _c3_0, `ss_store_sk` AS _c3_7, `ss_customer_sk` AS _c3_3, `ss_item_sk` AS _c3_2, `ss_ext_sales_price` AS _c3_15
              FROM {src3}
            ) AS _q4 JOIN (
              SELECT _c4_0
              FROM (
                SELECT `d_date_sk` AS _c4_0, `d_year` AS _c4_6, `d_moy` AS _c4_8
                FROM {src4}
              ) AS _q5
              WHERE _c4_8 = 11L AND _c4_8 IS NOT NULL AND _c4_6 = 1998L AND _c4_6 IS NOT NULL AND _c4_0 >= 2450816L AND _c4_0 <= 2452642L
            ) AS _q6 ON _c3_0 = _c4_0
          ) AS _q7 JOIN (
            SELECT _c6_0
            FROM (
              SELECT `i_item_sk` AS _c6_0, `i_category` AS _c6_12
              FROM {src5}
            ) AS _q8
            WHERE _c6_12 = 'Jewelry' AND _c6_12 IS NOT NULL
          ) AS _q9 ON _c3_2 = _c6_0
        ) AS _q10 ON _c2_0 = _c3_3
      ) AS _q11 ON _c1_0 = _c2_4
    ) AS _q12 JOIN (
      SELECT `s_store_sk` AS _c10_0
      FROM {src6}
    ) AS _q13 ON _c3_7 = _c10_0
  ) AS _q14 CROSS JOIN (
    SELECT CAST(`sum`(_c17_15) AS DECIMAL(38,2)) AS _c29_0
    FROM (
      SELECT _c15_0, _c16_4, _c17_7, _c17_15
      FROM (
        SELECT _c15_0
        FROM (
          SELECT `ca_address_sk` AS _c15_0, `ca_gmt_offset` AS _c15_11
          FROM {src1}
        ) AS _q15
        WHERE _c15_11 = CAST((-5.00BD) AS DECIMAL(5,2)) AND _c15_11 IS NOT NULL
      ) AS _q16 JOIN (
        SELECT _c16_0, _c16_4, _c17_7, _c17_3, _c17_15
        FROM (
          SELECT `c_customer_sk` AS _c16_0, `c_current_addr_sk` AS _c16_4
          FROM {src2}
        ) AS _q17 JOIN (
          SELECT _c17_0, _c17_7, _c17_8, _c17_3, _c17_2, _c17_15, _c18_0, _c20_0, _c22_0
          FROM (
            SELECT *
            FROM (
              SELECT *
              FROM (
                SELECT `ss_sold_date_sk` AS _c17_0, `ss_store_sk` AS _c17_7, `ss_promo_sk` AS _c17_8, `ss_customer_sk` AS _c17_3, `ss_item_sk` AS _c17_2, `ss_ext_sales_price` AS _c17_15
                FROM {src3}
              ) AS _q18 JOIN (
                SELECT _c18_0
                FROM (
                  SELECT `d_date_sk` AS _c18_0, `d_year` AS _c18_6, `d_moy` AS _c18_8
                  FROM {src4}
                ) AS _q19
                WHERE _c18_8 = 11L AND _c18_8 IS NOT NULL AND _c18_6 = 1998L AND _c18_6 IS NOT NULL AND _c18_0 >= 2450816L AND _c18_0 <= 2452642L
              ) AS _q20 ON _c17_0 = _c18_0
            ) AS _q21 JOIN (
              SELECT _c20_0
              FROM (
                SELECT `i_item_sk` AS _c20_0, `i_category` AS _c20_12
                FROM {src5}
              ) AS _q22
              WHERE _c20_12 = 'Jewelry' AND _c20_12 IS NOT NULL
            ) AS _q23 ON _c17_2 = _c20_0
          ) AS _q24 JOIN (
            SELECT *
            FROM (
              SELECT `p_promo_sk` AS _c22_0, `p_channel_dmail` AS _c22_8, `p_channel_email` AS _c22_9, `p_channel_tv` AS _c22_11
              FROM {src7}
            ) AS _q25
            WHERE (_c22_8 = 'Y' OR _c22_9 = 'Y' OR _c22_11 = 'Y')
          ) AS _q26 ON _c17_8 = _c22_0
        ) AS _q27 ON _c16_0 = _c17_3
      ) AS _q28 ON _c15_0 = _c16_4
    ) AS _q29 JOIN (
      SELECT `s_store_sk` AS _c26_0
      FROM {src6}
    ) AS _q30 ON _c17_7 = _c26_0
  ) AS _q31
  ORDER BY _c29_0 ASC NULLS LAST, _c13_0 ASC NULLS LAST
  LIMIT 100
) AS _q32
