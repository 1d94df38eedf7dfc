-- tpcds_duckdb113/q71: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c21_1 AS `brand_id`, _c21_0 AS `brand`, _c21_2 AS `t_hour`, _c21_3 AS `t_minute`, _c22_0 AS `ext_price`
FROM (
  SELECT `i_brand` AS _c21_0, `i_brand_id` AS _c21_1, `t_hour` AS _c21_2, `t_minute` AS _c21_3, CAST(`sum`(_c2_23) AS DECIMAL(38,2)) AS _c22_0
  FROM (
    SELECT *
    FROM {src1}
    WHERE `t_time_sk` >= 133L AND `t_time_sk` <= 86298L AND `t_time_sk` IS NOT NULL AND `t_meal_time` IN ('breakfast', 'dinner')
  ) AS _q1 JOIN (
    SELECT *
    FROM (
      SELECT *
      FROM (
        SELECT `ws_ext_sales_price` AS _c2_23, `ws_item_sk` AS _c2_3, `ws_sold_time_sk` AS _c2_1
        FROM {src2} JOIN (
          SELECT *
          FROM {src3}
          WHERE `d_year` = 1999L AND `d_year` IS NOT NULL AND `d_moy` = 11L AND `d_moy` IS NOT NULL AND `d_date_sk` >= 2450818L AND `d_date_sk` <= 2452642L
        ) AS _q2 ON `ws_sold_date_sk` = `d_date_sk`
        UNION ALL
        SELECT `cs_ext_sales_price` AS _c7_23, `cs_item_sk` AS _c7_15, `cs_sold_time_sk` AS _c7_1
        FROM {src4} JOIN (
          SELECT *
          FROM {src3}
          WHERE `d_year` = 1999L AND `d_year` IS NOT NULL AND `d_moy` = 11L AND `d_moy` IS NOT NULL AND `d_date_sk` >= 2450815L AND `d_date_sk` <= 2452225L
        ) AS _q3 ON `cs_sold_date_sk` = `d_date_sk`
      ) AS _q4
      UNION ALL
      SELECT `ss_ext_sales_price` AS _c13_15, `ss_item_sk` AS _c13_2, `ss_sold_time_sk` AS _c13_1
      FROM {src5} JOIN (
        SELECT *
        FROM {src3}
        WHERE `d_year` = 1999L AND `d_year` IS NOT NULL AND `d_moy` = 11L AND `d_moy` IS NOT NULL AND `d_date_sk` >= 2450816L AND `d_date_sk` <= 2452642L
      ) AS _q5 ON `ss_sold_date_sk` = `d_date_sk`
    ) AS _q6 JOIN (
      SELECT *
      FROM {src6}
      WHERE `i_manager_id` = 1L AND `i_manager_id` IS NOT NULL
    ) AS _q7 ON _c2_3 = `i_item_sk`
  ) AS _q8 ON `t_time_sk` = _c2_1
  GROUP BY `i_brand`, `i_brand_id`, `t_hour`, `t_minute`
  ORDER BY _c22_0 DESC NULLS FIRST, _c21_1 ASC NULLS FIRST, _c21_2 ASC NULLS FIRST
) AS _q9
