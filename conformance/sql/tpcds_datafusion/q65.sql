-- tpcds_datafusion/q65: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c1_5 AS `s_store_name`, _c10_4 AS `i_item_desc`, _c7_0 AS `revenue`, _c10_5 AS `i_current_price`, _c10_6 AS `i_wholesale_cost`, _c10_8 AS `i_brand`
FROM (
  SELECT _c1_5, _c10_4, _c7_0, _c10_5, _c10_6, _c10_8
  FROM (
    SELECT _c1_5, _c6_0, _c7_0, _c10_4, _c10_5, _c10_6, _c10_8
    FROM (
      SELECT _c1_5, _c6_0, _c6_1, _c7_0
      FROM (
        SELECT `s_store_sk` AS _c1_0, `s_store_name` AS _c1_5
        FROM {src1}
      ) AS _q1 JOIN (
        SELECT _c2_7 AS _c6_0, _c2_2 AS _c6_1, CAST(`sum`(_c2_13) AS DECIMAL(38,2)) AS _c7_0
        FROM (
          SELECT `ss_sold_date_sk` AS _c2_0, `ss_item_sk` AS _c2_2, `ss_store_sk` AS _c2_7, `ss_sales_price` AS _c2_13
          FROM {src2}
        ) AS _q2 JOIN (
          SELECT _c3_0
          FROM (
            SELECT `d_date_sk` AS _c3_0, `d_month_seq` AS _c3_3
            FROM {src3}
          ) AS _q3
          WHERE _c3_3 >= 1176L AND _c3_3 <= 1187L
        ) AS _q4 ON _c2_0 = _c3_0
        GROUP BY _c2_7, _c2_2
      ) AS _q5 ON _c1_0 = _c6_0
    ) AS _q6 JOIN (
      SELECT `i_item_sk` AS _c10_0, `i_item_desc` AS _c10_4, `i_current_price` AS _c10_5, `i_wholesale_cost` AS _c10_6, `i_brand` AS _c10_8
      FROM {src4}
    ) AS _q7 ON _c6_1 = _c10_0
  ) AS _q8 LEFT SEMI JOIN (
    SELECT _c16_0 AS _c19_0, CAST(`avg`(_c17_0) AS DECIMAL(38,2)) AS _c20_0
    FROM (
      SELECT _c12_7 AS _c16_0, CAST(`sum`(_c12_13) AS DECIMAL(38,2)) AS _c17_0
      FROM (
        SELECT `ss_sold_date_sk` AS _c12_0, `ss_item_sk` AS _c12_2, `ss_store_sk` AS _c12_7, `ss_sales_price` AS _c12_13
        FROM {src2}
      ) AS _q9 JOIN (
        SELECT _c13_0
        FROM (
          SELECT `d_date_sk` AS _c13_0, `d_month_seq` AS _c13_3
          FROM {src3}
        ) AS _q10
        WHERE _c13_3 >= 1176L AND _c13_3 <= 1187L
      ) AS _q11 ON _c12_0 = _c13_0
      GROUP BY _c12_7, _c12_2
    ) AS _q12
    GROUP BY _c16_0
  ) AS _q13 ON _c6_0 = _c19_0 AND CAST(_c7_0 AS DECIMAL(30,15)) <= CAST(CAST(0.1D * CAST(_c20_0 AS DOUBLE) AS DOUBLE) AS DECIMAL(30,15))
  ORDER BY _c1_5 ASC NULLS FIRST, _c10_4 ASC NULLS FIRST
  LIMIT 100
) AS _q14
