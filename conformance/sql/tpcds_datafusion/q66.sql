-- tpcds_datafusion/q66: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c30_0 AS `w_warehouse_name`, _c30_1 AS `w_warehouse_sq_ft`, _c30_2 AS `w_city`, _c30_3 AS `w_county`, _c30_4 AS `w_state`, _c30_5 AS `w_country`, _c30_6 AS `ship_carriers`, _c30_7 AS `year_`, _c31_0 AS `jan_sales`, _c31_1 AS `feb_sales`, _c31_2 AS `mar_sales`, _c31_3 AS `apr_sales`, _c31_4 AS `may_sales`, _c31_5 AS `jun_sales`, _c31_6 AS `jul_sales`, _c31_7 AS `aug_sales`, _c31_8 AS `sep_sales`, _c31_9 AS `oct_sales`, _c31_10 AS `nov_sales`, _c31_11 AS `dec_sales`, _c31_12 AS `jan_sales_per_sq_foot`, _c31_13 AS `feb_sales_per_sq_foot`, _c31_14 AS `mar_sales_per_sq_foot`, _c31_15 AS `apr_sales_per_sq_foot`, _c31_16 AS `may_sales_per_sq_foot`, _c31_17 AS `jun_sales_per_sq_foot`, _c31_18 AS `jul_sales_per_sq_foot`, _c31_19 AS `aug_sales_per_sq_foot`, _c31_20 AS `sep_sales_per_sq_foot`, _c31_21 AS `oct_sales_per_sq_foot`, _c31_22 AS `nov_sales_per_sq_foot`, _c31_23 AS `dec_sales_per_sq_foot`, _c31_24 AS `jan_net`, _c31_25 AS `feb_net`, _c31_26 AS `mar_net`, _c31_27 AS `apr_net`, _c31_28 AS `may_net`, _c31_29 AS `jun_net`, _c31_30 AS `jul_net`, _c31_31 AS `aug_net`, _c31_32 AS `sep_net`, _c31_33 AS `oct_net`, _c31_34 AS `nov_net`, _c31_35 AS `dec_net`
FROM (
  SELECT _c12_0 AS _c30_0, _c12_1 AS _c30_1, _c12_2 AS _c30_2, _c12_3 AS _c30_3, _c12_4 AS _c30_4, _c12_5 AS _c30_5, _c14_0 AS _c30_6, _c12_6 AS _c30_7, CAST(`sum`(_c13_0) AS DECIMAL(38,2)) AS _c31_0, CAST(`sum`(_c13_1) AS DECIMAL(38,2)) AS _c31_1, CAST(`sum`(_c13_2) AS DECIMAL(38,2)) AS _c31_2, CAST(`sum`(_c13_3) AS DECIMAL(38,2)) AS _c31_3, CAST(`sum`(_c13_4) AS DECIMAL(38,2)) AS _c31_4, CAST(`sum`(_c13_5) AS DECIMAL(38,2)) AS _c31_5, CAST(`sum`(_c13_6) AS DECIMAL(38,2)) AS _c31_6, CAST(`sum`(_c13_7) AS DECIMAL(38,2)) AS _c31_7, CAST(`sum`(_c13_8) AS DECIMAL(38,2)) AS _c31_8, CAST(`sum`(_c13_9) AS DECIMAL(38,2)) AS _c31_9, CAST(`sum`(_c13_10) AS DECIMAL(38,2)) AS _c31_10, CAST(`sum`(_c13_11) AS DECIMAL(38,2)) AS _c31_11, CAST(`sum`(_g1) AS DECIMAL(38,6)) AS _c31_12, CAST(`sum`(_g2) AS DECIMAL(38,6)) AS _c31_13, CAST(`sum`(_g3) AS DECIMAL(38,6)) AS _c31_14, CAST(`sum`(_g4) AS DECIMAL(38,6)) AS _c31_15, CAST(`sum`(_g5) AS DECIMAL(38,6)) AS _c31_16, CAST(`sum`(_g6) AS DECIMAL(38,6)) AS _c31_17, CAST(`sum`(_g7) AS DECIMAL(38,6)) AS _c31_18, CAST(`sum`(_g8) AS DECIMAL(38,6)) AS _c31_19, CAST(`sum`(_g9) AS DECIMAL(38,6)) AS _c31_20, CAST(`sum`(_g10) AS DECIMAL(38,6)) AS _c31_21, CAST(`sum`(_g11) AS DECIMAL(38,6)) AS _c31_22, CAST(`sum`(_g12) AS DECIMAL(38,6)) AS _c31_23, CAST(`sum`(_c13_12) AS DECIMAL(38,2)) AS _c31_24, CAST(`sum`(_c13_13) AS DECIMAL(38,2)) AS _c31_25, CAST(`sum`(_c13_14) AS DECIMAL(38,2)) AS _c31_26, CAST(`sum`(_c13_15) AS DECIMAL(38,2)) AS _c31_27, CAST(`sum`(_c13_16) AS DECIMAL(38,2)) AS _c31_28, CAST(`sum`(_c13_17) AS DECIMAL(38,2)) AS _c31_29, CAST(`sum`(_c13_18) AS DECIMAL(38,2)) AS _c31_30, CAST(`sum`(_c13_19) AS DECIMAL(38,2)) AS _c31_31, CAST(`sum`(_c13_20) AS DECIMAL(38,2)) AS _c31_32, CAST(`sum`(_c13_21) AS DECIMAL(38,2)) AS _c31_33, CAST(`sum`(_c13_22) AS DECIMAL(38,2)) AS _c31_34, CAST(`sum`(_c13_23) AS DECIMAL(38,2)) AS _c31_35
  FROM (
    SELECT *, CAST(CASE WHEN _c29_0 = 0 THEN `raise_error`('divide: division by zero') ELSE CASE WHEN `try_divide`(_c13_0, _c29_0) IS NULL AND _c13_0 IS NOT NULL AND _c29_0 IS NOT NULL THEN `raise_error`('divide: decimal overflow') ELSE `try_divide`(_c13_0, _c29_0) END END AS DECIMAL(38,6)) AS _g1, CAST(CASE WHEN _c29_0 = 0 THEN `raise_error`('divide: division by zero') ELSE CASE WHEN `try_divide`(_c13_1, _c29_0) IS NULL AND _c13_1 IS NOT NULL AND _c29_0 IS NOT NULL THEN `raise_error`('divide: decimal overflow') ELSE `try_divide`(_c13_1, _c29_0) END END AS DECIMAL(38,6)) AS _g2, CAST(CASE WHEN _c29_0 = 0 THEN `raise_error`('divide: division by zero') ELSE CASE WHEN `try_divide`(_c13_2, _c29_0) IS NULL AND _c13_2 IS NOT NULL AND _c29_0 IS NOT NULL THEN `raise_error`('divide: decimal overflow') ELSE `try_divide`(_c13_2, _c29_0) END END AS DECIMAL(38,6)) AS _g3, CAST(CASE WHEN _c29_0 = 0 THEN `raise_error`('divide: division by zero') ELSE CASE WHEN `try_divide`(_c13_3, _c29_0) IS NULL AND _c13_3 IS NOT NULL AND _c29_0 IS NOT NULL THEN `raise_error`('divide: decimal overflow') ELSE `try_divide`(_c13_3, _c29_0) END END AS DECIMAL(38,6)) AS _g4, CAST(CASE WHEN _c29_0 = 0 THEN `raise_error`('divide: division by zero') ELSE CASE WHEN `try_divide`(_c13_4, _c29_0) IS NULL AND _c13_4 IS NOT NULL AND _c29_0 IS NOT NULL THEN `raise_error`('divide: decimal overflow') ELSE `try_divide`(_c13_4, _c29_0) END END AS DECIMAL(38,6)) AS _g5, CAST(CASE WHEN _c29_0 = 0 THEN `raise_error`('divide: division by zero') ELSE CASE WHEN `try_divide`(_c13_5, _c29_0) IS NULL AND _c13_5 IS NOT NULL AND _c29_0 IS NOT NULL THEN `raise_error`('divide: decimal overflow') ELSE `try_divide`(_c13_5, _c29_0) END END AS DECIMAL(38,6)) AS _g6, CAST(CASE WHEN _c29_0 = 0 THEN `raise_error`('divide: division by zero') ELSE CASE WHEN `try_divide`(_c13_6, _c29_0) IS NULL AND _c13_6 IS NOT NULL AND _c29_0 IS NOT NULL THEN `raise_error`('divide: decimal overflow') ELSE `try_divide`(_c13_6, _c29_0) END END AS DECIMAL(38,6)) AS _g7, CAST(CASE WHEN _c29_0 = 0 THEN `raise_error`('divide: division by zero') ELSE CASE WHEN `try_divide`(_c13_7, _c29_0) IS NULL AND _c13_7 IS NOT NULL AND _c29_0 IS NOT NULL THEN `raise_error`('divide: decimal overflow') ELSE `try_divide`(_c13_7, _c29_0) END END AS DECIMAL(38,6)) AS _g8, CAST(CASE WHEN _c29_0 = 0 THEN `raise_error`('divide: division by zero') ELSE CASE WHEN `try_divide`(_c13_8, _c29_0) IS NULL AND _c13_8 IS NOT NULL AND _c29_0 IS NOT NULL THEN `raise_error`('divide: decimal overflow') ELSE `try_divide`(_c13_8, _c29_0) END END AS DECIMAL(38,6)) AS _g9, CAST(CASE WHEN _c29_0 = 0 THEN `raise_error`('divide: division by zero') ELSE CASE WHEN `try_divide`(_c13_9, _c29_0) IS NULL AND _c13_9 IS NOT NULL AND _c29_0 IS NOT NULL THEN `raise_error`('divide: decimal overflow') ELSE `try_divide`(_c13_9, _c29_0) END END AS DECIMAL(38,6)) AS _g10, CAST(CASE WHEN _c29_0 = 0 THEN `raise_error`('divide: division by zero') ELSE CASE WHEN `try_divide`(_c13_10, _c29_0) IS NULL AND _c13_10 IS NOT NULL AND _c29_0 IS NOT NULL THEN `raise_error`('divide: decimal overflow') ELSE `try_divide`(_c13_10, _c29_0) END END AS DECIMAL(38,6)) AS _g11, CAST(CASE WHEN _c29_0 = 0 THEN `raise_error`('divide: division by zero') ELSE CASE WHEN `try_divide`(_c13_11, _c29_0) IS NULL AND _c13_11 IS NOT NULL AND _c29_0 IS NOT NULL THEN `raise_error`('divide: decimal overflow') ELSE `try_divide`(_c13_11, _c29_0) END END AS DECIMAL(38,6)) AS _g12
    FROM (
      SELECT CAST(_c12_1 AS DECIMAL(20,0)) AS _c29_0, _c12_0, _c12_1, _c12_2, _c12_3, _c12_4, _c12_5, _c14_0, _c12_6, _c13_0, _c13_1, _c13_2, _c13_3, _c13_4, _c13_5, _c13_6, _c13_7, _c13_8, _c13_9, _c13_10, _c13_11, _c13_12, _c13_13, _c13_14, _c13_15, _c13_16, _c13_17, _c13_18, _c13_19, _c13_20, _c13_21, _c13_22, _c13_23
      FROM (
        SELECT _c12_0, _c12_1, _c12_2, _c12_3, _c12_4, _c12_5, 'DHL,BARIAN' AS _c14_0, _c12_6, _c13_0, _c13_1, _c13_2, _c13_3, _c13_4, _c13_5, _c13_6, _c13_7, _c13_8, _c13_9, _c13_10, _c13_11, _c13_12, _c13_13, _c13_14, _c13_15, _c13_16, _c13_17, _c13_18, _c13_19, _c13_20, _c13_21, _c13_22, _c13_23
        FROM (
          SELECT _c2_2 AS _c12_0, _c2_3 AS _c12_1, _c2_8 AS _c12_2, _c2_9 AS _c12_3, _c2_10 AS _c12_4, _c2_12 AS _c12_5, _c4_6 AS _c12_6, CAST(`sum`(CASE WHEN _c11_0 THEN CAST(_c1_23 * CAST(_c1_18 AS DECIMAL(20,0)) AS DECIMAL(28,2)) ELSE CAST(0.00BD AS DECIMAL(28,2)) END) AS DECIMAL(38,2)) AS _c13_0, CAST(`sum`(CASE WHEN _c11_1 THEN CAST(_c1_23 * CAST(_c1_18 AS DECIMAL(20,0)) AS DECIMAL(28,2)) ELSE CAST(0.00BD AS DECIMAL(28,2)) END) AS DECIMAL(38,2)) AS _c13_1, CAST(`sum`(CASE WHEN _c11_2 THEN CAST(_c1_23 * CAST(_c1_18 AS DECIMAL(20,0)) AS DECIMAL(28,2)) ELSE CAST(0.00BD AS DECIMAL(28,2)) END) AS DECIMAL(38,2)) AS _c13_2, CAST(`sum`(CASE WHEN _c11_3 THEN CAST(_c1_23 * CAST(_c1_18 AS DECIMAL(20,0)) AS DECIMAL(28,2)) ELSE CAST(0.00BD AS DECIMAL(28,2)) END) AS DECIMAL(38,2)) AS _c13_3, CAST(`sum`(CASE WHEN _c11_4 THEN CAST(_c1_23 * CAST(_c1_18 AS DECIMAL(20,0)) AS DECIMAL(28,2)) ELSE CAST(0.00BD AS DECIMAL(28,2)) END) AS DECIMAL(38,2)) AS _c13_4, CAST(`sum`(CASE WHEN _c11_5 THEN CAST(_c1_23 * CAST(_c1_18 AS DECIMAL(20,0)) AS DECIMAL(28,2)) ELSE CAST(0.00BD AS DECIMAL(28,2)) END) AS DECIMAL(38,2)) AS _c13_5, CAST(`sum`(CASE WHEN _c11_6 THEN CAST(_c1_23 * CAST(_c1_18 AS DECIMAL(20,0)) AS DECIMAL(28,2)) ELSE CAST(0.00BD AS DECIMAL(28,2)) END) AS DECIMAL(38,2)) AS _c13_6, CAST(`sum`(CASE WHEN _c11_7 THEN CAST(_c1_23 * CAST(_c1_18 AS DECIMAL(20,0)) AS DECIMAL(28,2)) ELSE CAST(0.00BD AS DECIMAL(28,2)) END) AS DECIMAL(38,2)) AS _c13_7, CAST(`sum`(CASE WHEN _c11_8 THEN CAST(_c1_23 * CAST(_c1_18 AS DECIMAL(20,0)) AS DECIMAL(28,2)) ELSE CAST(0.00BD AS DECIMAL(28,2)) END) AS DECIMAL(38,2)) AS _c13_8, CAST(`sum`(CASE WHEN _c11_9 THEN CAST(_c1_23 * CAST(_c1_18 AS DECIMAL(20,0)) AS DECIMAL(28,2)) ELSE CAST(0.00BD AS DECIMAL(28,2)) END) AS DECIMAL(38,2)) AS _c13_9, CAST(`sum`(CASE WHEN _c11_10 THEN CAST(_c1_23 * CAST(_c1_18 AS DECIMAL(20,0)) AS DECIMAL(28,2)) ELSE CAST(0.00BD AS DECIMAL(28,2)) END) AS DECIMAL(38,2)) AS _c13_10, CAST(`sum`(CASE WHEN _c11_11 THEN CAST(_c1_23 * CAST(_c1_18 AS DECIMAL(20,0)) AS DECIMAL(28,2)) ELSE CAST(0.00BD AS DECIMAL(28,2)) END) AS DECIMAL(38,2)) AS _c13_11, CAST(`sum`(CASE WHEN _c11_0 THEN CAST(_c1_29 * CAST(_c1_18 AS DECIMAL(20,0)) AS DECIMAL(28,2)) ELSE CAST(0.00BD AS DECIMAL(28,2)) END) AS DECIMAL(38,2)) AS _c13_12, CAST(`sum`(CASE WHEN _c11_1 THEN CAST(_c1_29 * CAST(_c1_18 AS DECIMAL(20,0)) AS DECIMAL(28,2)) ELSE CAST(0.00BD AS DECIMAL(28,2)) END) AS DECIMAL(38,2)) AS _c13_13, CAST(`sum`(CASE WHEN _c11_2 THEN CAST(_c1_29 * CAST(_c1_18 AS DECIMAL(20,0)) AS DECIMAL(28,2)) ELSE CAST(0.00BD AS DECIMAL(28,2)) END) AS DECIMAL(38,2)) AS _c13_14, CAST(`sum`(CASE WHEN _c11_3 THEN CAST(_c1_29 * CAST(_c1_18 AS DECIMAL(20,0)) AS DECIMAL(28,2)) ELSE CAST(0.00BD AS DECIMAL(28,2)) END) AS DECIMAL(38,2)) AS _c13_15, CAST(`sum`(CASE WHEN _c11_4 THEN CAST(_c1_29 * CAST(_c1_18 AS DECIMAL(20,0)) AS DECIMAL(28,2)) ELSE CAST(0.00BD AS DECIMAL(28,2)) END) AS DECIMAL(38,2)) AS _c13_16, CAST(`sum`(CASE WHEN _c11_5 THEN CAST(_c1_29 * CAST(_c1_18 AS DECIMAL(20,0)) AS DECIMAL(28,2)) ELSE CAST(0.00BD AS DECIMAL(28,2)) END) AS DECIMAL(38,2)) AS _c13_17, CAST(`sum`(CASE WHEN _c11_6 THEN CAST(_c1_29 * CAST(_c1_18 AS DECIMAL(20,0)) AS DECIMAL(28,2)) ELSE CAST(0.00BD AS DECIMAL(28,2)) END) AS DECIMAL(38,2)) AS _c13_18, CAST(`sum`(CASE WHEN _c11_7 THEN CAST(_c1_29 * CAST(_c1_18 AS DECIMAL(20,0)) AS DECIMAL(28,2)) ELSE CAST(0.00BD AS DECIMAL(28,2)) END) AS DECIMAL(38,2)) AS _c13_19, CAST(`sum`(CASE WHEN _c11_8 THEN CAST(_c1_29 * CAST(_c1_18 AS DECIMAL(20,0)) AS DECIMAL(28,2)) ELSE CAST(0.00BD AS DECIMAL(28,2)) END) AS DECIMAL(38,2)) AS _c13_20, CAST(`sum`(CASE WHEN _c11_9 THEN CAST(_c1_29 * CAST(_c1_18 AS DECIMAL(20,0)) AS DECIMAL(28,2)) ELSE CAST(0.00BD AS DECIMAL(28,2)) END) AS DECIMAL(38,2)) AS _c13_21, CAST(`sum`(CASE WHEN _c11_10 THEN CAST(_c1_29 * CAST(_c1_18 AS DECIMAL(20,0)) AS DECIMAL(28,2)) ELSE CAST(0.00BD AS DECIMAL(28,2)) END) AS DECIMAL(38,2)) AS _c13_22, CAST(`sum`(CASE WHEN _c11_11 THEN CAST(_c1_29 * CAST(_c1_18 AS DECIMAL(20,0)) AS DECIMAL(28,2)) ELSE CAST(0.00BD AS DECIMAL(28,2)) END) AS DECIMAL(38,2)) AS _c13_23
          FROM (
            SELECT _c4_8 = 1L AS _c11_0, _c4_8 = 2L AS _c11_1, _c4_8 = 3L AS _c11_2, _c4_8 = 4L AS _c11_3, _c4_8 = 5L AS _c11_4, _c4_8 = 6L AS _c11_5, _c4_8 = 7L AS _c11_6, _c4_8 = 8L AS _c11_7, _c4_8 = 9L AS _c11_8, _c4_8 = 10L AS _c11_9, _c4_8 = 11L AS _c11_10, _c4_8 = 12L AS _c11_11, _c1_18, _c1_23, _c1_29, _c2_2, _c2_3, _c2_8, _c2_9, _c2_10, _c2_12, _c4_6
            FROM (
              SELECT _c1_14, _c1_18, _c1_23, _c1_29, _c2_2, _c2_3, _c2_8, _c2_9, _c2_10, _c2_12, _c4_6, _c4_8
              FROM (
                SELECT _c1_1, _c1_14, _c1_18, _c1_23, _c1_29, _c2_2, _c2_3, _c2_8, _c2_9, _c2_10, _c2_12, _c4_6, _c4_8
                FROM (
                  SELECT _c1_0, _c1_1, _c1_14, _c1_18, _c1_23, _c1_29, _c2_2, _c2_3, _c2_8, _c2_9, _c2_10, _c2_12
                  FROM (
                    SELECT `ws_sold_date_sk` AS _c1_0, `ws_sold_time_sk` AS _c1_1, `ws_ship_mode_sk` AS _c1_14, `ws_warehouse_sk` AS _c1_15, `ws_quantity` AS _c1_18, `ws_ext_sales_price` AS _c1_23, `ws_net_paid` AS _c1_29
                    FROM {src1}
                  ) AS _q1 JOIN (
                    SELECT `w_warehouse_sk` AS _c2_0, `w_warehouse_name` AS _c2_2, `w_warehouse_sq_ft` AS _c2_3, `w_city` AS _c2_8, `w_county` AS _c2_9, `w_state` AS _c2_10, `w_country` AS _c2_12
                    FROM {src2}
                  ) AS _q2 ON _c1_15 = _c2_0
                ) AS _q3 JOIN (
                  SELECT *
                  FROM (
                    SELECT `d_date_sk` AS _c4_0, `d_year` AS _c4_6, `d_moy` AS _c4_8
                    FROM {src3}
                  ) AS _q4
                  WHERE _c4_6 = 2001L
                ) AS _q5 ON _c1_0 = _c4_0
              ) AS _q6 JOIN (
                SELECT _c6_0
                FROM (
                  SELECT `t_time_sk` AS _c6_0, `t_time` AS _c6_2
                  FROM {src4}
                ) AS _q7
                WHERE _c6_2 >= 30838L AND _c6_2 <= 59638L
              ) AS _q8 ON _c1_1 = _c6_0
            ) AS _q9 JOIN (
              SELECT _c9_0
              FROM (
                SELECT `sm_ship_mode_sk` AS _c9_0, `sm_carrier` AS _c9_4
                FROM {src5}
              ) AS _q10
              WHERE (_c9_4 = 'DHL' OR _c9_4 = 'BARIAN')
            ) AS _q11 ON _c1_14 = _c9_0
          ) AS _q12
          GROUP BY _c2_2, _c2_3, _c2_8, _c2_9, _c2_10, _c2_12, _c4_6
        ) AS _q13
        UNION ALL
        SELECT _c26_0, _c26_1, _c26_2, _c26_3, _c26_4, _c26_5, 'DHL,BARIAN' AS _c28_0, _c26_6, _c27_0, _c27_1, _c27_2, _c27_3, _c27_4, _c27_5, _c27_6, _c27_7, _c27_8, _c27_9, _c27_10, _c27_11, _c27_12, _c27_13, _c27_14, _c27_15, _c27_16, _c27_17, _c27_18, _c27_19, _c27_20, _c27_21, _c27_22, _c27_23
        FROM (
          SELECT _c16_2 AS _c26_0, _c16_3 AS _c26_1, _c16_8 AS _c26_2, _c16_9 AS _c26_3, _c16_10 AS _c26_4, _c16_12 AS _c26_5, _c18_6 AS _c26_6, CAST(`sum`(CASE WHEN _c25_0 THEN CAST(_c15_21 * CAST(_c15_18 AS DECIMAL(20,0)) AS DECIMAL(28,2)) ELSE CAST(0.00BD AS DECIMAL(28,2)) END) AS DECIMAL(38,2)) AS _c27_0, CAST(`sum`(CASE WHEN _c25_1 THEN CAST(_c15_21 * CAST(_c15_18 AS DECIMAL(20,0)) AS DECIMAL(28,2)) ELSE CAST(0.00BD AS DECIMAL(28,2)) END) AS DECIMAL(38,2)) AS _c27_1, CAST(`sum`(CASE WHEN _c25_2 THEN CAST(_c15_21 * CAST(_c15_18 AS DECIMAL(20,0)) AS DECIMAL(28,2)) ELSE CAST(0.00BD AS DECIMAL(28,2)) END) AS DECIMAL(38,2)) AS _c27_2, CAST(`sum`(CASE WHEN _c25_3 THEN CAST(_c15_21 * CAST(_c15_18 AS DECIMAL(20,0)) AS DECIMAL(28,2)) ELSE CAST(0.00BD AS DECIMAL(28,2)) END) AS DECIMAL(38,2)) AS _c27_3, CAST(`sum`(CASE WHEN _c25_4 THEN CAST(_c15_21 * CAST(_c15_18 AS DECIMAL(20,0)) AS DECIMAL(28,2)) ELSE CAST(0.00BD AS DECIMAL(28,2)) END) AS DECIMAL(38,2)) AS _c27_4, CAST(`sum`(CASE WHEN _c25_5 THEN CAST(_c15_21 * CAST(_c15_18 AS DECIMAL(20,0)) AS DECIMAL(28,2)) ELSE CAST(0.00BD AS DECIMAL(28,2)) END) AS DECIMAL(38,2)) AS _c27_5, CAST(`sum`(CASE WHEN _c25_6 THEN CAST(_c15_21 * CAST(_c15_18 AS DECIMAL(20,0)) AS DECIMAL(28,2)) ELSE CAST(0.00BD AS DECIMAL(28,2)) END) AS DECIMAL(38,2)) AS _c27_6, CAST(`sum`(CASE WHEN _c25_7 THEN CAST(_c15_21 * CAST(_c15_18 AS DECIMAL(20,0)) AS DECIMAL(28,2)) ELSE CAST(0.00BD AS DECIMAL(28,2)) END) AS DECIMAL(38,2)) AS _c27_7, CAST(`sum`(CASE WHEN _c25_8 THEN CAST(_c15_21 * CAST(_c15_18 AS DECIMAL(20,0)) AS DECIMAL(28,2)) ELSE CAST(0.00BD AS DECIMAL(28,2)) END) AS DECIMAL(38,2)) AS _c27_8, CAST(`sum`(CASE WHEN _c25_9 THEN CAST(_c15_21 * CAST(_c15_18 AS DECIMAL(20,0)) AS DECIMAL(28,2)) ELSE CAST(0.00BD AS DECIMAL(28,2)) END) AS DECIMAL(38,2)) AS _c27_9, CAST(`sum`(CASE WHEN _c25_10 THEN CAST(_c15_21 * CAST(_c15_18 AS DECIMAL(20,0)) AS DECIMAL(28,2)) ELSE CAST(0.00BD AS DECIMAL(28,2)) END) AS DECIMAL(38,2)) AS _c27_10, CAST(`sum`(CASE WHEN _c25_11 THEN CAST(_c15_21 * CAST(_c15_18 AS DECIMAL(20,0)) AS DECIMAL(28,2)) ELSE CAST(0.00BD AS DECIMAL(28,2)) END) AS DECIMAL(38,2)) AS _c27_11, CAST(`sum`(CASE WHEN _c25_0 THEN CAST(_c15_30 * CAST(_c15_18 AS DECIMAL(20,0)) AS DECIMAL(28,2)) ELSE CAST(0.00BD AS DECIMAL(28,2)) END) AS DECIMAL(38,2)) AS _c27_12, CAST(`sum`(CASE WHEN _c25_1 THEN CAST(_c15_30 * CAST(_c15_18 AS DECIMAL(20,0)) AS DECIMAL(28,2)) ELSE CAST(0.00BD AS DECIMAL(28,2)) END) AS DECIMAL(38,2)) AS _c27_13, CAST(`sum`(CASE WHEN _c25_2 THEN CAST(_c15_30 * CAST(_c15_18 AS DECIMAL(20,0)) AS DECIMAL(28,2)) ELSE CAST(0.00BD AS DECIMAL(28,2)) END) AS DECIMAL(38,2)) AS _c27_14, CAST(`sum`(CASE WHEN _c25_3 THEN CAST(_c15_30 * CAST(_c15_18 AS DECIMAL(20,0)) AS DECIMAL(28,2)) ELSE CAST(0.00BD AS DECIMAL(28,2)) END) AS DECIMAL(38,2)) AS _c27_15, CAST(`sum`(CASE WHEN _c25_4 THEN CAST(_c15_30 * CAST(_c15_18 AS DECIMAL(20,0)) AS DECIMAL(28,2)) ELSE CAST(0.00BD AS DECIMAL(28,2)) END) AS DECIMAL(38,2)) AS _c27_16, CAST(`sum`(CASE WHEN _c25_5 THEN CAST(_c15_30 * CAST(_c15_18 AS DECIMAL(20,0)) AS DECIMAL(28,2)) ELSE CAST(0.00BD AS DECIMAL(28,2)) END) AS DECIMAL(38,2)) AS _c27_17, CAST(`sum`(CASE WHEN _c25_6 THEN CAST(_c15_30 * CAST(_c15_18 AS DECIMAL(20,0)) AS DECIMAL(28,2)) ELSE CAST(0.00BD AS DECIMAL(28,2)) END) AS DECIMAL(38,2)) AS _c27_18, CAST(`sum`(CASE WHEN _c25_7 THEN CAST(_c15_30 * CAST(_c15_18 AS DECIMAL(20,0)) AS DECIMAL(28,2)) ELSE CAST(0.00BD AS DECIMAL(28,2)) END) AS DECIMAL(38,2)) AS _c27_19, CAST(`sum`(CASE WHEN _c25_8 THEN CAST(_c15_30 * CAST(_c15_18 AS DECIMAL(20,0)) AS DECIMAL(28,2)) ELSE CAST(0.00BD AS DECIMAL(28,2)) END) AS DECIMAL(38,2)) AS _c27_20, CAST(`sum`(CASE WHEN _c25_9 THEN CAST(_c15_30 * CAST(_c15_18 AS DECIMAL(20,0)) AS DECIMAL(28,2)) ELSE CAST(0.00BD AS DECIMAL(28,2)) END) AS DECIMAL(38,2)) AS _c27_21, CAST(`sum`(CASE WHEN _c25_10 THEN CAST(_c15_30 * CAST(_c15_18 AS DECIMAL(20,0)) AS DECIMAL(28,2)) ELSE CAST(0.00BD AS DECIMAL(28,2)) END) AS DECIMAL(38,2)) AS _c27_22, CAST(`sum`(CASE WHEN _c25_11 THEN CAST(_c15_30 * CAST(_c15_18 AS DECIMAL(20,0)) AS DECIMAL(28,2)) ELSE CAST(0.00BD AS DECIMAL(28,2)) END) AS DECIMAL(38,2)) AS _c27_23
          FROM (
            SELECT _c18_8 = 1L AS _c25_0, _c18_8 = 2L AS _c25_1, _c18_8 = 3L AS _c25_2, _c18_8 = 4L AS _c25_3, _c18_8 = 5L AS _c25_4, _c18_8 = 6L AS _c25_5, _c18_8 = 7L AS _c25_6, _c18_8 = 8L AS _c25_7, _c18_8 = 9L AS _c25_8, _c18_8 = 10L AS _c25_9, _c18_8 = 11L AS _c25_10, _c18_8 = 12L AS _c25_11, _c15_18, _c15_21, _c15_30, _c16_2, _c16_3, _c16_8, _c16_9, _c16_10, _c16_12, _c18_6
            FROM (
              SELECT _c15_13, _c15_18, _c15_21, _c15_30, _c16_2, _c16_3, _c16_8, _c16_9, _c16_10, _c16_12, _c18_6, _c18_8
              FROM (
                SELECT _c15_1, _c15_13, _c15_18, _c15_21, _c15_30, _c16_2, _c16_3, _c16_8, _c16_9, _c16_10, _c16_12, _c18_6, _c18_8
                FROM (
                  SELECT _c15_0, _c15_1, _c15_13, _c15_18, _c15_21, _c15_30, _c16_2, _c16_3, _c16_8, _c16_9, _c16_10, _c16_12
                  FROM (
                    SELECT `cs_sold_date_sk` AS _c15_0, `cs_sold_time_sk` AS _c15_1, `cs_ship_mode_sk` AS _c15_13, `cs_warehouse_sk` AS _c15_14, `cs_quantity` AS _c15_18, `cs_sales_price` AS _c15_21, `cs_net_paid_inc_tax` AS _c15_30
                    FROM {src6}
                  ) AS _q14 JOIN (
                    SELECT `w_warehouse_sk` AS _c16_0, `w_warehouse_name` AS _c16_2, `w_warehouse_sq_ft` AS _c16_3, `w_city` AS _c16_8, `w_county` AS _c16_9, `w_state` AS _c16_10, `w_country` AS _c16_12
                    FROM {src2}
                  ) AS _q15 ON _c15_14 = _c16_0
                ) AS _q16 JOIN (
                  SELECT *
                  FROM (
                    SELECT `d_date_sk` AS _c18_0, `d_year` AS _c18_6, `d_moy` AS _c18_8
                    FROM {src3}
                  ) AS _q17
                  WHERE _c18_6 = 2001L
                ) AS _q18 ON _c15_0 = _c18_0
              ) AS _q19 JOIN (
                SELECT _c20_0
                FROM (
                  SELECT `t_time_sk` AS _c20_0, `t_time` AS _c20_2
                  FROM {src4}
                ) AS _q20
                WHERE _c20_2 >= 30838L AND _c20_2 <= 59638L
              ) AS _q21 ON _c15_1 = _c20_0
            ) AS _q22 JOIN (
              SELECT _c23_0
              FROM (
                SELECT `sm_ship_mode_sk` AS _c23_0, `sm_carrier` AS _c23_4
                FROM {src5}
              ) AS _q23
              WHERE (_c23_4 = 'DHL' OR _c23_4 = 'BARIAN')
            ) AS _q24 ON _c15_13 = _c23_0
          ) AS _q25
          GROUP BY _c16_2, _c16_3, _c16_8, _c16_9, _c16_10, _c16_12, _c18_6
        ) AS _q26
      ) AS _q27
    ) AS _q28
  ) AS _q29
  GROUP BY _c12_0, _c12_1, _c12_2, _c12_3, _c12_4, _c12_5, _c14_0, _c12_6
  ORDER BY _c30_0 ASC NULLS FIRST
  LIMIT 100
) AS _q30
