-- tpcds_duckdb113/q55: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c6_1 AS `brand_id`, _c6_0 AS `brand`, _c7_0 AS `ext_price`
FROM (
  SELECT _c4_7 AS _c6_1, _c4_8 AS _c6_0, CAST(`sum`(_c1_15) AS DECIMAL(38,2)) AS _c7_0
  FROM (
    SELECT *
    FROM (
      SELECT `ss_sold_date_sk` AS _c1_0, `ss_item_sk` AS _c1_2, `ss_ext_sales_price` AS _c1_15
      FROM {src1}
    ) AS _q1 JOIN (
      SELECT _c2_0
      FROM (
        SELECT `d_date_sk` AS _c2_0, `d_year` AS _c2_6, `d_moy` AS _c2_8
        FROM {src2}
      ) AS _q2
      WHERE _c2_6 = 1999L AND _c2_6 IS NOT NULL AND _c2_8 = 11L AND _c2_8 IS NOT NULL AND _c2_0 >= 2450816L AND _c2_0 <= 2452642L
    ) AS _q3 ON _c1_0 = _c2_0
  ) AS _q4 JOIN (
    SELECT _c4_0, _c4_8, _c4_7
    FROM (
      SELECT `i_item_sk` AS _c4_0, `i_brand` AS _c4_8, `i_brand_id` AS _c4_7, `i_manager_id` AS _c4_20
      FROM {src3}
    ) AS _q5
    WHERE _c4_20 = 28L AND _c4_20 IS NOT NULL
  ) AS _q6 ON _c1_2 = _c4_0
  GROUP BY _c4_8, _c4_7
  ORDER BY _c7_0 DESC NULLS LAST, _c6_1 ASC NULLS LAST
  LIMIT 100
) AS _q7
