-- tpcds_datafusion/q07: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c13_0 AS `i_item_id`, _c14_0 AS `agg1`, _c14_1 AS `agg2`, _c14_2 AS `agg3`, _c14_3 AS `agg4`
FROM (
  SELECT `i_item_id` AS _c13_0, CAST(`avg`(CAST(`ss_quantity` AS DOUBLE)) AS DOUBLE) AS _c14_0, CAST(`avg`(`ss_list_price`) AS DECIMAL(38,2)) AS _c14_1, CAST(`avg`(`ss_coupon_amt`) AS DECIMAL(38,2)) AS _c14_2, CAST(`avg`(`ss_sales_price`) AS DECIMAL(38,2)) AS _c14_3
  FROM {src1} JOIN (
    SELECT *
    FROM {src2}
    WHERE `cd_gender` = 'M' AND `cd_marital_status` = 'S' AND `cd_education_status` = 'College'
  ) AS _q1 ON `ss_cdemo_sk` = `cd_demo_sk` JOIN (
    SELECT *
    FROM {src3}
    WHERE `d_year` = 2000L
  ) AS _q2 ON `ss_sold_date_sk` = `d_date_sk` JOIN {src4} ON `ss_item_sk` = `i_item_sk` JOIN (
    SELECT *
    FROM {src5}
    WHERE (`p_channel_email` = 'N' OR `p_channel_event` = 'N')
  ) AS _q3 ON `ss_promo_sk` = `p_promo_sk`
  GROUP BY `i_item_id`
  ORDER BY _c13_0 ASC NULLS LAST
  LIMIT 100
) AS _q4
