-- tpcds_datafusion/q07: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `i_item_id`, CAST(`avg`(CAST(`ss_quantity` AS DOUBLE)) AS DOUBLE) AS `agg1`, CAST(`avg`(`ss_list_price`) AS DECIMAL(38,2)) AS `agg2`, CAST(`avg`(`ss_coupon_amt`) AS DECIMAL(38,2)) AS `agg3`, CAST(`avg`(`ss_sales_price`) AS DECIMAL(38,2)) AS `agg4`
FROM {src1} JOIN {src2} ON `ss_cdemo_sk` = `cd_demo_sk` JOIN {src3} ON `ss_sold_date_sk` = `d_date_sk` JOIN {src4} ON `ss_item_sk` = `i_item_sk` JOIN {src5} ON `ss_promo_sk` = `p_promo_sk`
WHERE `cd_gender` = 'M' AND `cd_marital_status` = 'S' AND `cd_education_status` = 'College' AND `d_year` = 2000L AND (`p_channel_email` = 'N' OR `p_channel_event` = 'N')
GROUP BY `i_item_id`
ORDER BY `i_item_id` ASC NULLS LAST
LIMIT 100
