-- tpcds_datafusion/q40: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c11_0 AS `w_state`, _c11_1 AS `i_item_id`, _c12_0 AS `sales_before`, _c12_1 AS `sales_after`
FROM (
  SELECT _c4_10 AS _c11_0, _c6_1 AS _c11_1, CAST(`sum`(CASE WHEN _c9_2 < `date_from_unix_date`(11027) THEN CAST(_c1_21 - CASE WHEN CAST(_c2_23 AS DECIMAL(22,2)) IS NOT NULL THEN CAST(_c2_23 AS DECIMAL(22,2)) ELSE CAST(0.00BD AS DECIMAL(22,2)) END AS DECIMAL(23,2)) ELSE CAST(0.00BD AS DECIMAL(23,2)) END) AS DECIMAL(38,2)) AS _c12_0, CAST(`sum`(CASE WHEN _c9_2 >= `date_from_unix_date`(11027) THEN CAST(_c1_21 - CASE WHEN CAST(_c2_23 AS DECIMAL(22,2)) IS NOT NULL THEN CAST(_c2_23 AS DECIMAL(22,2)) ELSE CAST(0.00BD AS DECIMAL(22,2)) END AS DECIMAL(23,2)) ELSE CAST(0.00BD AS DECIMAL(23,2)) END) AS DECIMAL(38,2)) AS _c12_1
  FROM (
    SELECT _c1_0, _c1_21, _c2_23, _c4_10, _c6_1
    FROM (
      SELECT _c1_0, _c1_15, _c1_21, _c2_23, _c4_10
      FROM (
        SELECT _c1_0, _c1_14, _c1_15, _c1_21, _c2_23
        FROM (
          SELECT `cs_sold_date_sk` AS _c1_0, `cs_warehouse_sk` AS _c1_14, `cs_item_sk` AS _c1_15, `cs_order_number` AS _c1_17, `cs_sales_price` AS _c1_21
          FROM {src1}
        ) AS _q1 LEFT OUTER JOIN (
          SELECT `cr_item_sk` AS _c2_2, `cr_order_number` AS _c2_16, `cr_refunded_cash` AS _c2_23
          FROM {src2}
        ) AS _q2 ON _c1_17 = _c2_16 AND _c1_15 = _c2_2
      ) AS _q3 JOIN (
        SELECT `w_warehouse_sk` AS _c4_0, `w_state` AS _c4_10
        FROM {src3}
      ) AS _q4 ON _c1_14 = _c4_0
    ) AS _q5 JOIN (
      SELECT _c6_0, _c6_1
      FROM (
        SELECT `i_item_sk` AS _c6_0, `i_item_id` AS _c6_1, `i_current_price` AS _c6_5
        FROM {src4}
      ) AS _q6
      WHERE _c6_5 >= CAST(0.99BD AS DECIMAL(7,2)) AND _c6_5 <= CAST(1.49BD AS DECIMAL(7,2))
    ) AS _q7 ON _c1_15 = _c6_0
  ) AS _q8 JOIN (
    SELECT *
    FROM (
      SELECT `d_date_sk` AS _c9_0, `d_date` AS _c9_2
      FROM {src5}
    ) AS _q9
    WHERE _c9_2 >= `date_from_unix_date`(10997) AND _c9_2 <= `date_from_unix_date`(11057)
  ) AS _q10 ON _c1_0 = _c9_0
  GROUP BY _c4_10, _c6_1
  ORDER BY _c11_0 ASC NULLS LAST, _c11_1 ASC NULLS LAST
  LIMIT 100
) AS _q11
