-- tpcds_datafusion/q58: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c11_0 AS `item_id`, _c12_0 AS `ss_item_rev`, _c42_0 AS `ss_dev`, _c25_0 AS `cs_item_rev`, _c42_1 AS `cs_dev`, _c39_0 AS `ws_item_rev`, _c42_2 AS `ws_dev`, _c41_0 AS `average`
FROM (
  SELECT _c11_0, _c12_0, CAST(CAST(CASE WHEN _c41_0 = 0 THEN `raise_error`('divide: division by zero') ELSE CASE WHEN `try_divide`(_c12_0, _c41_0) IS NULL AND _c12_0 IS NOT NULL AND _c41_0 IS NOT NULL THEN `raise_error`('divide: decimal overflow') ELSE `try_divide`(_c12_0, _c41_0) END END AS DECIMAL(27,6)) * CAST(100BD AS DECIMAL(20,0)) AS DECIMAL(38,6)) AS _c42_0, _c25_0, CAST(CAST(CASE WHEN _c41_0 = 0 THEN `raise_error`('divide: division by zero') ELSE CASE WHEN `try_divide`(_c25_0, _c41_0) IS NULL AND _c25_0 IS NOT NULL AND _c41_0 IS NOT NULL THEN `raise_error`('divide: decimal overflow') ELSE `try_divide`(_c25_0, _c41_0) END END AS DECIMAL(27,6)) * CAST(100BD AS DECIMAL(20,0)) AS DECIMAL(38,6)) AS _c42_1, _c39_0, CAST(CAST(CASE WHEN _c41_0 = 0 THEN `raise_error`('divide: division by zero') ELSE CASE WHEN `try_divide`(_c39_0, _c41_0) IS NULL AND _c39_0 IS NOT NULL AND _c41_0 IS NOT NULL THEN `raise_error`('divide: decimal overflow') ELSE `try_divide`(_c39_0, _c41_0) END END AS DECIMAL(27,6)) * CAST(100BD AS DECIMAL(20,0)) AS DECIMAL(38,6)) AS _c42_2, _c41_0
  FROM (
    SELECT CAST(CASE WHEN CAST(3BD AS DECIMAL(20,0)) = 0 THEN `raise_error`('divide: division by zero') ELSE CASE WHEN `try_divide`(CAST(CAST(_c12_0 + _c25_0 AS DECIMAL(18,2)) + _c39_0 AS DECIMAL(19,2)), CAST(3BD AS DECIMAL(20,0))) IS NULL AND CAST(CAST(_c12_0 + _c25_0 AS DECIMAL(18,2)) + _c39_0 AS DECIMAL(19,2)) IS NOT NULL AND CAST(3BD AS DECIMAL(20,0)) IS NOT NULL THEN `raise_error`('divide: decimal overflow') ELSE `try_divide`(CAST(CAST(_c12_0 + _c25_0 AS DECIMAL(18,2)) + _c39_0 AS DECIMAL(19,2)), CAST(3BD AS DECIMAL(20,0))) END END AS DECIMAL(23,6)) AS _c41_0, _c11_0, _c12_0, _c25_0, _c39_0
    FROM (
      SELECT _c11_0, _c12_0, _c25_0
      FROM (
        SELECT _c2_1 AS _c11_0, CAST(`sum`(_c1_15) AS DECIMAL(38,2)) AS _c12_0
        FROM (
          SELECT _c1_15, _c2_1, _c4_2
          FROM (
            SELECT _c1_0, _c1_15, _c2_1
            FROM (
              SELECT `ss_sold_date_sk` AS _c1_0, `ss_item_sk` AS _c1_2, `ss_ext_sales_price` AS _c1_15
              FROM {src1}
            ) AS _q1 JOIN (
              SELECT `i_item_sk` AS _c2_0, `i_item_id` AS _c2_1
              FROM {src2}
            ) AS _q2 ON _c1_2 = _c2_0
          ) AS _q3 JOIN (
            SELECT `d_date_sk` AS _c4_0, `d_date` AS _c4_2
            FROM {src3}
          ) AS _q4 ON _c1_0 = _c4_0
        ) AS _q5 LEFT SEMI JOIN (
          SELECT _c6_2
          FROM (
            SELECT `d_date` AS _c6_2, `d_week_seq` AS _c6_4
            FROM {src3}
          ) AS _q6
          WHERE _c6_4 = (
            SELECT _c7_4
            FROM (
              SELECT `d_date` AS _c7_2, `d_week_seq` AS _c7_4
              FROM {src3}
            ) AS _q7
            WHERE _c7_2 = `date_from_unix_date`(10959)
          )
        ) AS _q8 ON _c4_2 = _c6_2
        GROUP BY _c2_1
      ) AS _q9 JOIN (
        SELECT _c15_1 AS _c24_0, CAST(`sum`(_c14_23) AS DECIMAL(38,2)) AS _c25_0
        FROM (
          SELECT _c14_23, _c15_1, _c17_2
          FROM (
            SELECT _c14_0, _c14_23, _c15_1
            FROM (
              SELECT `cs_sold_date_sk` AS _c14_0, `cs_item_sk` AS _c14_15, `cs_ext_sales_price` AS _c14_23
              FROM {src4}
            ) AS _q10 JOIN (
              SELECT `i_item_sk` AS _c15_0, `i_item_id` AS _c15_1
              FROM {src2}
            ) AS _q11 ON _c14_15 = _c15_0
          ) AS _q12 JOIN (
            SELECT `d_date_sk` AS _c17_0, `d_date` AS _c17_2
            FROM {src3}
          ) AS _q13 ON _c14_0 = _c17_0
        ) AS _q14 LEFT SEMI JOIN (
          SELECT _c19_2
          FROM (
            SELECT `d_date` AS _c19_2, `d_week_seq` AS _c19_4
            FROM {src3}
          ) AS _q15
          WHERE _c19_4 = (
            SELECT _c20_4
            FROM (
              SELECT `d_date` AS _c20_2, `d_week_seq` AS _c20_4
              FROM {src3}
            ) AS _q16
            WHERE _c20_2 = `date_from_unix_date`(10959)
          )
        ) AS _q17 ON _c17_2 = _c19_2
        GROUP BY _c15_1
      ) AS _q18 ON _c11_0 = _c24_0 AND CAST(_c12_0 AS DECIMAL(30,15)) >= CAST(CAST(0.9D * CAST(_c25_0 AS DOUBLE) AS DOUBLE) AS DECIMAL(30,15)) AND CAST(_c12_0 AS DECIMAL(30,15)) <= CAST(CAST(1.1D * CAST(_c25_0 AS DOUBLE) AS DOUBLE) AS DECIMAL(30,15)) AND CAST(_c25_0 AS DECIMAL(30,15)) >= CAST(CAST(0.9D * CAST(_c12_0 AS DOUBLE) AS DOUBLE) AS DECIMAL(30,15)) AND CAST(_c25_0 AS DECIMAL(30,15)) <= CAST(CAST(1.1D * CAST(_c12_0 AS DOUBLE) AS DOUBLE) AS DECIMAL(30,15))
    ) AS _q19 JOIN (
      SELECT _c29_1 AS _c38_0, CAST(`sum`(_c28_23) AS DECIMAL(38,2)) AS _c39_0
      FROM (
        SELECT _c28_23, _c29_1, _c31_2
        FROM (
          SELECT _c28_0, _c28_23, _c29_1
          FROM (
            SELECT `ws_sold_date_sk` AS _c28_0, `ws_item_sk` AS _c28_3, `ws_ext_sales_price` AS _c28_23
            FROM {src5}
          ) AS _q20 JOIN (
            SELECT `i_item_sk` AS _c29_0, `i_item_id` AS _c29_1
            FROM {src2}
          ) AS _q21 ON _c28_3 = _c29_0
        ) AS _q22 JOIN (
          SELECT `d_date_sk` AS _c31_0, `d_date` AS _c31_2
          FROM {src3}
        ) AS _q23 ON _c28_0 = _c31_0
      ) AS _q24 LEFT SEMI JOIN (
        SELECT _c33_2
        FROM (
          SELECT `d_date` AS _c33_2, `d_week_seq` AS _c33_4
          FROM {src3}
        ) AS _q25
        WHERE _c33_4 = (
          SELECT _c34_4
          FROM (
            SELECT `d_date` AS _c34_2, `d_week_seq` AS _c34_4
            FROM {src3}
          ) AS _q26
          WHERE _c34_2 = `date_from_unix_date`(10959)
        )
      ) AS _q27 ON _c31_2 = _c33_2
      GROUP BY _c29_1
    ) AS _q28 ON _c11_0 = _c38_0 AND CAST(_c12_0 AS DECIMAL(30,15)) >= CAST(CAST(0.9D * CAST(_c39_0 AS DOUBLE) AS DOUBLE) AS DECIMAL(30,15)) AND CAST(_c12_0 AS DECIMAL(30,15)) <= CAST(CAST(1.1D * CAST(_c39_0 AS DOUBLE) AS DOUBLE) AS DECIMAL(30,15)) AND CAST(_c25_0 AS DECIMAL(30,15)) >= CAST(CAST(0.9D * CAST(_c39_0 AS DOUBLE) AS DOUBLE) AS DECIMAL(30,15)) AND CAST(_c25_0 AS DECIMAL(30,15)) <= CAST(CAST(1.1D * CAST(_c39_0 AS DOUBLE) AS DOUBLE) AS DECIMAL(30,15)) AND CAST(_c39_0 AS DECIMAL(30,15)) >= CAST(CAST(0.9D * CAST(_c12_0 AS DOUBLE) AS DOUBLE) AS DECIMAL(30,15)) AND CAST(_c39_0 AS DECIMAL(30,15)) <= CAST(CAST(1.1D * CAST(_c12_0 AS DOUBLE) AS DOUBLE) AS DECIMAL(30,15)) AND CAST(_c39_0 AS DECIMAL(30,15)) >= CAST(CAST(0.9D * CAST(_c25_0 AS DOUBLE) AS DOUBLE) AS DECIMAL(30,15)) AND CAST(_c39_0 AS DECIMAL(30,15)) <= CAST(CAST(1.1D * CAST(_c25_0 AS DOUBLE) AS DOUBLE) AS DECIMAL(30,15))
  ) AS _q29
  ORDER BY _c11_0 ASC NULLS FIRST
  LIMIT 100
) AS _q30
