-- tpcds_datafusion/q42: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c8_0 AS `d_year`, _c8_1 AS `i_category_id`, _c8_2 AS `i_category`, _c9_0 AS `sum(store_sales.ss_ext_sales_price)`
FROM (
  SELECT `d_year` AS _c8_0, `i_category_id` AS _c8_1, `i_category` AS _c8_2, CAST(`sum`(`ss_ext_sales_price`) AS DECIMAL(38,2)) AS _c9_0
  FROM (
    SELECT *
    FROM {src1}
    WHERE `d_moy` = 11L AND `d_year` = 2000L
  ) AS _q1 JOIN {src2} ON `d_date_sk` = `ss_sold_date_sk` JOIN (
    SELECT *
    FROM {src3}
    WHERE `i_manager_id` = 1L
  ) AS _q2 ON `ss_item_sk` = `i_item_sk`
  GROUP BY `d_year`, `i_category_id`, `i_category`
  ORDER BY _c9_0 DESC NULLS FIRST, _c8_0 ASC NULLS LAST, _c8_1 ASC NULLS LAST, _c8_2 ASC NULLS LAST
  LIMIT 100
) AS _q3
