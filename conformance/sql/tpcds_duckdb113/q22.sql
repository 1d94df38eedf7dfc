-- tpcds_duckdb113/q22: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c6_0 AS `i_product_name`, _c6_1 AS `i_brand`, _c6_2 AS `i_class`, _c6_3 AS `i_category`, _c7_0 AS `qoh`
FROM (
  SELECT _c4_21 AS _c6_0, _c4_8 AS _c6_1, _c4_10 AS _c6_2, _c4_12 AS _c6_3, CAST(`avg`(CAST(_c1_3 AS DOUBLE)) AS DOUBLE) AS _c7_0
  FROM (
    SELECT *
    FROM (
      SELECT `inv_date_sk` AS _c1_0, `inv_item_sk` AS _c1_1, `inv_quantity_on_hand` AS _c1_3
      FROM {src1}
    ) AS _q1 JOIN (
      SELECT _c2_0
      FROM (
        SELECT `d_date_sk` AS _c2_0, `d_month_seq` AS _c2_3
        FROM {src2}
      ) AS _q2
      WHERE _c2_3 >= 1200L AND _c2_3 <= 1211L AND _c2_3 IS NOT NULL AND _c2_0 >= 2450815L AND _c2_0 <= 2452635L
    ) AS _q3 ON _c1_0 = _c2_0
  ) AS _q4 JOIN (
    SELECT `i_item_sk` AS _c4_0, `i_product_name` AS _c4_21, `i_brand` AS _c4_8, `i_class` AS _c4_10, `i_category` AS _c4_12
    FROM {src3}
  ) AS _q5 ON _c1_1 = _c4_0
  GROUP BY _c4_21, _c4_8, _c4_10, _c4_12
  ORDER BY _c7_0 ASC NULLS FIRST, _c6_0 ASC NULLS FIRST, _c6_1 ASC NULLS FIRST, _c6_2 ASC NULLS FIRST, _c6_3 ASC NULLS FIRST
  LIMIT 100
) AS _q6
