-- tpcds_duckdb113/q66: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c26_0 AS `w_warehouse_name`, _c26_1 AS `w_warehouse_sq_ft`, _c26_2 AS `w_city`, _c26_3 AS `w_county`, _c26_4 AS `w_state`, _c26_5 AS `w_country`, _c26_6 AS `ship_carriers`, _c26_7 AS `year_`, _c27_0 AS `jan_sales`, _c27_1 AS `feb_sales`, _c27_2 AS `mar_sales`, _c27_3 AS `apr_sales`, _c27_4 AS `may_sales`, _c27_5 AS `jun_sales`, _c27_6 AS `jul_sales`, _c27_7 AS `aug_sales`, _c27_8 AS `sep_sales`, _c27_9 AS `oct_sales`, _c27_10 AS `nov_sales`, _c27_11 AS `dec_sales`, _c27_12 AS `jan_sales_per_sq_foot`, _c27_13 AS `feb_sales_per_sq_foot`, _c27_14 AS `mar_sales_per_sq_foot`, _c27_15 AS `apr_sales_per_sq_foot`, _c27_16 AS `may_sales_per_sq_foot`, _c27_17 AS `jun_sales_per_sq_foot`, _c27_18 AS `jul_sales_per_sq_foot`, _c27_19 AS `aug_sales_per_sq_foot`, _c27_20 AS `sep_sales_per_sq_foot`, _c27_21 AS `oct_sales_per_sq_foot`, _c27_22 AS `nov_sales_per_sq_foot`, _c27_23 AS `dec_sales_per_sq_foot`, _c27_24 AS `jan_net`, _c27_25 AS `feb_net`, _c27_26 AS `mar_net`, _c27_27 AS `apr_net`, _c27_28 AS `may_net`, _c27_29 AS `jun_net`, _c27_30 AS `jul_net`, _c27_31 AS `aug_net`, _c27_32 AS `sep_net`, _c27_33 AS `oct_net`, _c27_34 AS `nov_net`, _c27_35 AS `dec_net`
FROM (
  SELECT _c10_0 AS _c26_0, _c10_1 AS _c26_1, _c10_2 AS _c26_2, _c10_3 AS _c26_3, _c10_4 AS _c26_4, _c10_5 AS _c26_5, _c12_0 AS _c26_6, _c10_6 AS _c26_7, CAST(`sum`(_c11_0) AS DECIMAL(38,2)) AS _c27_0, CAST(`sum`(_c11_1) AS DECIMAL(38,2)) AS _c27_1, CAST(`sum`(_c11_2) AS DECIMAL(38,2)) AS _c27_2, CAST(`sum`(_c11_3) AS DECIMAL(38,2)) AS _c27_3, CAST(`sum`(_c11_4) AS DECIMAL(38,2)) AS _c27_4, CAST(`sum`(_c11_5) AS DECIMAL(38,2)) AS _c27_5, CAST(`sum`(_c11_6) AS DECIMAL(38,2)) AS _c27_6, CAST(`sum`(_c11_7) AS DECIMAL(38,2)) AS _c27_7, CAST(`sum`(_c11_8) AS DECIMAL(38,2)) AS _c27_8, CAST(`sum`(_c11_9) AS DECIMAL(38,2)) AS _c27_9, CAST(`sum`(_c11_10) AS DECIMAL(38,2)) AS _c27_10, CAST(`sum`(_c11_11) AS DECIMAL(38,2)) AS _c27_11, CAST(`sum`(_g1) AS DOUBLE) AS _c27_12, CAST(`sum`(_g2) AS DOUBLE) AS _c27_13, CAST(`sum`(_g3) AS DOUBLE) AS _c27_14, CAST(`sum`(_g4) AS DOUBLE) AS _c27_15, CAST(`sum`(_g5) AS DOUBLE) AS _c27_16, CAST(`sum`(_g6) AS DOUBLE) AS _c27_17, CAST(`sum`(_g7) AS DOUBLE) AS _c27_18, CAST(`sum`(_g8) AS DOUBLE) AS _c27_19, CAST(`sum`(_g9) AS DOUBLE) AS _c27_20, CAST(`sum`(_g10) AS DOUBLE) AS _c27_21, CAST(`sum`(_g11) AS DOUBLE) AS _c27_22, CAST(`sum`(_g12) AS DOUBLE) AS _c27_23, CAST(`sum`(_c11_12) AS DECIMAL(38,2)) AS _c27_24, CAST(`sum`(_c11_13) AS DECIMAL(38,2)) AS _c27_25, CAST(`sum`(_c11_14) AS DECIMAL(38,2)) AS _c27_26, CAST(`sum`(_c11_15) AS DECIMAL(38,2)) AS _c27_27, CAST(`sum`(_c11_16) AS DECIMAL(38,2)) AS _c27_28, CAST(`sum`(_c11_17) AS DECIMAL(38,2)) AS _c27_29, CAST(`sum`(_c11_18) AS DECIMAL(38,2)) AS _c27_30, CAST(`sum`(_c11_19) AS DECIMAL(38,2)) AS _c27_31, CAST(`sum`(_c11_20) AS DECIMAL(38,2)) AS _c27_32, CAST(`sum`(_c11_21) AS DECIMAL(38,2)) AS _c27_33, CAST(`sum`(_c11_22) AS DECIMAL(38,2)) AS _c27_34, CAST(`sum`(_c11_23) AS DECIMAL(38,2)) AS _c27_35
  FROM (
    SELECT *, CAST(CASE WHEN _c25_0 = 0 THEN NULL ELSE `try_divide`(CAST(_c11_0 AS DOUBLE), _c25_0) END AS DOUBLE) AS _g1, CAST(CASE WHEN _c25_0 = 0 THEN NULL ELSE `try_divide`(CAST(_c11_1 AS DOUBLE), _c25_0) END AS DOUBLE) AS _g2, CAST(CASE WHEN _c25_0 = 0 THEN NULL ELSE `try_divide`(CAST(_c11_2 AS DOUBLE), _c25_0) END AS DOUBLE) AS _g3, CAST(CASE WHEN _c25_0 = 0 THEN NULL ELSE `try_divide`(CAST(_c11_3 AS DOUBLE), _c25_0) END AS DOUBLE) AS _g4, CAST(CASE WHEN _c25_0 = 0 THEN NULL ELSE `try_divide`(CAST(_c11_4 AS DOUBLE), _c25_0) END AS DOUBLE) AS _g5, CAST(CASE WHEN _c25_0 = 0 THEN NULL ELSE `try_divide`(CAST(_c11_5 AS DOUBLE), _c25_0) END AS DOUBLE) AS _g6, CAST(CASE WHEN _c25_0 = 0 THEN NULL ELSE `try_divide`(CAST(_c11_6 AS DOUBLE), _c25_0) END AS DOUBLE) AS _g7, CAST(CASE WHEN _c25_0 = 0 THEN NULL ELSE `try_divide`(CAST(_c11_7 AS DOUBLE), _c25_0) END AS DOUBLE) AS _g8, CAST(CASE WHEN _c25_0 = 0 THEN NULL ELSE `try_divide`(CAST(_c11_8 AS DOUBLE), _c25_0) END AS DOUBLE) AS _g9, CAST(CASE WHEN _c25_0 = 0 THEN NULL ELSE `try_divide`(CAST(_c11_9 AS DOUBLE), _c25_0) END AS DOUBLE) AS _g10, CAST(CASE WHEN _c25_0 = 0 THEN NULL ELSE `try_divide`(CAST(_c11_10 AS DOUBLE), _c25_0) END AS DOUBLE) AS _g11, CAST(CASE WHEN _c25_0 = 0 THEN NULL ELSE `try_divide`(CAST(_c11_11 AS DOUBLE), _c25_0) END AS DOUBLE) AS _g12
    FROM (
      SELECT _c10_0, _c10_1, _c10_2, _c10_3, _c10_4, _c10_5, _c12_0, _c10_6, _c11_0, _c11_1, _c11_2, _c11_3, _c11_4, _c11_5, _c11_6, _c11_7, _c11_8, _c11_9, _c11_10, _c11_11, CAST(_c10_1 AS DOUBLE) AS _c25_0, _c11_12, _c11_13, _c11_14, _c11_15, _c11_16, _c11_17, _c11_18, _c11_19, _c11_20, _c11_21, _c11_22, _c11_23
      FROM (
        SELECT _c10_0, _c10_1, _c10_2, _c10_3, _c10_4, _c10_5, 'DHL,BARIAN' AS _c12_0, _c10_6, _c11_0, _c11_1, _c11_2, _c11_3, _c11_4, _c11_5, _c11_6, _c11_7, _c11_8, _c11_9, _c11_10, _c11_11, _c11_12, _c11_13, _c11_14, _c11_15, _c11_16, _c11_17, _c11_18, _c11_19, _c11_20, _c11_21, _c11_22, _c11_23
        FROM (
          SELECT _c8_2 AS _c10_0, _c8_3 AS _c10_1, _c8_8 AS _c10_2, _c8_9 AS _c10_3, _c8_10 AS _c10_4, _c8_12 AS _c10_5, _c3_6 AS _c10_6, CAST(`sum`(CASE WHEN _c3_8 = 1L THEN CAST(CAST(_c2_23 AS DECIMAL(26,2)) * CAST(_c2_18 AS DECIMAL(26,0)) AS DECIMAL(26,2)) ELSE CAST(0.00BD AS DECIMAL(26,2)) END) AS DECIMAL(38,2)) AS _c11_0, CAST(`sum`(CASE WHEN _c3_8 = 2L THEN CAST(CAST(_c2_23 AS DECIMAL(26,2)) * CAST(_c2_18 AS DECIMAL(26,0)) AS DECIMAL(26,2)) ELSE CAST(0.00BD AS DECIMAL(26,2)) END) AS DECIMAL(38,2)) AS _c11_1, CAST(`sum`(CASE WHEN _c3_8 = 3L THEN CAST(CAST(_c2_23 AS DECIMAL(26,2)) * CAST(_c2_18 AS DECIMAL(26,0)) AS DECIMAL(26,2)) ELSE CAST(0.00BD AS DECIMAL(26,2)) END) AS DECIMAL(38,2)) AS _c11_2, CAST(`sum`(CASE WHEN _c3_8 = 4L THEN CAST(CAST(_c2_23 AS DECIMAL(26,2)) * CAST(_c2_18 AS DECIMAL(26,0)) AS DECIMAL(26,2)) ELSE CAST(0.00BD AS DECIMAL(26,2)) END) AS DECIMAL(38,2)) AS _c11_3, CAST(`sum`(CASE WHEN _c3_8 = 5L THEN CAST(CAST(_c2_23 AS DECIMAL(26,2)) * CAST(_c2_18 AS DECIMAL(26,0)) AS DECIMAL(26,2)) ELSE CAST(0.00BD AS DECIMAL(26,2)) END) AS DECIMAL(38,2)) AS _c11_4, CAST(`sum`(CASE WHEN _c3_8 = 6L THEN CAST(CAST(_c2_23 AS DECIMAL(26,2)) * CAST(_c2_18 AS DECIMAL(26,0)) AS DECIMAL(26,2)) ELSE CAST(0.00BD AS DECIMAL(26,2)) END) AS DECIMAL(38,2)) AS _c11_5, CAST(`sum`(CASE WHEN _c3_8 = 7L THEN CAST(CAST(_c2_23 AS DECIMAL(26,2)) * CAST(_c2_18 AS DECIMAL(26,0)) AS DECIMAL(26,2)) ELSE CAST(0.00BD AS DECIMAL(26,2)) END) AS DECIMAL(38,2)) AS _c11_6, CAST(`sum`(CASE WHEN _c3_8 = 8L THEN CAST(CAST(_c2_23 AS DECIMAL(26,2)) * CAST(_c2_18 AS DECIMAL(26,0)) AS DECIMAL(26,2)) ELSE CAST(0.00BD AS DECIMAL(26,2)) END) AS DECIMAL(38,2)) AS _c11_7, CAST(`sum`(CASE WHEN _c3_8 = 9L THEN CAST(CAST(_c2_23 AS DECIMAL(26,2)) * CAST(_c2_18 AS DECIMAL(26,0)) AS DECIMAL(26,2)) ELSE CAST(0.00BD AS DECIMAL(26,2)) END) AS DECIMAL(38,2)) AS _c11_8, CAST(`sum`(CASE WHEN _c3_8 = 10L THEN CAST(CAST(_c2_23 AS DECIMAL(26,2)) * CAST(_c2_18 AS DECIMAL(26,0)) AS DECIMAL(26,2)) ELSE CAST(0.00BD AS DECIMAL(26,2)) END) AS DECIMAL(38,2)) AS _c11_9, CAST(`sum`(CASE WHEN _c3_8 = 11L THEN CAST(CAST(_c2_23 AS DECIMAL(26,2)) * CAST(_c2_18 AS DECIMAL(26,0)) AS DECIMAL(26,2)) ELSE CAST(0.00BD AS DECIMAL(26,2)) END) AS DECIMAL(38,2)) AS _c11_10, CAST(`sum`(CASE WHEN _c3_8 = 12L THEN CAST(CAST(_c2_23 AS DECIMAL(26,2)) * CAST(_c2_18 AS DECIMAL(26,0)) AS DECIMAL(26,2)) ELSE CAST(0.00BD AS DECIMAL(26,2)) END) AS DECIMAL(38,2)) AS _c11_11, CAST(`sum`(CASE WHEN _c3_8 = 1L THEN CAST(CAST(_c2_29 AS DECIMAL(26,2)) * CAST(_c2_18 AS DECIMAL(26,0)) AS DECIMAL(26,2)) ELSE CAST(0.00BD AS DECIMAL(26,2)) END) AS DECIMAL(38,2)) AS _c11_12, CAST(`sum`(CASE WHEN _c3_8 = 2L THEN CAST(CAST(_c2_29 AS DECIMAL(26,2)) * CAST(_c2_18 AS DECIMAL(26,0)) AS DECIMAL(26,2)) ELSE CAST(0.00BD AS DECIMAL(26,2)) END) AS DECIMAL(38,2)) AS _c11_13, CAST(`sum`(CASE WHEN _c3_8 = 3L THEN CAST(CAST(_c2_29 AS DECIMAL(26,2)) * CAST(_c2_18 AS DECIMAL(26,0)) AS DECIMAL(26,2)) ELSE CAST(0.00BD AS DECIMAL(26,2)) END) AS DECIMAL(38,2)) AS _c11_14, CAST(`sum`(CASE WHEN _c3_8 = 4L THEN CAST(CAST(_c2_29 AS DECIMAL(26,2)) * CAST(_c2_18 AS DECIMAL(26,0)) AS DECIMAL(26,2)) ELSE CAST(0.00BD AS DECIMAL(26,2)) END) AS DECIMAL(38,2)) AS _c11_15, CAST(`sum`(CASE WHEN _c3_8 = 5L THEN CAST(CAST(_c2_29 AS DECIMAL(26,2)) * CAST(_c2_18 AS DECIMAL(26,0)) AS DECIMAL(26,2)) ELSE CAST(0.00BD AS DECIMAL(26,2)) END) AS DECIMAL(38,2)) AS _c11_16, CAST(`sum`(CASE WHEN _c3_8 = 6L THEN CAST(CAST(_c2_29 AS DECIMAL(26,2)) * CAST(_c2_18 AS DECIMAL(26,0)) AS DECIMAL(26,2)) ELSE CAST(0.00BD AS DECIMAL(26,2)) END) AS DECIMAL(38,2)) AS _c11_17, CAST(`sum`(CASE WHEN _c3_8 = 7L THEN CAST(CAST(_c2_29 AS DECIMAL(26,2)) * CAST(_c2_18 AS DECIMAL(26,0)) AS DECIMAL(26,2)) ELSE CAST(0.00BD AS DECIMAL(26,2)) END) AS DECIMAL(38,2)) AS _c11_18, CAST(`sum`(CASE WHEN _c3_8 = 8L THEN CAST(CAST(_c2_29 AS DECIMAL(26,2)) * CAST(_c2_18 AS DECIMAL(26,0)) AS DECIMAL(26,2)) ELSE CAST(0.00BD AS DECIMAL(26,2)) END) AS DECIMAL(38,2)) AS _c11_19, CAST(`sum`(CASE WHEN _c3_8 = 9L THEN CAST(CAST(_c2_29 AS DECIMAL(26,2)) * CAST(_c2_18 AS DECIMAL(26,0)) AS DECIMAL(26,2)) ELSE CAST(0.00BD AS DECIMAL(26,2)) END) AS DECIMAL(38,2)) AS _c11_20, CAST(`sum`(CASE WHEN _c3_8 = 10L THEN CAST(CAST(_c2_29 AS DECIMAL(26,2)) * CAST(_c2_18 AS DECIMAL(26,0)) AS DECIMAL(26,2)) ELSE CAST(0.00BD AS DECIMAL(26,2)) END) AS DECIMAL(38,2)) AS _c11_21, CAST(`sum`(CASE WHEN _c3_8 = 11L THEN CAST(CAST(_c2_29 AS DECIMAL(26,2)) * CAST(_c2_18 AS DECIMAL(26,0)) AS DECIMAL(26,2)) ELSE CAST(0.00BD AS DECIMAL(26,2)) END) AS DECIMAL(38,2)) AS _c11_22, CAST(`sum`(CASE WHEN _c3_8 = 12L THEN CAST(CAST(_c2_29 AS DECIMAL(26,2)) * CAST(_c2_18 AS DECIMAL(26,0)) AS DECIMAL(26,2)) ELSE CAST(0.00BD AS DECIMAL(26,2)) END) AS DECIMAL(38,2)) AS _c11_23
          FROM (
            SELECT _c1_0, _c2_15, _c2_1, _c2_23, _c2_18, _c2_29, _c3_6, _c3_8
            FROM (
              SELECT _c1_0
              FROM (
                SELECT `t_time_sk` AS _c1_0, `t_time` AS _c1_2
                FROM {src1}
              ) AS _q1
              WHERE _c1_2 >= 30838L AND _c1_2 <= 59638L AND _c1_2 IS NOT NULL AND _c1_0 >= 791L AND _c1_0 <= 85015L
            ) AS _q2 JOIN (
              SELECT _c2_15, _c2_0, _c2_1, _c2_14, _c2_23, _c2_18, _c2_29, _c3_0, _c3_6, _c3_8, _c5_0
              FROM (
                SELECT *
                FROM (
                  SELECT `ws_warehouse_sk` AS _c2_15, `ws_sold_date_sk` AS _c2_0, `ws_sold_time_sk` AS _c2_1, `ws_ship_mode_sk` AS _c2_14, `ws_ext_sales_price` AS _c2_23, `ws_quantity` AS _c2_18, `ws_net_paid` AS _c2_29
                  FROM {src2}
                ) AS _q3 JOIN (
                  SELECT *
                  FROM (
                    SELECT `d_date_sk` AS _c3_0, `d_year` AS _c3_6, `d_moy` AS _c3_8
                    FROM {src3}
                  ) AS _q4
                  WHERE _c3_6 = 2001L AND _c3_6 IS NOT NULL AND _c3_0 >= 2450818L AND _c3_0 <= 2452642L
                ) AS _q5 ON _c2_0 = _c3_0
              ) AS _q6 JOIN (
                SELECT *
                FROM (
                  SELECT `sm_ship_mode_sk` AS _c5_0, `sm_carrier` AS _c5_4
                  FROM {src4}
                ) AS _q7
                WHERE _c5_4 IN ('DHL', 'BARIAN')
              ) AS _q8 ON _c2_14 = _c5_0
            ) AS _q9 ON _c1_0 = _c2_1
          ) AS _q10 JOIN (
            SELECT `w_warehouse_sk` AS _c8_0, `w_warehouse_name` AS _c8_2, `w_warehouse_sq_ft` AS _c8_3, `w_city` AS _c8_8, `w_county` AS _c8_9, `w_state` AS _c8_10, `w_country` AS _c8_12
            FROM {src5}
          ) AS _q11 ON _c2_15 = _c8_0
          GROUP BY _c8_2, _c8_3, _c8_8, _c8_9, _c8_10, _c8_12, _c3_6
        ) AS _q12
        UNION ALL
        SELECT _c22_0, _c22_1, _c22_2, _c22_3, _c22_4, _c22_5, 'DHL,BARIAN' AS _c24_0, _c22_6, _c23_0, _c23_1, _c23_2, _c23_3, _c23_4, _c23_5, _c23_6, _c23_7, _c23_8, _c23_9, _c23_10, _c23_11, _c23_12, _c23_13, _c23_14, _c23_15, _c23_16, _c23_17, _c23_18, _c23_19, _c23_20, _c23_21, _c23_22, _c23_23
        FROM (
          SELECT _c20_2 AS _c22_0, _c20_3 AS _c22_1, _c20_8 AS _c22_2, _c20_9 AS _c22_3, _c20_10 AS _c22_4, _c20_12 AS _c22_5, _c15_6 AS _c22_6, CAST(`sum`(CASE WHEN _c15_8 = 1L THEN CAST(CAST(_c14_21 AS DECIMAL(26,2)) * CAST(_c14_18 AS DECIMAL(26,0)) AS DECIMAL(26,2)) ELSE CAST(0.00BD AS DECIMAL(26,2)) END) AS DECIMAL(38,2)) AS _c23_0, CAST(`sum`(CASE WHEN _c15_8 = 2L THEN CAST(CAST(_c14_21 AS DECIMAL(26,2)) * CAST(_c14_18 AS DECIMAL(26,0)) AS DECIMAL(26,2)) ELSE CAST(0.00BD AS DECIMAL(26,2)) END) AS DECIMAL(38,2)) AS _c23_1, CAST(`sum`(CASE WHEN _c15_8 = 3L THEN CAST(CAST(_c14_21 AS DECIMAL(26,2)) * CAST(_c14_18 AS DECIMAL(26,0)) AS DECIMAL(26,2)) ELSE CAST(0.00BD AS DECIMAL(26,2)) END) AS DECIMAL(38,2)) AS _c23_2, CAST(`sum`(CASE WHEN _c15_8 = 4L THEN CAST(CAST(_c14_21 AS DECIMAL(26,2)) * CAST(_c14_18 AS DECIMAL(26,0)) AS DECIMAL(26,2)) ELSE CAST(0.00BD AS DECIMAL(26,2)) END) AS DECIMAL(38,2)) AS _c23_3, CAST(`sum`(CASE WHEN _c15_8 = 5L THEN CAST(CAST(_c14_21 AS DECIMAL(26,2)) * CAST(_c14_18 AS DECIMAL(26,0)) AS DECIMAL(26,2)) ELSE CAST(0.00BD AS DECIMAL(26,2)) END) AS DECIMAL(38,2)) AS _c23_4, CAST(`sum`(CASE WHEN _c15_8 = 6L THEN CAST(CAST(_c14_21 AS DECIMAL(26,2)) * CAST(_c14_18 AS DECIMAL(26,0)) AS DECIMAL(26,2)) ELSE CAST(0.00BD AS DECIMAL(26,2)) END) AS DECIMAL(38,2)) AS _c23_5, CAST(`sum`(CASE WHEN _c15_8 = 7L THEN CAST(CAST(_c14_21 AS DECIMAL(26,2)) * CAST(_c14_18 AS DECIMAL(26,0)) AS DECIMAL(26,2)) ELSE CAST(0.00BD AS DECIMAL(26,2)) END) AS DECIMAL(38,2)) AS _c23_6, CAST(`sum`(CASE WHEN _c15_8 = 8L THEN CAST(CAST(_c14_21 AS DECIMAL(26,2)) * CAST(_c14_18 AS DECIMAL(26,0)) AS DECIMAL(26,2)) ELSE CAST(0.00BD AS DECIMAL(26,2)) END) AS DECIMAL(38,2)) AS _c23_7, CAST(`sum`(CASE WHEN _c15_8 = 9L THEN CAST(CAST(_c14_21 AS DECIMAL(26,2)) * CAST(_c14_18 AS DECIMAL(26,0)) AS DECIMAL(26,2)) ELSE CAST(0.00BD AS DECIMAL(26,2)) END) AS DECIMAL(38,2)) AS _c23_8, CAST(`sum`(CASE WHEN _c15_8 = 10L THEN CAST(CAST(_c14_21 AS DECIMAL(26,2)) * CAST(_c14_18 AS DECIMAL(26,0)) AS DECIMAL(26,2)) ELSE CAST(0.00BD AS DECIMAL(26,2)) END) AS DECIMAL(38,2)) AS _c23_9, CAST(`sum`(CASE WHEN _c15_8 = 11L THEN CAST(CAST(_c14_21 AS DECIMAL(26,2)) * CAST(_c14_18 AS DECIMAL(26,0)) AS DECIMAL(26,2)) ELSE CAST(0.00BD AS DECIMAL(26,2)) END) AS DECIMAL(38,2)) AS _c23_10, CAST(`sum`(CASE WHEN _c15_8 = 12L THEN CAST(CAST(_c14_21 AS DECIMAL(26,2)) * CAST(_c14_18 AS DECIMAL(26,0)) AS DECIMAL(26,2)) ELSE CAST(0.00BD AS DECIMAL(26,2)) END) AS DECIMAL(38,2)) AS _c23_11, CAST(`sum`(CASE WHEN _c15_8 = 1L THEN CAST(CAST(_c14_30 AS DECIMAL(26,2)) * CAST(_c14_18 AS DECIMAL(26,0)) AS DECIMAL(26,2)) ELSE CAST(0.00BD AS DECIMAL(26,2)) END) AS DECIMAL(38,2)) AS _c23_12, CAST(`sum`(CASE WHEN _c15_8 = 2L THEN CAST(CAST(_c14_30 AS DECIMAL(26,2)) * CAST(_c14_18 AS DECIMAL(26,0)) AS DECIMAL(26,2)) ELSE CAST(0.00BD AS DECIMAL(26,2)) END) AS DECIMAL(38,2)) AS _c23_13, CAST(`sum`(CASE WHEN _c15_8 = 3L THEN CAST(CAST(_c14_30 AS DECIMAL(26,2)) * CAST(_c14_18 AS DECIMAL(26,0)) AS DECIMAL(26,2)) ELSE CAST(0.00BD AS DECIMAL(26,2)) END) AS DECIMAL(38,2)) AS _c23_14, CAST(`sum`(CASE WHEN _c15_8 = 4L THEN CAST(CAST(_c14_30 AS DECIMAL(26,2)) * CAST(_c14_18 AS DECIMAL(26,0)) AS DECIMAL(26,2)) ELSE CAST(0.00BD AS DECIMAL(26,2)) END) AS DECIMAL(38,2)) AS _c23_15, CAST(`sum`(CASE WHEN _c15_8 = 5L THEN CAST(CAST(_c14_30 AS DECIMAL(26,2)) * CAST(_c14_18 AS DECIMAL(26,0)) AS DECIMAL(26,2)) ELSE CAST(0.00BD AS DECIMAL(26,2)) END) AS DECIMAL(38,2)) AS _c23_16, CAST(`sum`(CASE WHEN _c15_8 = 6L THEN CAST(CAST(_c14_30 AS DECIMAL(26,2)) * CAST(_c14_18 AS DECIMAL(26,0)) AS DECIMAL(26,2)) ELSE CAST(0.00BD AS DECIMAL(26,2)) END) AS DECIMAL(38,2)) AS _c23_17, CAST(`sum`(CASE WHEN _c15_8 = 7L THEN CAST(CAST(_c14_30 AS DECIMAL(26,2)) * CAST(_c14_18 AS DECIMAL(26,0)) AS DECIMAL(26,2)) ELSE CAST(0.00BD AS DECIMAL(26,2)) END) AS DECIMAL(38,2)) AS _c23_18, CAST(`sum`(CASE WHEN _c15_8 = 8L THEN CAST(CAST(_c14_30 AS DECIMAL(26,2)) * CAST(_c14_18 AS DECIMAL(26,0)) AS DECIMAL(26,2)) ELSE CAST(0.00BD AS DECIMAL(26,2)) END) AS DECIMAL(38,2)) AS _c23_19, CAST(`sum`(CASE WHEN _c15_8 = 9L THEN CAST(CAST(_c14_30 AS DECIMAL(26,2)) * CAST(_c14_18 AS DECIMAL(26,0)) AS DECIMAL(26,2)) ELSE CAST(0.00BD AS DECIMAL(26,2)) END) AS DECIMAL(38,2)) AS _c23_20, CAST(`sum`(CASE WHEN _c15_8 = 10L THEN CAST(CAST(_c14_30 AS DECIMAL(26,2)) * CAST(_c14_18 AS DECIMAL(26,0)) AS DECIMAL(26,2)) ELSE CAST(0.00BD AS DECIMAL(26,2)) END) AS DECIMAL(38,2)) AS _c23_21, CAST(`sum`(CASE WHEN _c15_8 = 11L THEN CAST(CAST(_c14_30 AS DECIMAL(26,2)) * CAST(_c14_18 AS DECIMAL(26,0)) AS DECIMAL(26,2)) ELSE CAST(0.00BD AS DECIMAL(26,2)) END) AS DECIMAL(38,2)) AS _c23_22, CAST(`sum`(CASE WHEN _c15_8 = 12L THEN CAST(CAST(_c14_30 AS DECIMAL(26,2)) * CAST(_c14_18 AS DECIMAL(26,0)) AS DECIMAL(26,2)) ELSE CAST(0.00BD AS DECIMAL(26,2)) END) AS DECIMAL(38,2)) AS _c23_23
          FROM (
            SELECT _c13_0, _c14_14, _c14_1, _c14_21, _c14_18, _c14_30, _c15_6, _c15_8
            FROM (
              SELECT _c13_0
              FROM (
                SELECT `t_time_sk` AS _c13_0, `t_time` AS _c13_2
                FROM {src1}
              ) AS _q13
              WHERE _c13_2 >= 30838L AND _c13_2 <= 59638L AND _c13_2 IS NOT NULL AND _c13_0 >= 133L AND _c13_0 <= 86298L
            ) AS _q14 JOIN (
              SELECT _c14_14, _c14_0, _c14_1, _c14_13, _c14_21, _c14_18, _c14_30, _c15_0, _c15_6, _c15_8, _c17_0
              FROM (
                SELECT *
                FROM (
                  SELECT `cs_warehouse_sk` AS _c14_14, `cs_sold_date_sk` AS _c14_0, `cs_sold_time_sk` AS _c14_1, `cs_ship_mode_sk` AS _c14_13, `cs_sales_price` AS _c14_21, `cs_quantity` AS _c14_18, `cs_net_paid_inc_tax` AS _c14_30
                  FROM {src6}
                ) AS _q15 JOIN (
                  SELECT *
                  FROM (
                    SELECT `d_date_sk` AS _c15_0, `d_year` AS _c15_6, `d_moy` AS _c15_8
                    FROM {src3}
                  ) AS _q16
                  WHERE _c15_6 = 2001L AND _c15_6 IS NOT NULL AND _c15_0 >= 2450815L AND _c15_0 <= 2452225L
                ) AS _q17 ON _c14_0 = _c15_0
              ) AS _q18 JOIN (
                SELECT *
                FROM (
                  SELECT `sm_ship_mode_sk` AS _c17_0, `sm_carrier` AS _c17_4
                  FROM {src4}
                ) AS _q19
                WHERE _c17_4 IN ('DHL', 'BARIAN')
              ) AS _q20 ON _c14_13 = _c17_0
            ) AS _q21 ON _c13_0 = _c14_1
          ) AS _q22 JOIN (
            SELECT `w_warehouse_sk` AS _c20_0, `w_warehouse_name` AS _c20_2, `w_warehouse_sq_ft` AS _c20_3, `w_city` AS _c20_8, `w_county` AS _c20_9, `w_state` AS _c20_10, `w_country` AS _c20_12
            FROM {src5}
          ) AS _q23 ON _c14_14 = _c20_0
          GROUP BY _c20_2, _c20_3, _c20_8, _c20_9, _c20_10, _c20_12, _c15_6
        ) AS _q24
      ) AS _q25
    ) AS _q26
  ) AS _q27
  GROUP BY _c10_0, _c10_1, _c10_2, _c10_3, _c10_4, _c10_5, _c12_0, _c10_6
  ORDER BY _c26_0 ASC NULLS FIRST
  LIMIT 100
) AS _q28
