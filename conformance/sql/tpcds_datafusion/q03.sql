-- tpcds_datafusion/q03: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c8_0 AS `d_year`, _c8_2 AS `brand_id`, _c8_1 AS `brand`, _c9_0 AS `sum_agg`
FROM (
  SELECT `d_year` AS _c8_0, `i_brand` AS _c8_1, `i_brand_id` AS _c8_2, CAST(`sum`(`ss_ext_sales_price`) AS DECIMAL(38,2)) AS _c9_0
  FROM (
    SELECT *
    FROM {src1}
    WHERE `d_moy` = 11L
  ) AS _q1 JOIN {src2} ON `d_date_sk` = `ss_sold_date_sk` JOIN (
    SELECT *
    FROM {src3}
    WHERE `i_manufact_id` = 128L
  ) AS _q2 ON `ss_item_sk` = `i_item_sk`
  GROUP BY `d_year`, `i_brand`, `i_brand_id`
  ORDER BY _c8_0 ASC NULLS LAST, _c9_0 DESC NULLS FIRST, _c8_2 ASC NULLS LAST
  LIMIT 100
) AS _q3
