-- tpcds_duckdb113/q65: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c17_5 AS `s_store_name`, _c1_4 AS `i_item_desc`, _c6_0 AS `revenue`, _c1_5 AS `i_current_price`, _c1_6 AS `i_wholesale_cost`, _c1_8 AS `i_brand`
FROM (
  SELECT _c17_5, _c1_4, _c6_0, _c1_5, _c1_6, _c1_8
  FROM (
    SELECT `i_item_sk` AS _c1_0, `i_item_desc` AS _c1_4, `i_current_price` AS _c1_5, `i_wholesale_cost` AS _c1_6, `i_brand` AS _c1_8
    FROM {src1}
  ) AS _q1 JOIN (
    SELECT _c5_0, _c5_1, _c6_0, _c15_0, _c17_0, _c17_5
    FROM (
      SELECT _c2_7 AS _c5_0, _c2_2 AS _c5_1, CAST(`sum`(_c2_13) AS DECIMAL(38,2)) AS _c6_0
      FROM (
        SELECT `ss_sold_date_sk` AS _c2_0, `ss_store_sk` AS _c2_7, `ss_item_sk` AS _c2_2, `ss_sales_price` AS _c2_13
        FROM {src2}
      ) AS _q2 JOIN (
        SELECT _c3_0
        FROM (
          SELECT `d_date_sk` AS _c3_0, `d_month_seq` AS _c3_3
          FROM {src3}
        ) AS _q3
        WHERE _c3_3 >= 1176L AND _c3_3 <= 1187L AND _c3_3 IS NOT NULL AND _c3_0 >= 2450816L AND _c3_0 <= 2452642L
      ) AS _q4 ON _c2_0 = _c3_0
      GROUP BY _c2_7, _c2_2
    ) AS _q5 JOIN (
      SELECT *
      FROM (
        SELECT _c11_0 AS _c14_0, CAST(`avg`(CAST(_c12_0 AS DOUBLE)) AS DOUBLE) AS _c15_0
        FROM (
          SELECT _c8_7 AS _c11_0, CAST(`sum`(_c8_13) AS DECIMAL(38,2)) AS _c12_0
          FROM (
            SELECT `ss_sold_date_sk` AS _c8_0, `ss_store_sk` AS _c8_7, `ss_item_sk` AS _c8_2, `ss_sales_price` AS _c8_13
            FROM {src2}
          ) AS _q6 JOIN (
            SELECT _c9_0
            FROM (
              SELECT `d_date_sk` AS _c9_0, `d_month_seq` AS _c9_3
              FROM {src3}
            ) AS _q7
            WHERE _c9_3 >= 1176L AND _c9_3 <= 1187L AND _c9_3 IS NOT NULL AND _c9_0 >= 2450816L AND _c9_0 <= 2452642L
          ) AS _q8 ON _c8_0 = _c9_0
          GROUP BY _c8_7, _c8_2
        ) AS _q9
        GROUP BY _c11_0
      ) AS _q10 JOIN (
        SELECT `s_store_sk` AS _c17_0, `s_store_name` AS _c17_5
        FROM {src4}
      ) AS _q11 ON _c14_0 = _c17_0
    ) AS _q12 ON _c5_0 = _c17_0 AND CAST(_c6_0 AS DOUBLE) <= CAST(0.1D * _c15_0 AS DOUBLE)
  ) AS _q13 ON _c1_0 = _c5_1
  ORDER BY _c17_5 ASC NULLS FIRST, _c1_4 ASC NULLS FIRST
  LIMIT 100
) AS _q14
