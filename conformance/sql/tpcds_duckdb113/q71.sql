-- tpcds_duckdb113/q71: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `i_brand_id` AS `brand_id`, `i_brand` AS `brand`, `t_hour`, `t_minute`, CAST(`sum`(_c2_23) AS DECIMAL(38,2)) AS `ext_price`
FROM {src1} JOIN (
  SELECT *
  FROM (
    SELECT *
    FROM (
      SELECT `ws_ext_sales_price` AS _c2_23, `ws_item_sk` AS _c2_3, `ws_sold_time_sk` AS _c2_1
      FROM {src2} JOIN {src3} ON `ws_sold_date_sk` = `d_date_sk`
      WHERE `d_year` = 1999L AND `d_year` IS NOT NULL AND `d_moy` = 11L AND `d_moy` IS NOT NULL AND `d_date_sk` >= 2450818L AND `d_date_sk` <= 2452642L
      UNION ALL
      SELECT `cs_ext_sales_price` AS _c7_23, `cs_item_sk` AS _c7_15, `cs_sold_time_sk` AS _c7_1
      FROM {src4} JOIN {src3} ON `cs_sold_date_sk` = `d_date_sk`
      WHERE `d_year` = 1999L AND `d_year` IS NOT NULL AND `d_moy` = 11L AND `d_moy` IS NOT NULL AND `d_date_sk` >= 2450815L AND `d_date_sk` <= 2452225L
    ) AS _q1
    UNION ALL
    SELECT `ss_ext_sales_price` AS _c13_15, `ss_item_sk` AS _c13_2, `ss_sold_time_sk` AS _c13_1
    FROM {src5} JOIN {src3} ON `ss_sold_date_sk` = `d_date_sk`
    WHERE `d_year` = 1999L AND `d_year` IS NOT NULL AND `d_moy` = 11L AND `d_moy` IS NOT NULL AND `d_date_sk` >= 2450816L AND `d_date_sk` <= 2452642L
  ) AS _q2 JOIN {src6} ON _c2_3 = `i_item_sk`
) AS _q3 ON `t_time_sk` = _c2_1
WHERE `t_time_sk` >= 133L AND `t_time_sk` <= 86298L AND `t_time_sk` IS NOT NULL AND `t_meal_time` IN ('breakfast', 'dinner') AND `i_manager_id` = 1L AND `i_manager_id` IS NOT NULL
GROUP BY `i_brand`, `i_brand_id`, `t_hour`, `t_minute`
ORDER BY `ext_price` DESC NULLS FIRST, `brand_id` ASC NULLS FIRST, `t_hour` ASC NULLS FIRST
