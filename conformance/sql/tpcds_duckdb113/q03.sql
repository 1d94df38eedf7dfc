-- tpcds_duckdb113/q03: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c6_0 AS `d_year`, _c6_2 AS `brand_id`, _c6_1 AS `brand`, _c7_0 AS `sum_agg`
FROM (
  SELECT _c1_6 AS _c6_0, _c3_7 AS _c6_2, _c3_8 AS _c6_1, CAST(`sum`(_c2_15) AS DECIMAL(38,2)) AS _c7_0
  FROM (
    SELECT _c1_0, _c1_6
    FROM (
      SELECT `d_date_sk` AS _c1_0, `d_year` AS _c1_6, `d_moy` AS _c1_8
      FROM {src1}
    ) AS _q1
    WHERE _c1_8 = 11L AND _c1_8 IS NOT NULL AND _c1_0 >= 2450816L AND _c1_0 <= 2452642L
  ) AS _q2 JOIN (
    SELECT *
    FROM (
      SELECT `ss_sold_date_sk` AS _c2_0, `ss_item_sk` AS _c2_2, `ss_ext_sales_price` AS _c2_15
      FROM {src2}
    ) AS _q3 JOIN (
      SELECT _c3_0, _c3_8, _c3_7
      FROM (
        SELECT `i_item_sk` AS _c3_0, `i_brand` AS _c3_8, `i_brand_id` AS _c3_7, `i_manufact_id` AS _c3_13
        FROM {src3}
      ) AS _q4
      WHERE _c3_13 = 128L AND _c3_13 IS NOT NULL
    ) AS _q5 ON _c2_2 = _c3_0
  ) AS _q6 ON _c1_0 = _c2_0
  GROUP BY _c1_6, _c3_8, _c3_7
  ORDER BY _c6_0 ASC NULLS LAST, _c7_0 DESC NULLS LAST, _c6_2 ASC NULLS LAST
  LIMIT 100
) AS _q7
