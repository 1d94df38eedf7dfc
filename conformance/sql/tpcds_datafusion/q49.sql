-- tpcds_datafusion/q49: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c46_0 AS `channel`, _c46_1 AS `item`, _c46_2 AS `return_ratio`, _c46_3 AS `return_rank`, _c46_4 AS `currency_rank`
FROM (
  SELECT DISTINCT _c15_0 AS _c46_0, _c8_0 AS _c46_1, _c10_0 AS _c46_2, _c11_0 AS _c46_3, _c12_0 AS _c46_4
  FROM (
    SELECT 'web' AS _c15_0, _c8_0, _c10_0, _c11_0, _c12_0
    FROM (
      SELECT *, CAST(`rank`() OVER (ORDER BY _c10_1 ASC NULLS LAST) AS BIGINT) AS _c12_0
      FROM (
        SELECT *, CAST(`rank`() OVER (ORDER BY _c10_0 ASC NULLS LAST) AS BIGINT) AS _c11_0
        FROM (
          SELECT _c8_0, CAST(CASE WHEN CAST(_c9_1 AS DECIMAL(15,4)) = 0 THEN `raise_error`('divide: division by zero') ELSE CASE WHEN `try_divide`(CAST(_c9_0 AS DECIMAL(15,4)), CAST(_c9_1 AS DECIMAL(15,4))) IS NULL AND CAST(_c9_0 AS DECIMAL(15,4)) IS NOT NULL AND CAST(_c9_1 AS DECIMAL(15,4)) IS NOT NULL THEN `raise_error`('divide: decimal overflow') ELSE `try_divide`(CAST(_c9_0 AS DECIMAL(15,4)), CAST(_c9_1 AS DECIMAL(15,4))) END END AS DECIMAL(23,8)) AS _c10_0, CAST(CASE WHEN CAST(_c9_3 AS DECIMAL(15,4)) = 0 THEN `raise_error`('divide: division by zero') ELSE CASE WHEN `try_divide`(CAST(_c9_2 AS DECIMAL(15,4)), CAST(_c9_3 AS DECIMAL(15,4))) IS NULL AND CAST(_c9_2 AS DECIMAL(15,4)) IS NOT NULL AND CAST(_c9_3 AS DECIMAL(15,4)) IS NOT NULL THEN `raise_error`('divide: decimal overflow') ELSE `try_divide`(CAST(_c9_2 AS DECIMAL(15,4)), CAST(_c9_3 AS DECIMAL(15,4))) END END AS DECIMAL(23,8)) AS _c10_1
          FROM (
            SELECT _c1_3 AS _c8_0, CAST(`sum`(CASE WHEN _c3_14 IS NOT NULL THEN _c3_14 ELSE 0L END) AS BIGINT) AS _c9_0, CAST(`sum`(CASE WHEN _c1_18 IS NOT NULL THEN _c1_18 ELSE 0L END) AS BIGINT) AS _c9_1, CAST(`sum`(CASE WHEN _c7_0 IS NOT NULL THEN _c7_0 ELSE CAST(0.00BD AS DECIMAL(22,2)) END) AS DECIMAL(38,2)) AS _c9_2, CAST(`sum`(CASE WHEN _c7_1 IS NOT NULL THEN _c7_1 ELSE CAST(0.00BD AS DECIMAL(22,2)) END) AS DECIMAL(38,2)) AS _c9_3
            FROM (
              SELECT CAST(_c3_15 AS DECIMAL(22,2)) AS _c7_0, CAST(_c1_29 AS DECIMAL(22,2)) AS _c7_1, _c1_3, _c1_18, _c3_14
              FROM (
                SELECT _c1_0, _c1_3, _c1_18, _c1_29, _c3_14, _c3_15
                FROM (
                  SELECT _c1_0, _c1_3, _c1_17, _c1_18, _c1_29
                  FROM (
                    SELECT `ws_sold_date_sk` AS _c1_0, `ws_item_sk` AS _c1_3, `ws_order_number` AS _c1_17, `ws_quantity` AS _c1_18, `ws_net_paid` AS _c1_29, `ws_net_profit` AS _c1_33
                    FROM {src1}
                  ) AS _q1
                  WHERE _c1_33 > CAST(1.00BD AS DECIMAL(7,2)) AND _c1_29 > CAST(0.00BD AS DECIMAL(7,2)) AND _c1_18 > 0L
                ) AS _q2 JOIN (
                  SELECT *
                  FROM (
                    SELECT `wr_item_sk` AS _c3_2, `wr_order_number` AS _c3_13, `wr_return_quantity` AS _c3_14, `wr_return_amt` AS _c3_15
                    FROM {src2}
                  ) AS _q3
                  WHERE _c3_15 > 10000.00BD
                ) AS _q4 ON _c1_17 = _c3_13 AND _c1_3 = _c3_2
              ) AS _q5 JOIN (
                SELECT _c5_0
                FROM (
                  SELECT `d_date_sk` AS _c5_0, `d_year` AS _c5_6, `d_moy` AS _c5_8
                  FROM {src3}
                ) AS _q6
                WHERE _c5_6 = 2001L AND _c5_8 = 12L
              ) AS _q7 ON _c1_0 = _c5_0
            ) AS _q8
            GROUP BY _c1_3
          ) AS _q9
        ) AS _q10
      ) AS _q11
    ) AS _q12
    WHERE (_c11_0 <= 10L OR _c12_0 <= 10L)
    UNION ALL
    SELECT 'catalog' AS _c30_0, _c23_0, _c25_0, _c26_0, _c27_0
    FROM (
      SELECT *, CAST(`rank`() OVER (ORDER BY _c25_1 ASC NULLS LAST) AS BIGINT) AS _c27_0
      FROM (
        SELECT *, CAST(`rank`() OVER (ORDER BY _c25_0 ASC NULLS LAST) AS BIGINT) AS _c26_0
        FROM (
          SELECT _c23_0, CAST(CASE WHEN CAST(_c24_1 AS DECIMAL(15,4)) = 0 THEN `raise_error`('divide: division by zero') ELSE CASE WHEN `try_divide`(CAST(_c24_0 AS DECIMAL(15,4)), CAST(_c24_1 AS DECIMAL(15,4))) IS NULL AND CAST(_c24_0 AS DECIMAL(15,4)) IS NOT NULL AND CAST(_c24_1 AS DECIMAL(15,4)) IS NOT NULL THEN `raise_error`('divide: decimal overflow') ELSE `try_divide`(CAST(_c24_0 AS DECIMAL(15,4)), CAST(_c24_1 AS DECIMAL(15,4))) END END AS DECIMAL(23,8)) AS _c25_0, CAST(CASE WHEN CAST(_c24_3 AS DECIMAL(15,4)) = 0 THEN `raise_error`('divide: division by zero') ELSE CASE WHEN `try_divide`(CAST(_c24_2 AS DECIMAL(15,4)), CAST(_c24_3 AS DECIMAL(15,4))) IS NULL AND CAST(_c24_2 AS DECIMAL(15,4)) IS NOT NULL AND CAST(_c24_3 AS DECIMAL(15,4)) IS NOT NULL THEN `raise_error`('divide: decimal overflow') ELSE `try_divide`(CAST(_c24_2 AS DECIMAL(15,4)), CAST(_c24_3 AS DECIMAL(15,4))) END END AS DECIMAL(23,8)) AS _c25_1
          FROM (
            SELECT _c16_15 AS _c23_0, CAST(`sum`(CASE WHEN _c18_17 IS NOT NULL THEN _c18_17 ELSE 0L END) AS BIGINT) AS _c24_0, CAST(`sum`(CASE WHEN _c16_18 IS NOT NULL THEN _c16_18 ELSE 0L END) AS BIGINT) AS _c24_1, CAST(`sum`(CASE WHEN _c22_0 IS NOT NULL THEN _c22_0 ELSE CAST(0.00BD AS DECIMAL(22,2)) END) AS DECIMAL(38,2)) AS _c24_2, CAST(`sum`(CASE WHEN _c22_1 IS NOT NULL THEN _c22_1 ELSE CAST(0.00BD AS DECIMAL(22,2)) END) AS DECIMAL(38,2)) AS _c24_3
            FROM (
              SELECT CAST(_c18_18 AS DECIMAL(22,2)) AS _c22_0, CAST(_c16_29 AS DECIMAL(22,2)) AS _c22_1, _c16_15, _c16_18, _c18_17
              FROM (
                SELECT _c16_0, _c16_15, _c16_18, _c16_29, _c18_17, _c18_18
                FROM (
                  SELECT _c16_0, _c16_15, _c16_17, _c16_18, _c16_29
                  FROM (
                    SELECT `cs_sold_date_sk` AS _c16_0, `cs_item_sk` AS _c16_15, `cs_order_number` AS _c16_17, `cs_quantity` AS _c16_18, `cs_net_paid` AS _c16_29, `cs_net_profit` AS _c16_33
                    FROM {src4}
                  ) AS _q13
                  WHERE _c16_33 > CAST(1.00BD AS DECIMAL(7,2)) AND _c16_29 > CAST(0.00BD AS DECIMAL(7,2)) AND _c16_18 > 0L
                ) AS _q14 JOIN (
                  SELECT *
                  FROM (
                    SELECT `cr_item_sk` AS _c18_2, `cr_order_number` AS _c18_16, `cr_return_quantity` AS _c18_17, `cr_return_amount` AS _c18_18
                    FROM {src5}
                  ) AS _q15
                  WHERE _c18_18 > 10000.00BD
                ) AS _q16 ON _c16_17 = _c18_16 AND _c16_15 = _c18_2
              ) AS _q17 JOIN (
                SELECT _c20_0
                FROM (
                  SELECT `d_date_sk` AS _c20_0, `d_year` AS _c20_6, `d_moy` AS _c20_8
                  FROM {src3}
                ) AS _q18
                WHERE _c20_6 = 2001L AND _c20_8 = 12L
              ) AS _q19 ON _c16_0 = _c20_0
            ) AS _q20
            GROUP BY _c16_15
          ) AS _q21
        ) AS _q22
      ) AS _q23
    ) AS _q24
    WHERE (_c26_0 <= 10L OR _c27_0 <= 10L)
    UNION ALL
    SELECT 'store' AS _c45_0, _c38_0, _c40_0, _c41_0, _c42_0
    FROM (
      SELECT *, CAST(`rank`() OVER (ORDER BY _c40_1 ASC NULLS LAST) AS BIGINT) AS _c42_0
      FROM (
        SELECT *, CAST(`rank`() OVER (ORDER BY _c40_0 ASC NULLS LAST) AS BIGINT) AS _c41_0
        FROM (
          SELECT _c38_0, CAST(CASE WHEN CAST(_c39_1 AS DECIMAL(15,4)) = 0 THEN `raise_error`('divide: division by zero') ELSE CASE WHEN `try_divide`(CAST(_c39_0 AS DECIMAL(15,4)), CAST(_c39_1 AS DECIMAL(15,4))) IS NULL AND CAST(_c39_0 AS DECIMAL(15,4)) IS NOT NULL AND CAST(_c39_1 AS DECIMAL(15,4)) IS NOT NULL THEN `raise_error`('divide: decimal overflow') ELSE `try_divide`(CAST(_c39_0 AS DECIMAL(15,4)), CAST(_c39_1 AS DECIMAL(15,4))) END END AS DECIMAL(23,8)) AS _c40_0, CAST(CASE WHEN CAST(_c39_3 AS DECIMAL(15,4)) = 0 THEN `raise_error`('divide: division by zero') ELSE CASE WHEN `try_divide`(CAST(_c39_2 AS DECIMAL(15,4)), CAST(_c39_3 AS DECIMAL(15,4))) IS NULL AND CAST(_c39_2 AS DECIMAL(15,4)) IS NOT NULL AND CAST(_c39_3 AS DECIMAL(15,4)) IS NOT NULL THEN `raise_error`('divide: decimal overflow') ELSE `try_divide`(CAST(_c39_2 AS DECIMAL(15,4)), CAST(_c39_3 AS DECIMAL(15,4))) END END AS DECIMAL(23,8)) AS _c40_1
          FROM (
            SELECT _c31_2 AS _c38_0, CAST(`sum`(CASE WHEN _c33_10 IS NOT NULL THEN _c33_10 ELSE 0L END) AS BIGINT) AS _c39_0, CAST(`sum`(CASE WHEN _c31_10 IS NOT NULL THEN _c31_10 ELSE 0L END) AS BIGINT) AS _c39_1, CAST(`sum`(CASE WHEN _c37_0 IS NOT NULL THEN _c37_0 ELSE CAST(0.00BD AS DECIMAL(22,2)) END) AS DECIMAL(38,2)) AS _c39_2, CAST(`sum`(CASE WHEN _c37_1 IS NOT NULL THEN _c37_1 ELSE CAST(0.00BD AS DECIMAL(22,2)) END) AS DECIMAL(38,2)) AS _c39_3
            FROM (
              SELECT CAST(_c33_11 AS DECIMAL(22,2)) AS _c37_0, CAST(_c31_20 AS DECIMAL(22,2)) AS _c37_1, _c31_2, _c31_10, _c33_10
              FROM (
                SELECT _c31_0, _c31_2, _c31_10, _c31_20, _c33_10, _c33_11
                FROM (
                  SELECT _c31_0, _c31_2, _c31_9, _c31_10, _c31_20
                  FROM (
                    SELECT `ss_sold_date_sk` AS _c31_0, `ss_item_sk` AS _c31_2, `ss_ticket_number` AS _c31_9, `ss_quantity` AS _c31_10, `ss_net_paid` AS _c31_20, `ss_net_profit` AS _c31_22
                    FROM {src6}
                  ) AS _q25
                  WHERE _c31_22 > CAST(1.00BD AS DECIMAL(7,2)) AND _c31_20 > CAST(0.00BD AS DECIMAL(7,2)) AND _c31_10 > 0L
                ) AS _q26 JOIN (
                  SELECT *
                  FROM (
                    SELECT `sr_item_sk` AS _c33_2, `sr_ticket_number` AS _c33_9, `sr_return_quantity` AS _c33_10, `sr_return_amt` AS _c33_11
                    FROM {src7}
                  ) AS _q27
                  WHERE _c33_11 > 10000.00BD
                ) AS _q28 ON _c31_9 = _c33_9 AND _c31_2 = _c33_2
              ) AS _q29 JOIN (
                SELECT _c35_0
                FROM (
                  SELECT `d_date_sk` AS _c35_0, `d_year` AS _c35_6, `d_moy` AS _c35_8
                  FROM {src3}
                ) AS _q30
                WHERE _c35_6 = 2001L AND _c35_8 = 12L
              ) AS _q31 ON _c31_0 = _c35_0
            ) AS _q32
            GROUP BY _c31_2
          ) AS _q33
        ) AS _q34
      ) AS _q35
    ) AS _q36
    WHERE (_c41_0 <= 10L OR _c42_0 <= 10L)
  ) AS _q37
  ORDER BY _c46_0 ASC NULLS FIRST, _c46_3 ASC NULLS FIRST, _c46_4 ASC NULLS FIRST, _c46_1 ASC NULLS FIRST
  LIMIT 100
) AS _q38
