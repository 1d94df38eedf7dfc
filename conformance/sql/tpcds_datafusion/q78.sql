-- tpcds_datafusion/q78: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c7_0 AS `ss_sold_year`, _c7_1 AS `ss_item_sk`, _c7_2 AS `ss_customer_sk`, _c31_0 AS `ratio`, _c8_0 AS `store_qty`, _c8_1 AS `store_wholesale_cost`, _c8_2 AS `store_sales_price`, _c30_0 AS `other_chan_qty`, _c31_1 AS `other_chan_wholesale_cost`, _c31_2 AS `other_chan_sales_price`
FROM (
  SELECT _c7_0, _c7_1, _c7_2, CAST(`round`(CAST(CASE WHEN CAST(_c30_0 AS DOUBLE) = 0 THEN CAST(_c8_0 AS DOUBLE) * `signum`(`atan2`(CAST(_c30_0 AS DOUBLE), (-1.0D))) * CAST('Infinity' AS DOUBLE) ELSE `try_divide`(CAST(_c8_0 AS DOUBLE), CAST(_c30_0 AS DOUBLE)) END AS DOUBLE), 2) AS DOUBLE) AS _c31_0, _c8_0, _c8_1, _c8_2, _c30_0, CAST(CASE WHEN _c30_1 IS NOT NULL THEN _c30_1 ELSE CAST(0.00BD AS DECIMAL(22,2)) END + CASE WHEN _c30_2 IS NOT NULL THEN _c30_2 ELSE CAST(0.00BD AS DECIMAL(22,2)) END AS DECIMAL(23,2)) AS _c31_1, CAST(CASE WHEN _c30_3 IS NOT NULL THEN _c30_3 ELSE CAST(0.00BD AS DECIMAL(22,2)) END + CASE WHEN _c30_4 IS NOT NULL THEN _c30_4 ELSE CAST(0.00BD AS DECIMAL(22,2)) END AS DECIMAL(23,2)) AS _c31_2
  FROM (
    SELECT CAST(CASE WHEN _c17_0 IS NOT NULL THEN _c17_0 ELSE 0L END + CASE WHEN _c27_0 IS NOT NULL THEN _c27_0 ELSE 0L END AS BIGINT) AS _c30_0, CAST(_c17_1 AS DECIMAL(22,2)) AS _c30_1, CAST(_c27_1 AS DECIMAL(22,2)) AS _c30_2, CAST(_c17_2 AS DECIMAL(22,2)) AS _c30_3, CAST(_c27_2 AS DECIMAL(22,2)) AS _c30_4, _c7_0, _c7_1, _c7_2, _c8_0, _c8_1, _c8_2
    FROM (
      SELECT _c7_0, _c7_1, _c7_2, _c8_0, _c8_1, _c8_2, _c17_0, _c17_1, _c17_2
      FROM (
        SELECT _c5_6 AS _c7_0, _c1_2 AS _c7_1, _c1_3 AS _c7_2, CAST(`sum`(_c1_10) AS BIGINT) AS _c8_0, CAST(`sum`(_c1_11) AS DECIMAL(38,2)) AS _c8_1, CAST(`sum`(_c1_13) AS DECIMAL(38,2)) AS _c8_2
        FROM (
          SELECT _c1_0, _c1_2, _c1_3, _c1_10, _c1_11, _c1_13
          FROM (
            SELECT `ss_sold_date_sk` AS _c1_0, `ss_item_sk` AS _c1_2, `ss_customer_sk` AS _c1_3, `ss_ticket_number` AS _c1_9, `ss_quantity` AS _c1_10, `ss_wholesale_cost` AS _c1_11, `ss_sales_price` AS _c1_13
            FROM {src1}
          ) AS _q1 LEFT OUTER JOIN (
            SELECT `sr_item_sk` AS _c2_2, `sr_ticket_number` AS _c2_9
            FROM {src2}
          ) AS _q2 ON _c1_9 = _c2_9 AND _c1_2 = _c2_2
          WHERE _c2_9 IS NULL
        ) AS _q3 JOIN (
          SELECT *
          FROM (
            SELECT `d_date_sk` AS _c5_0, `d_year` AS _c5_6
            FROM {src3}
          ) AS _q4
          WHERE _c5_6 = 2000L
        ) AS _q5 ON _c1_0 = _c5_0
        GROUP BY _c5_6, _c1_2, _c1_3
      ) AS _q6 LEFT OUTER JOIN (
        SELECT _c14_6 AS _c16_0, _c10_3 AS _c16_1, _c10_4 AS _c16_2, CAST(`sum`(_c10_18) AS BIGINT) AS _c17_0, CAST(`sum`(_c10_19) AS DECIMAL(38,2)) AS _c17_1, CAST(`sum`(_c10_21) AS DECIMAL(38,2)) AS _c17_2
        FROM (
          SELECT _c10_0, _c10_3, _c10_4, _c10_18, _c10_19, _c10_21
          FROM (
            SELECT `ws_sold_date_sk` AS _c10_0, `ws_item_sk` AS _c10_3, `ws_bill_customer_sk` AS _c10_4, `ws_order_number` AS _c10_17, `ws_quantity` AS _c10_18, `ws_wholesale_cost` AS _c10_19, `ws_sales_price` AS _c10_21
            FROM {src4}
          ) AS _q7 LEFT OUTER JOIN (
            SELECT `wr_item_sk` AS _c11_2, `wr_order_number` AS _c11_13
            FROM {src5}
          ) AS _q8 ON _c10_17 = _c11_13 AND _c10_3 = _c11_2
          WHERE _c11_13 IS NULL
        ) AS _q9 JOIN (
          SELECT *
          FROM (
            SELECT `d_date_sk` AS _c14_0, `d_year` AS _c14_6
            FROM {src3}
          ) AS _q10
          WHERE _c14_6 = 2000L
        ) AS _q11 ON _c10_0 = _c14_0
        GROUP BY _c14_6, _c10_3, _c10_4
      ) AS _q12 ON _c7_0 = _c16_0 AND _c7_1 = _c16_1 AND _c7_2 = _c16_2
    ) AS _q13 LEFT OUTER JOIN (
      SELECT _c24_6 AS _c26_0, _c20_15 AS _c26_1, _c20_3 AS _c26_2, CAST(`sum`(_c20_18) AS BIGINT) AS _c27_0, CAST(`sum`(_c20_19) AS DECIMAL(38,2)) AS _c27_1, CAST(`sum`(_c20_21) AS DECIMAL(38,2)) AS _c27_2
      FROM (
        SELECT _c20_0, _c20_3, _c20_15, _c20_18, _c20_19, _c20_21
        FROM (
          SELECT `cs_sold_date_sk` AS _c20_0, `cs_bill_customer_sk` AS _c20_3, `cs_item_sk` AS _c20_15, `cs_order_number` AS _c20_17, `cs_quantity` AS _c20_18, `cs_wholesale_cost` AS _c20_19, `cs_sales_price` AS _c20_21
          FROM {src6}
        ) AS _q14 LEFT OUTER JOIN (
          SELECT `cr_item_sk` AS _c21_2, `cr_order_number` AS _c21_16
          FROM {src7}
        ) AS _q15 ON _c20_17 = _c21_16 AND _c20_15 = _c21_2
        WHERE _c21_16 IS NULL
      ) AS _q16 JOIN (
        SELECT *
        FROM (
          SELECT `d_date_sk` AS _c24_0, `d_year` AS _c24_6
          FROM {src3}
        ) AS _q17
        WHERE _c24_6 = 2000L
      ) AS _q18 ON _c20_0 = _c24_0
      GROUP BY _c24_6, _c20_15, _c20_3
    ) AS _q19 ON _c7_0 = _c26_0 AND _c7_1 = _c26_1 AND _c7_2 = _c26_2
    WHERE (CASE WHEN _c17_0 IS NOT NULL THEN _c17_0 ELSE 0L END > 0L OR CASE WHEN _c27_0 IS NOT NULL THEN _c27_0 ELSE 0L END > 0L)
  ) AS _q20
  ORDER BY _c7_0 ASC NULLS LAST, _c7_1 ASC NULLS LAST, _c7_2 ASC NULLS LAST, _c30_0 ASC NULLS LAST, _c31_1 ASC NULLS LAST, _c31_2 ASC NULLS LAST, _c31_0 ASC NULLS LAST
  LIMIT 100
) AS _q21
