-- tpcds_duckdb113/q27: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c11_0 AS `i_item_id`, _c11_1 AS `s_state`, _c13_0 AS `g_state`, _c12_0 AS `agg1`, _c12_1 AS `agg2`, _c12_2 AS `agg3`, _c12_3 AS `agg4`
FROM (
  SELECT _c11_0, _c11_1, 0 AS _c13_0, _c12_0, _c12_1, _c12_2, _c12_3
  FROM (
    SELECT `i_item_id` AS _c11_0, `s_state` AS _c11_1, CAST(`avg`(CAST(`ss_quantity` AS DOUBLE)) AS DOUBLE) AS _c12_0, CAST(`avg`(CAST(`ss_list_price` AS DOUBLE)) AS DOUBLE) AS _c12_1, CAST(`avg`(CAST(`ss_coupon_amt` AS DOUBLE)) AS DOUBLE) AS _c12_2, CAST(`avg`(CAST(`ss_sales_price` AS DOUBLE)) AS DOUBLE) AS _c12_3
    FROM {src1} JOIN (
      SELECT *
      FROM {src2} JOIN (
        SELECT *
        FROM {src3} JOIN {src4} ON `ss_sold_date_sk` = `d_date_sk`
      ) AS _q1 ON `cd_demo_sk` = `ss_cdemo_sk`
    ) AS _q2 ON `i_item_sk` = `ss_item_sk` JOIN {src5} ON `ss_store_sk` = `s_store_sk`
    WHERE `cd_education_status` = 'College' AND `cd_education_status` IS NOT NULL AND `cd_marital_status` = 'S' AND `cd_marital_status` IS NOT NULL AND `cd_gender` = 'M' AND `cd_gender` IS NOT NULL AND `cd_demo_sk` >= 12L AND `d_year` = 2002L AND `d_year` IS NOT NULL AND `d_date_sk` >= 2450816L AND `d_date_sk` <= 2452642L AND `s_state` = 'TN' AND `s_state` IS NOT NULL
    GROUP BY `i_item_id`, `s_state`
  ) AS _q3
  UNION ALL
  SELECT _c24_0, CAST(NULL AS STRING) AS _c26_0, 1 AS _c26_1, _c25_0, _c25_1, _c25_2, _c25_3
  FROM (
    SELECT `i_item_id` AS _c24_0, CAST(`avg`(CAST(`ss_quantity` AS DOUBLE)) AS DOUBLE) AS _c25_0, CAST(`avg`(CAST(`ss_list_price` AS DOUBLE)) AS DOUBLE) AS _c25_1, CAST(`avg`(CAST(`ss_coupon_amt` AS DOUBLE)) AS DOUBLE) AS _c25_2, CAST(`avg`(CAST(`ss_sales_price` AS DOUBLE)) AS DOUBLE) AS _c25_3
    FROM {src1} JOIN (
      SELECT *
      FROM {src2} JOIN (
        SELECT *
        FROM {src3} JOIN {src4} ON `ss_sold_date_sk` = `d_date_sk`
      ) AS _q4 ON `cd_demo_sk` = `ss_cdemo_sk`
    ) AS _q5 ON `i_item_sk` = `ss_item_sk` JOIN {src5} ON `ss_store_sk` = `s_store_sk`
    WHERE `cd_education_status` = 'College' AND `cd_education_status` IS NOT NULL AND `cd_marital_status` = 'S' AND `cd_marital_status` IS NOT NULL AND `cd_gender` = 'M' AND `cd_gender` IS NOT NULL AND `cd_demo_sk` >= 12L AND `d_year` = 2002L AND `d_year` IS NOT NULL AND `d_date_sk` >= 2450816L AND `d_date_sk` <= 2452642L AND `s_state` = 'TN' AND `s_state` IS NOT NULL
    GROUP BY `i_item_id`
  ) AS _q6
  UNION ALL
  SELECT CAST(NULL AS STRING) AS _c39_0, CAST(NULL AS STRING) AS _c39_1, 1 AS _c39_2, _c38_0, _c38_1, _c38_2, _c38_3
  FROM (
    SELECT CAST(`avg`(CAST(`ss_quantity` AS DOUBLE)) AS DOUBLE) AS _c38_0, CAST(`avg`(CAST(`ss_list_price` AS DOUBLE)) AS DOUBLE) AS _c38_1, CAST(`avg`(CAST(`ss_coupon_amt` AS DOUBLE)) AS DOUBLE) AS _c38_2, CAST(`avg`(CAST(`ss_sales_price` AS DOUBLE)) AS DOUBLE) AS _c38_3
    FROM {src1} JOIN (
      SELECT *
      FROM {src2} JOIN (
        SELECT *
        FROM {src3} JOIN {src4} ON `ss_sold_date_sk` = `d_date_sk`
      ) AS _q7 ON `cd_demo_sk` = `ss_cdemo_sk`
    ) AS _q8 ON `i_item_sk` = `ss_item_sk` JOIN {src5} ON `ss_store_sk` = `s_store_sk`
    WHERE `cd_education_status` = 'College' AND `cd_education_status` IS NOT NULL AND `cd_marital_status` = 'S' AND `cd_marital_status` IS NOT NULL AND `cd_gender` = 'M' AND `cd_gender` IS NOT NULL AND `cd_demo_sk` >= 12L AND `d_year` = 2002L AND `d_year` IS NOT NULL AND `d_date_sk` >= 2450816L AND `d_date_sk` <= 2452642L AND `s_state` = 'TN' AND `s_state` IS NOT NULL
  ) AS _q9
) AS _q10
ORDER BY _c11_0 ASC NULLS FIRST, _c11_1 ASC NULLS FIRST
LIMIT 100
