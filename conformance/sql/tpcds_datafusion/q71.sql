-- tpcds_datafusion/q71: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c19_1 AS `brand_id`, _c19_0 AS `brand`, _c19_2 AS `t_hour`, _c19_3 AS `t_minute`, _c20_0 AS `ext_price`
FROM (
  SELECT _c1_7 AS _c19_1, _c1_8 AS _c19_0, _c16_3 AS _c19_2, _c16_4 AS _c19_3, CAST(`sum`(_c3_23) AS DECIMAL(38,2)) AS _c20_0
  FROM (
    SELECT _c1_7, _c1_8, _c3_23, _c3_1
    FROM (
      SELECT _c1_0, _c1_7, _c1_8
      FROM (
        SELECT `i_item_sk` AS _c1_0, `i_brand_id` AS _c1_7, `i_brand` AS _c1_8, `i_manager_id` AS _c1_20
        FROM {src1}
      ) AS _q1
      WHERE _c1_20 = 1L
    ) AS _q2 JOIN (
      SELECT _c3_23, _c3_3, _c3_1
      FROM (
        SELECT `ws_sold_date_sk` AS _c3_0, `ws_sold_time_sk` AS _c3_1, `ws_item_sk` AS _c3_3, `ws_ext_sales_price` AS _c3_23
        FROM {src2}
      ) AS _q3 JOIN (
        SELECT _c4_0
        FROM (
          SELECT `d_date_sk` AS _c4_0, `d_year` AS _c4_6, `d_moy` AS _c4_8
          FROM {src3}
        ) AS _q4
        WHERE _c4_8 = 11L AND _c4_6 = 1999L
      ) AS _q5 ON _c3_0 = _c4_0
      UNION ALL
      SELECT _c7_23, _c7_15, _c7_1
      FROM (
        SELECT `cs_sold_date_sk` AS _c7_0, `cs_sold_time_sk` AS _c7_1, `cs_item_sk` AS _c7_15, `cs_ext_sales_price` AS _c7_23
        FROM {src4}
      ) AS _q6 JOIN (
        SELECT _c8_0
        FROM (
          SELECT `d_date_sk` AS _c8_0, `d_year` AS _c8_6, `d_moy` AS _c8_8
          FROM {src3}
        ) AS _q7
        WHERE _c8_8 = 11L AND _c8_6 = 1999L
      ) AS _q8 ON _c7_0 = _c8_0
      UNION ALL
      SELECT _c11_15, _c11_2, _c11_1
      FROM (
        SELECT `ss_sold_date_sk` AS _c11_0, `ss_sold_time_sk` AS _c11_1, `ss_item_sk` AS _c11_2, `ss_ext_sales_price` AS _c11_15
        FROM {src5}
      ) AS _q9 JOIN (
        SELECT _c12_0
        FROM (
          SELECT `d_date_sk` AS _c12_0, `d_year` AS _c12_6, `d_moy` AS _c12_8
          FROM {src3}
        ) AS _q10
        WHERE _c12_8 = 11L AND _c12_6 = 1999L
      ) AS _q11 ON _c11_0 = _c12_0
    ) AS _q12 ON _c1_0 = _c3_3
  ) AS _q13 JOIN (
    SELECT _c16_0, _c16_3, _c16_4
    FROM (
      SELECT `t_time_sk` AS _c16_0, `t_hour` AS _c16_3, `t_minute` AS _c16_4, `t_meal_time` AS _c16_9
      FROM {src6}
    ) AS _q14
    WHERE (_c16_9 = 'breakfast' OR _c16_9 = 'dinner')
  ) AS _q15 ON _c3_1 = _c16_0
  GROUP BY _c1_8, _c1_7, _c16_3, _c16_4
  ORDER BY _c20_0 DESC NULLS FIRST, _c19_1 ASC NULLS FIRST, _c19_2 ASC NULLS FIRST
) AS _q16
