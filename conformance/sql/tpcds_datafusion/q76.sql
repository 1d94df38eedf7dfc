-- tpcds_datafusion/q76: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c19_0 AS `channel`, _c19_1 AS `col_name`, _c19_2 AS `d_year`, _c19_3 AS `d_qoy`, _c19_4 AS `i_category`, _c20_0 AS `sales_cnt`, _c20_1 AS `sales_amt`
FROM (
  SELECT _c6_0 AS _c19_0, _c6_1 AS _c19_1, _c5_6 AS _c19_2, _c5_10 AS _c19_3, _c3_12 AS _c19_4, CAST(`count`(1L) AS BIGINT) AS _c20_0, CAST(`sum`(_c1_15) AS DECIMAL(38,2)) AS _c20_1
  FROM (
    SELECT 'store' AS _c6_0, 'ss_store_sk' AS _c6_1, _c5_6, _c5_10, _c3_12, _c1_15
    FROM (
      SELECT _c1_0, _c1_15, _c3_12
      FROM (
        SELECT _c1_0, _c1_2, _c1_15
        FROM (
          SELECT `ss_sold_date_sk` AS _c1_0, `ss_item_sk` AS _c1_2, `ss_store_sk` AS _c1_7, `ss_ext_sales_price` AS _c1_15
          FROM {src1}
        ) AS _q1
        WHERE _c1_7 IS NULL
      ) AS _q2 JOIN (
        SELECT `i_item_sk` AS _c3_0, `i_category` AS _c3_12
        FROM {src2}
      ) AS _q3 ON _c1_2 = _c3_0
    ) AS _q4 JOIN (
      SELECT `d_date_sk` AS _c5_0, `d_year` AS _c5_6, `d_qoy` AS _c5_10
      FROM {src3}
    ) AS _q5 ON _c1_0 = _c5_0
    UNION ALL
    SELECT 'web' AS _c12_0, 'ws_ship_customer_sk' AS _c12_1, _c11_6, _c11_10, _c9_12, _c7_23
    FROM (
      SELECT _c7_0, _c7_23, _c9_12
      FROM (
        SELECT _c7_0, _c7_3, _c7_23
        FROM (
          SELECT `ws_sold_date_sk` AS _c7_0, `ws_item_sk` AS _c7_3, `ws_ship_customer_sk` AS _c7_8, `ws_ext_sales_price` AS _c7_23
          FROM {src4}
        ) AS _q6
        WHERE _c7_8 IS NULL
      ) AS _q7 JOIN (
        SELECT `i_item_sk` AS _c9_0, `i_category` AS _c9_12
        FROM {src2}
      ) AS _q8 ON _c7_3 = _c9_0
    ) AS _q9 JOIN (
      SELECT `d_date_sk` AS _c11_0, `d_year` AS _c11_6, `d_qoy` AS _c11_10
      FROM {src3}
    ) AS _q10 ON _c7_0 = _c11_0
    UNION ALL
    SELECT 'catalog' AS _c18_0, 'cs_ship_addr_sk' AS _c18_1, _c17_6, _c17_10, _c15_12, _c13_23
    FROM (
      SELECT _c13_0, _c13_23, _c15_12
      FROM (
        SELECT _c13_0, _c13_15, _c13_23
        FROM (
          SELECT `cs_sold_date_sk` AS _c13_0, `cs_ship_addr_sk` AS _c13_10, `cs_item_sk` AS _c13_15, `cs_ext_sales_price` AS _c13_23
          FROM {src5}
        ) AS _q11
        WHERE _c13_10 IS NULL
      ) AS _q12 JOIN (
        SELECT `i_item_sk` AS _c15_0, `i_category` AS _c15_12
        FROM {src2}
      ) AS _q13 ON _c13_15 = _c15_0
    ) AS _q14 JOIN (
      SELECT `d_date_sk` AS _c17_0, `d_year` AS _c17_6, `d_qoy` AS _c17_10
      FROM {src3}
    ) AS _q15 ON _c13_0 = _c17_0
  ) AS _q16
  GROUP BY _c6_0, _c6_1, _c5_6, _c5_10, _c3_12
  ORDER BY _c19_0 ASC NULLS FIRST, _c19_1 ASC NULLS FIRST, _c19_2 ASC NULLS FIRST, _c19_3 ASC NULLS FIRST, _c19_4 ASC NULLS FIRST
  LIMIT 100
) AS _q17
