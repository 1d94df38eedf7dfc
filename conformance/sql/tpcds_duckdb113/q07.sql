-- tpcds_duckdb113/q07: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c10_0 AS `i_item_id`, _c11_0 AS `agg1`, _c11_1 AS `agg2`, _c11_2 AS `agg3`, _c11_3 AS `agg4`
FROM (
  SELECT `i_item_id` AS _c10_0, CAST(`avg`(CAST(`ss_quantity` AS DOUBLE)) AS DOUBLE) AS _c11_0, CAST(`avg`(CAST(`ss_list_price` AS DOUBLE)) AS DOUBLE) AS _c11_1, CAST(`avg`(CAST(`ss_coupon_amt` AS DOUBLE)) AS DOUBLE) AS _c11_2, CAST(`avg`(CAST(`ss_sales_price` AS DOUBLE)) AS DOUBLE) AS _c11_3
  FROM {src1} JOIN (
    SELECT *
    FROM (
      SELECT *
      FROM {src2}
      WHERE `cd_education_status` = 'College' AND `cd_education_status` IS NOT NULL AND `cd_marital_status` = 'S' AND `cd_marital_status` IS NOT NULL AND `cd_gender` = 'M' AND `cd_gender` IS NOT NULL AND `cd_demo_sk` >= 12L
    ) AS _q1 JOIN (
      SELECT *
      FROM {src3} JOIN (
        SELECT *
        FROM {src4}
        WHERE `d_year` = 2000L AND `d_year` IS NOT NULL AND `d_date_sk` >= 2450816L AND `d_date_sk` <= 2452642L
      ) AS _q2 ON `ss_sold_date_sk` = `d_date_sk`
    ) AS _q3 ON `cd_demo_sk` = `ss_cdemo_sk` JOIN (
      SELECT *
      FROM {src5}
      WHERE (`p_channel_email` = 'N' OR `p_channel_event` = 'N')
    ) AS _q4 ON `ss_promo_sk` = `p_promo_sk`
  ) AS _q5 ON `i_item_sk` = `ss_item_sk`
  GROUP BY `i_item_id`
  ORDER BY _c10_0 ASC NULLS LAST
  LIMIT 100
) AS _q6
