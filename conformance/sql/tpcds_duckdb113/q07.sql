-- tpcds_duckdb113/q07: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `i_item_id`, CAST(`avg`(CAST(`ss_quantity` AS DOUBLE)) AS DOUBLE) AS `agg1`, CAST(`avg`(CAST(`ss_list_price` AS DOUBLE)) AS DOUBLE) AS `agg2`, CAST(`avg`(CAST(`ss_coupon_amt` AS DOUBLE)) AS DOUBLE) AS `agg3`, CAST(`avg`(CAST(`ss_sales_price` AS DOUBLE)) AS DOUBLE) AS `agg4`
FROM {src1} JOIN (
  SELECT *
  FROM {src2} JOIN (
    SELECT *
    FROM {src3} JOIN {src4} ON `ss_sold_date_sk` = `d_date_sk`
  ) AS _q1 ON `cd_demo_sk` = `ss_cdemo_sk` JOIN {src5} ON `ss_promo_sk` = `p_promo_sk`
) AS _q2 ON `i_item_sk` = `ss_item_sk`
WHERE `cd_education_status` = 'College' AND `cd_education_status` IS NOT NULL AND `cd_marital_status` = 'S' AND `cd_marital_status` IS NOT NULL AND `cd_gender` = 'M' AND `cd_gender` IS NOT NULL AND `cd_demo_sk` >= 12L AND `d_year` = 2000L AND `d_year` IS NOT NULL AND `d_date_sk` >= 2450816L AND `d_date_sk` <= 2452642L AND (`p_channel_email` = 'N' OR `p_channel_event` = 'N')
GROUP BY `i_item_id`
ORDER BY `i_item_id` ASC NULLS LAST
LIMIT 100
