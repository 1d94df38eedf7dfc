-- tpcds_datafusion/q51: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c17_0 AS `item_sk`, _c17_1 AS `d_date`, _c7_0 AS `web_sales`, _c15_0 AS `store_sales`, _c18_0 AS `web_cumulative`, _c18_1 AS `store_cumulative`
FROM (
  SELECT *
  FROM (
    SELECT *, CAST(`max`(_c7_0) OVER (PARTITION BY _c17_0 ORDER BY _c17_1 ASC NULLS LAST ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS DECIMAL(38,2)) AS _c18_0, CAST(`max`(_c15_0) OVER (PARTITION BY _c17_0 ORDER BY _c17_1 ASC NULLS LAST ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS DECIMAL(38,2)) AS _c18_1
    FROM (
      SELECT CASE WHEN _c5_0 IS NOT NULL THEN _c5_0 ELSE _c13_0 END AS _c17_0, CASE WHEN _c5_1 IS NOT NULL THEN _c5_1 ELSE _c13_1 END AS _c17_1, _c7_0, _c15_0
      FROM (
        SELECT _c5_0, _c5_1, _c7_0
        FROM (
          SELECT *, CAST(`sum`(_c6_0) OVER (PARTITION BY _c5_0 ORDER BY _c5_1 ASC NULLS LAST ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS DECIMAL(38,2)) AS _c7_0
          FROM (
            SELECT _c1_3 AS _c5_0, _c2_2 AS _c5_1, CAST(`sum`(_c1_21) AS DECIMAL(38,2)) AS _c6_0
            FROM (
              SELECT *
              FROM (
                SELECT `ws_sold_date_sk` AS _c1_0, `ws_item_sk` AS _c1_3, `ws_sales_price` AS _c1_21
                FROM {src1}
              ) AS _q1
              WHERE _c1_3 IS NOT NULL
            ) AS _q2 JOIN (
              SELECT _c2_0, _c2_2
              FROM (
                SELECT `d_date_sk` AS _c2_0, `d_date` AS _c2_2, `d_month_seq` AS _c2_3
                FROM {src2}
              ) AS _q3
              WHERE _c2_3 >= 1200L AND _c2_3 <= 1211L
            ) AS _q4 ON _c1_0 = _c2_0
            GROUP BY _c1_3, _c2_2
          ) AS _q5
        ) AS _q6
      ) AS _q7 FULL OUTER JOIN (
        SELECT _c13_0, _c13_1, _c15_0
        FROM (
          SELECT *, CAST(`sum`(_c14_0) OVER (PARTITION BY _c13_0 ORDER BY _c13_1 ASC NULLS LAST ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS DECIMAL(38,2)) AS _c15_0
          FROM (
            SELECT _c9_2 AS _c13_0, _c10_2 AS _c13_1, CAST(`sum`(_c9_13) AS DECIMAL(38,2)) AS _c14_0
            FROM (
              SELECT *
              FROM (
                SELECT `ss_sold_date_sk` AS _c9_0, `ss_item_sk` AS _c9_2, `ss_sales_price` AS _c9_13
                FROM {src3}
              ) AS _q8
              WHERE _c9_2 IS NOT NULL
            ) AS _q9 JOIN (
              SELECT _c10_0, _c10_2
              FROM (
                SELECT `d_date_sk` AS _c10_0, `d_date` AS _c10_2, `d_month_seq` AS _c10_3
                FROM {src2}
              ) AS _q10
              WHERE _c10_3 >= 1200L AND _c10_3 <= 1211L
            ) AS _q11 ON _c9_0 = _c10_0
            GROUP BY _c9_2, _c10_2
          ) AS _q12
        ) AS _q13
      ) AS _q14 ON _c5_0 = _c13_0 AND _c5_1 = _c13_1
    ) AS _q15
  ) AS _q16
  WHERE _c18_0 > _c18_1
  ORDER BY _c17_0 ASC NULLS FIRST, _c17_1 ASC NULLS FIRST
  LIMIT 100
) AS _q17
