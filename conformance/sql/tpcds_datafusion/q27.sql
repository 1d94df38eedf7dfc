-- tpcds_datafusion/q27: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c12_0 AS `i_item_id`, _c12_1 AS `s_state`, _c14_0 AS `g_state`, _c13_0 AS `agg1`, _c13_1 AS `agg2`, _c13_2 AS `agg3`, _c13_3 AS `agg4`
FROM (
  SELECT _c12_0, _c12_1, 0L AS _c14_0, _c13_0, _c13_1, _c13_2, _c13_3
  FROM (
    SELECT `i_item_id` AS _c12_0, `s_state` AS _c12_1, CAST(`avg`(CAST(`ss_quantity` AS DOUBLE)) AS DOUBLE) AS _c13_0, CAST(`avg`(`ss_list_price`) AS DECIMAL(38,2)) AS _c13_1, CAST(`avg`(`ss_coupon_amt`) AS DECIMAL(38,2)) AS _c13_2, CAST(`avg`(`ss_sales_price`) AS DECIMAL(38,2)) AS _c13_3
    FROM {src1} JOIN {src2} ON `ss_cdemo_sk` = `cd_demo_sk` JOIN {src3} ON `ss_sold_date_sk` = `d_date_sk` JOIN {src4} ON `ss_store_sk` = `s_store_sk` JOIN {src5} ON `ss_item_sk` = `i_item_sk`
    WHERE `cd_gender` = 'M' AND `cd_marital_status` = 'S' AND `cd_education_status` = 'College' AND `d_year` = 2002L AND `s_state` = 'TN'
    GROUP BY `i_item_id`, `s_state`
  ) AS _q1
  UNION ALL
  SELECT _c27_0, CAST(NULL AS STRING) AS _c29_0, 1L AS _c29_1, _c28_0, _c28_1, _c28_2, _c28_3
  FROM (
    SELECT `i_item_id` AS _c27_0, CAST(`avg`(CAST(`ss_quantity` AS DOUBLE)) AS DOUBLE) AS _c28_0, CAST(`avg`(`ss_list_price`) AS DECIMAL(38,2)) AS _c28_1, CAST(`avg`(`ss_coupon_amt`) AS DECIMAL(38,2)) AS _c28_2, CAST(`avg`(`ss_sales_price`) AS DECIMAL(38,2)) AS _c28_3
    FROM {src1} JOIN {src2} ON `ss_cdemo_sk` = `cd_demo_sk` JOIN {src3} ON `ss_sold_date_sk` = `d_date_sk` JOIN {src4} ON `ss_store_sk` = `s_store_sk` JOIN {src5} ON `ss_item_sk` = `i_item_sk`
    WHERE `cd_gender` = 'M' AND `cd_marital_status` = 'S' AND `cd_education_status` = 'College' AND `d_year` = 2002L AND `s_state` = 'TN'
    GROUP BY `i_item_id`
  ) AS _q2
  UNION ALL
  SELECT CAST(NULL AS STRING) AS _c44_0, CAST(NULL AS STRING) AS _c44_1, 1L AS _c44_2, _c43_0, _c43_1, _c43_2, _c43_3
  FROM (
    SELECT CAST(`avg`(CAST(`ss_quantity` AS DOUBLE)) AS DOUBLE) AS _c43_0, CAST(`avg`(`ss_list_price`) AS DECIMAL(38,2)) AS _c43_1, CAST(`avg`(`ss_coupon_amt`) AS DECIMAL(38,2)) AS _c43_2, CAST(`avg`(`ss_sales_price`) AS DECIMAL(38,2)) AS _c43_3
    FROM {src1} JOIN {src2} ON `ss_cdemo_sk` = `cd_demo_sk` JOIN {src3} ON `ss_sold_date_sk` = `d_date_sk` JOIN {src4} ON `ss_store_sk` = `s_store_sk` JOIN {src5} ON `ss_item_sk` = `i_item_sk`
    WHERE `cd_gender` = 'M' AND `cd_marital_status` = 'S' AND `cd_education_status` = 'College' AND `d_year` = 2002L AND `s_state` = 'TN'
  ) AS _q3
) AS _q4
ORDER BY _c12_0 ASC NULLS FIRST, _c12_1 ASC NULLS FIRST
LIMIT 100
