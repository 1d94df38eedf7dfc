-- tpcds_duckdb113/q03: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `d_year`, `i_brand_id` AS `brand_id`, `i_brand` AS `brand`, CAST(`sum`(`ss_ext_sales_price`) AS DECIMAL(38,2)) AS `sum_agg`
FROM {src1} JOIN (
  SELECT *
  FROM {src2} JOIN {src3} ON `ss_item_sk` = `i_item_sk`
) AS _q1 ON `d_date_sk` = `ss_sold_date_sk`
WHERE `d_moy` = 11L AND `d_moy` IS NOT NULL AND `d_date_sk` >= 2450816L AND `d_date_sk` <= 2452642L AND `i_manufact_id` = 128L AND `i_manufact_id` IS NOT NULL
GROUP BY `d_year`, `i_brand`, `i_brand_id`
ORDER BY `d_year` ASC NULLS LAST, `sum_agg` DESC NULLS LAST, `brand_id` ASC NULLS LAST
LIMIT 100
