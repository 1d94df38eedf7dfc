-- tpcds_datafusion/q71: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `i_brand_id` AS `brand_id`, `i_brand` AS `brand`, `t_hour`, `t_minute`, CAST(`sum`(_c3_23) AS DECIMAL(38,2)) AS `ext_price`
FROM {src1} JOIN (
  SELECT `ws_ext_sales_price` AS _c3_23, `ws_item_sk` AS _c3_3, `ws_sold_time_sk` AS _c3_1
  FROM {src2} JOIN {src3} ON `ws_sold_date_sk` = `d_date_sk`
  WHERE `d_moy` = 11L AND `d_year` = 1999L
  UNION ALL
  SELECT `cs_ext_sales_price` AS _c7_23, `cs_item_sk` AS _c7_15, `cs_sold_time_sk` AS _c7_1
  FROM {src4} JOIN {src3} ON `cs_sold_date_sk` = `d_date_sk`
  WHERE `d_moy` = 11L AND `d_year` = 1999L
  UNION ALL
  SELECT `ss_ext_sales_price` AS _c11_15, `ss_item_sk` AS _c11_2, `ss_sold_time_sk` AS _c11_1
  FROM {src5} JOIN {src3} ON `ss_sold_date_sk` = `d_date_sk`
  WHERE `d_moy` = 11L AND `d_year` = 1999L
) AS _q1 ON `i_item_sk` = _c3_3 JOIN {src6} ON _c3_1 = `t_time_sk`
WHERE `i_manager_id` = 1L AND `t_meal_time` IN ('breakfast', 'dinner')
GROUP BY `i_brand`, `i_brand_id`, `t_hour`, `t_minute`
ORDER BY `ext_price` DESC NULLS FIRST, `brand_id` ASC NULLS FIRST, `t_hour` ASC NULLS FIRST
