-- tpcds_datafusion/q71: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c19_1 AS `brand_id`, _c19_0 AS `brand`, _c19_2 AS `t_hour`, _c19_3 AS `t_minute`, _c20_0 AS `ext_price`
FROM (
  SELECT `i_brand` AS _c19_0, `i_brand_id` AS _c19_1, `t_hour` AS _c19_2, `t_minute` AS _c19_3, CAST(`sum`(_c3_23) AS DECIMAL(38,2)) AS _c20_0
  FROM (
    SELECT *
    FROM {src1}
    WHERE `i_manager_id` = 1L
  ) AS _q1 JOIN (
    SELECT `ws_ext_sales_price` AS _c3_23, `ws_item_sk` AS _c3_3, `ws_sold_time_sk` AS _c3_1
    FROM {src2} JOIN (
      SELECT *
      FROM {src3}
      WHERE `d_moy` = 11L AND `d_year` = 1999L
    ) AS _q2 ON `ws_sold_date_sk` = `d_date_sk`
    UNION ALL
    SELECT `cs_ext_sales_price` AS _c7_23, `cs_item_sk` AS _c7_15, `cs_sold_time_sk` AS _c7_1
    FROM {src4} JOIN (
      SELECT *
      FROM {src3}
      WHERE `d_moy` = 11L AND `d_year` = 1999L
    ) AS _q3 ON `cs_sold_date_sk` = `d_date_sk`
    UNION ALL
    SELECT `ss_ext_sales_price` AS _c11_15, `ss_item_sk` AS _c11_2, `ss_sold_time_sk` AS _c11_1
    FROM {src5} JOIN (
      SELECT *
      FROM {src3}
      WHERE `d_moy` = 11L AND `d_year` = 1999L
    ) AS _q4 ON `ss_sold_date_sk` = `d_date_sk`
  ) AS _q5 ON `i_item_sk` = _c3_3 JOIN (
    SELECT *
    FROM {src6}
    WHERE `t_meal_time` IN ('breakfast', 'dinner')
  ) AS _q6 ON _c3_1 = `t_time_sk`
  GROUP BY `i_brand`, `i_brand_id`, `t_hour`, `t_minute`
  ORDER BY _c20_0 DESC NULLS FIRST, _c19_1 ASC NULLS FIRST, _c19_2 ASC NULLS FIRST
) AS _q7
