-- tpcds_duckdb113/q52: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c6_0 AS `d_year`, _c6_2 AS `brand_id`, _c6_1 AS `brand`, _c7_0 AS `ext_price`
FROM (
  SELECT `d_year` AS _c6_0, `i_brand` AS _c6_1, `i_brand_id` AS _c6_2, CAST(`sum`(`ss_ext_sales_price`) AS DECIMAL(38,2)) AS _c7_0
  FROM {src1} JOIN (
    SELECT *
    FROM {src2}
    WHERE `d_year` = 2000L AND `d_year` IS NOT NULL AND `d_moy` = 11L AND `d_moy` IS NOT NULL AND `d_date_sk` >= 2450816L AND `d_date_sk` <= 2452642L
  ) AS _q1 ON `ss_sold_date_sk` = `d_date_sk` JOIN (
    SELECT *
    FROM {src3}
    WHERE `i_manager_id` = 1L AND `i_manager_id` IS NOT NULL
  ) AS _q2 ON `ss_item_sk` = `i_item_sk`
  GROUP BY `d_year`, `i_brand`, `i_brand_id`
  ORDER BY _c6_0 ASC NULLS LAST, _c7_0 DESC NULLS LAST, _c6_2 ASC NULLS LAST
  LIMIT 100
) AS _q3
