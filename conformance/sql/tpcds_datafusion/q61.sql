-- tpcds_datafusion/q61: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c20_0 AS `promotions`, _c38_0 AS `total`, _c40_0 AS `promotional_sales.promotions / all_sales.total * Int64(100)`
FROM (
  SELECT *, CAST(CAST(CASE WHEN CAST(_c38_0 AS DECIMAL(15,4)) = 0 THEN `raise_error`('divide: division by zero') ELSE CASE WHEN `try_divide`(CAST(_c20_0 AS DECIMAL(15,4)), CAST(_c38_0 AS DECIMAL(15,4))) IS NULL AND CAST(_c20_0 AS DECIMAL(15,4)) IS NOT NULL AND CAST(_c38_0 AS DECIMAL(15,4)) IS NOT NULL THEN `raise_error`('divide: decimal overflow') ELSE `try_divide`(CAST(_c20_0 AS DECIMAL(15,4)), CAST(_c38_0 AS DECIMAL(15,4))) END END AS DECIMAL(23,8)) * CAST(100BD AS DECIMAL(20,0)) AS DECIMAL(38,8)) AS _c40_0
  FROM (
    SELECT CAST(`sum`(_c1_15) AS DECIMAL(38,2)) AS _c20_0
    FROM (
      SELECT _c1_2, _c1_15
      FROM (
        SELECT _c1_2, _c1_15, _c11_4
        FROM (
          SELECT _c1_2, _c1_3, _c1_15
          FROM (
            SELECT _c1_0, _c1_2, _c1_3, _c1_15
            FROM (
              SELECT _c1_0, _c1_2, _c1_3, _c1_8, _c1_15
              FROM (
                SELECT `ss_sold_date_sk` AS _c1_0, `ss_item_sk` AS _c1_2, `ss_customer_sk` AS _c1_3, `ss_store_sk` AS _c1_7, `ss_promo_sk` AS _c1_8, `ss_ext_sales_price` AS _c1_15
                FROM {src1}
              ) AS _q1 JOIN (
                SELECT _c2_0
                FROM (
                  SELECT `s_store_sk` AS _c2_0, `s_gmt_offset` AS _c2_27
                  FROM {src2}
                ) AS _q2
                WHERE _c2_27 = CAST((-5.00BD) AS DECIMAL(5,2))
              ) AS _q3 ON _c1_7 = _c2_0
            ) AS _q4 JOIN (
              SELECT _c5_0
              FROM (
                SELECT `p_promo_sk` AS _c5_0, `p_channel_dmail` AS _c5_8, `p_channel_email` AS _c5_9, `p_channel_tv` AS _c5_11
                FROM {src3}
              ) AS _q5
              WHERE (_c5_8 = 'Y' OR _c5_9 = 'Y' OR _c5_11 = 'Y')
            ) AS _q6 ON _c1_8 = _c5_0
          ) AS _q7 JOIN (
            SELECT _c8_0
            FROM (
              SELECT `d_date_sk` AS _c8_0, `d_year` AS _c8_6, `d_moy` AS _c8_8
              FROM {src4}
            ) AS _q8
            WHERE _c8_6 = 1998L AND _c8_8 = 11L
          ) AS _q9 ON _c1_0 = _c8_0
        ) AS _q10 JOIN (
          SELECT `c_customer_sk` AS _c11_0, `c_current_addr_sk` AS _c11_4
          FROM {src5}
        ) AS _q11 ON _c1_3 = _c11_0
      ) AS _q12 JOIN (
        SELECT _c13_0
        FROM (
          SELECT `ca_address_sk` AS _c13_0, `ca_gmt_offset` AS _c13_11
          FROM {src6}
        ) AS _q13
        WHERE _c13_11 = CAST((-5.00BD) AS DECIMAL(5,2))
      ) AS _q14 ON _c11_4 = _c13_0
    ) AS _q15 JOIN (
      SELECT _c16_0
      FROM (
        SELECT `i_item_sk` AS _c16_0, `i_category` AS _c16_12
        FROM {src7}
      ) AS _q16
      WHERE _c16_12 = 'Jewelry'
    ) AS _q17 ON _c1_2 = _c16_0
  ) AS _q18 JOIN (
    SELECT CAST(`sum`(_c22_15) AS DECIMAL(38,2)) AS _c38_0
    FROM (
      SELECT _c22_2, _c22_15
      FROM (
        SELECT _c22_2, _c22_15, _c29_4
        FROM (
          SELECT _c22_2, _c22_3, _c22_15
          FROM (
            SELECT _c22_0, _c22_2, _c22_3, _c22_15
            FROM (
              SELECT `ss_sold_date_sk` AS _c22_0, `ss_item_sk` AS _c22_2, `ss_customer_sk` AS _c22_3, `ss_store_sk` AS _c22_7, `ss_ext_sales_price` AS _c22_15
              FROM {src1}
            ) AS _q19 JOIN (
              SELECT _c23_0
              FROM (
                SELECT `s_store_sk` AS _c23_0, `s_gmt_offset` AS _c23_27
                FROM {src2}
              ) AS _q20
              WHERE _c23_27 = CAST((-5.00BD) AS DECIMAL(5,2))
            ) AS _q21 ON _c22_7 = _c23_0
          ) AS _q22 JOIN (
            SELECT _c26_0
            FROM (
              SELECT `d_date_sk` AS _c26_0, `d_year` AS _c26_6, `d_moy` AS _c26_8
              FROM {src4}
            ) AS _q23
            WHERE _c26_6 = 1998L AND _c26_8 = 11L
          ) AS _q24 ON _c22_0 = _c26_0
        ) AS _q25 JOIN (
          SELECT `c_customer_sk` AS _c29_0, `c_current_addr_sk` AS _c29_4
          FROM {src5}
        ) AS _q26 ON _c22_3 = _c29_0
      ) AS _q27 JOIN (
        SELECT _c31_0
        FROM (
          SELECT `ca_address_sk` AS _c31_0, `ca_gmt_offset` AS _c31_11
          FROM {src6}
        ) AS _q28
        WHERE _c31_11 = CAST((-5.00BD) AS DECIMAL(5,2))
      ) AS _q29 ON _c29_4 = _c31_0
    ) AS _q30 JOIN (
      SELECT _c34_0
      FROM (
        SELECT `i_item_sk` AS _c34_0, `i_category` AS _c34_12
        FROM {src7}
      ) AS _q31
      WHERE _c34_12 = 'Jewelry'
    ) AS _q32 ON _c22_2 = _c34_0
  ) AS _q33 ON TRUE
  ORDER BY _c20_0 ASC NULLS LAST, _c38_0 ASC NULLS LAST
  LIMIT 100
) AS _q34
