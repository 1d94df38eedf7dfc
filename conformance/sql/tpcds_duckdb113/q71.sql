-- tpcds_duckdb113/q71: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c21_1 AS `brand_id`, _c21_0 AS `brand`, _c21_2 AS `t_hour`, _c21_3 AS `t_minute`, _c22_0 AS `ext_price`
FROM (
  SELECT _c18_7 AS _c21_1, _c18_8 AS _c21_0, _c1_3 AS _c21_2, _c1_4 AS _c21_3, CAST(`sum`(_c2_23) AS DECIMAL(38,2)) AS _c22_0
  FROM (
    SELECT *
    FROM (
      SELECT `t_time_sk` AS _c1_0, `t_meal_time` AS _c1_9, `t_hour` AS _c1_3, `t_minute` AS _c1_4
      FROM {src1}
    ) AS _q1
    WHERE _c1_0 >= 133L AND _c1_0 <= 86298L AND _c1_0 IS NOT NULL AND (_c1_9 = 'breakfast' OR _c1_9 = 'dinner')
  ) AS _q2 JOIN (
    SELECT *
    FROM (
      SELECT *
      FROM (
        SELECT _c2_23, _c2_3, _c2_1
        FROM (
          SELECT `ws_sold_date_sk` AS _c2_0, `ws_ext_sales_price` AS _c2_23, `ws_item_sk` AS _c2_3, `ws_sold_time_sk` AS _c2_1
          FROM {src2}
        ) AS _q3 JOIN (
          SELECT _c3_0
          FROM (
            SELECT `d_date_sk` AS _c3_0, `d_year` AS _c3_6, `d_moy` AS _c3_8
            FROM {src3}
          ) AS _q4
          WHERE _c3_6 = 1999L AND _c3_6 IS NOT NULL AND _c3_8 = 11L AND _c3_8 IS NOT NULL AND _c3_0 >= 2450818L AND _c3_0 <= 2452642L
        ) AS _q5 ON _c2_0 = _c3_0
        UNION ALL
        SELECT _c7_23, _c7_15, _c7_1
        FROM (
          SELECT `cs_sold_date_sk` AS _c7_0, `cs_ext_sales_price` AS _c7_23, `cs_item_sk` AS _c7_15, `cs_sold_time_sk` AS _c7_1
          FROM {src4}
        ) AS _q6 JOIN (
          SELECT _c8_0
          FROM (
            SELECT `d_date_sk` AS _c8_0, `d_year` AS _c8_6, `d_moy` AS _c8_8
            FROM {src3}
          ) AS _q7
          WHERE _c8_6 = 1999L AND _c8_6 IS NOT NULL AND _c8_8 = 11L AND _c8_8 IS NOT NULL AND _c8_0 >= 2450815L AND _c8_0 <= 2452225L
        ) AS _q8 ON _c7_0 = _c8_0
      ) AS _q9
      UNION ALL
      SELECT _c13_15, _c13_2, _c13_1
      FROM (
        SELECT `ss_sold_date_sk` AS _c13_0, `ss_ext_sales_price` AS _c13_15, `ss_item_sk` AS _c13_2, `ss_sold_time_sk` AS _c13_1
        FROM {src5}
      ) AS _q10 JOIN (
        SELECT _c14_0
        FROM (
          SELECT `d_date_sk` AS _c14_0, `d_year` AS _c14_6, `d_moy` AS _c14_8
          FROM {src3}
        ) AS _q11
        WHERE _c14_6 = 1999L AND _c14_6 IS NOT NULL AND _c14_8 = 11L AND _c14_8 IS NOT NULL AND _c14_0 >= 2450816L AND _c14_0 <= 2452642L
      ) AS _q12 ON _c13_0 = _c14_0
    ) AS _q13 JOIN (
      SELECT _c18_0, _c18_8, _c18_7
      FROM (
        SELECT `i_item_sk` AS _c18_0, `i_brand` AS _c18_8, `i_brand_id` AS _c18_7, `i_manager_id` AS _c18_20
        FROM {src6}
      ) AS _q14
      WHERE _c18_20 = 1L AND _c18_20 IS NOT NULL
    ) AS _q15 ON _c2_3 = _c18_0
  ) AS _q16 ON _c1_0 = _c2_1
  GROUP BY _c18_8, _c18_7, _c1_3, _c1_4
  ORDER BY _c22_0 DESC NULLS FIRST, _c21_1 ASC NULLS FIRST, _c21_2 ASC NULLS FIRST
) AS _q17
