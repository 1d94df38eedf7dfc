-- tpcds_datafusion/q55: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c8_1 AS `brand_id`, _c8_0 AS `brand`, _c9_0 AS `ext_price`
FROM (
  SELECT _c5_7 AS _c8_1, _c5_8 AS _c8_0, CAST(`sum`(_c3_15) AS DECIMAL(38,2)) AS _c9_0
  FROM (
    SELECT _c3_2, _c3_15
    FROM (
      SELECT _c1_0
      FROM (
        SELECT `d_date_sk` AS _c1_0, `d_year` AS _c1_6, `d_moy` AS _c1_8
        FROM {src1}
      ) AS _q1
      WHERE _c1_8 = 11L AND _c1_6 = 1999L
    ) AS _q2 JOIN (
      SELECT `ss_sold_date_sk` AS _c3_0, `ss_item_sk` AS _c3_2, `ss_ext_sales_price` AS _c3_15
      FROM {src2}
    ) AS _q3 ON _c1_0 = _c3_0
  ) AS _q4 JOIN (
    SELECT _c5_0, _c5_7, _c5_8
    FROM (
      SELECT `i_item_sk` AS _c5_0, `i_brand_id` AS _c5_7, `i_brand` AS _c5_8, `i_manager_id` AS _c5_20
      FROM {src3}
    ) AS _q5
    WHERE _c5_20 = 28L
  ) AS _q6 ON _c3_2 = _c5_0
  GROUP BY _c5_8, _c5_7
  ORDER BY _c9_0 DESC NULLS FIRST, _c8_1 ASC NULLS LAST
  LIMIT 100
) AS _q7
