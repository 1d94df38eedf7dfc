-- tpcds_duckdb113/q61: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c29_0 AS `promotions`, _c13_0 AS `total`, CAST(CASE WHEN CAST(CAST(_c13_0 AS DECIMAL(15,4)) AS DOUBLE) = 0.0D THEN CAST(CAST(_c29_0 AS DECIMAL(15,4)) AS DOUBLE) * `power`(CAST(CAST(_c13_0 AS DECIMAL(15,4)) AS DOUBLE), (-1.0D)) ELSE CAST(CAST(_c29_0 AS DECIMAL(15,4)) AS DOUBLE) / CAST(CAST(_c13_0 AS DECIMAL(15,4)) AS DOUBLE) END AS DOUBLE) * 100.0D AS `((CAST(CAST(promotions AS DECIMAL(15,4)) AS DOUBLE) / CAST(CAST(total AS DECIMAL(15,4)) AS DOUBLE)) * 100.0)`
FROM (
  SELECT *
  FROM (
    SELECT CAST(`sum`(`ss_ext_sales_price`) AS DECIMAL(38,2)) AS _c13_0
    FROM {src1} JOIN (
      SELECT *
      FROM {src2} JOIN (
        SELECT *
        FROM {src3} JOIN {src4} ON `ss_sold_date_sk` = `d_date_sk` JOIN {src5} ON `ss_item_sk` = `i_item_sk`
      ) AS _q1 ON `c_customer_sk` = `ss_customer_sk`
    ) AS _q2 ON `ca_address_sk` = `c_current_addr_sk` JOIN {src6} ON `ss_store_sk` = `s_store_sk`
    WHERE `ca_gmt_offset` = CAST((-5.00BD) AS DECIMAL(5,2)) AND `ca_gmt_offset` IS NOT NULL AND `d_moy` = 11L AND `d_moy` IS NOT NULL AND `d_year` = 1998L AND `d_year` IS NOT NULL AND `d_date_sk` >= 2450816L AND `d_date_sk` <= 2452642L AND `i_category` = 'Jewelry' AND `i_category` IS NOT NULL
  ) AS _q3 CROSS JOIN (
    SELECT CAST(`sum`(`ss_ext_sales_price`) AS DECIMAL(38,2)) AS _c29_0
    FROM {src1} JOIN (
      SELECT *
      FROM {src2} JOIN (
        SELECT *
        FROM {src3} JOIN {src4} ON `ss_sold_date_sk` = `d_date_sk` JOIN {src5} ON `ss_item_sk` = `i_item_sk` JOIN {src7} ON `ss_promo_sk` = `p_promo_sk`
      ) AS _q4 ON `c_customer_sk` = `ss_customer_sk`
    ) AS _q5 ON `ca_address_sk` = `c_current_addr_sk` JOIN {src6} ON `ss_store_sk` = `s_store_sk`
    WHERE `ca_gmt_offset` = CAST((-5.00BD) AS DECIMAL(5,2)) AND `ca_gmt_offset` IS NOT NULL AND `d_moy` = 11L AND `d_moy` IS NOT NULL AND `d_year` = 1998L AND `d_year` IS NOT NULL AND `d_date_sk` >= 2450816L AND `d_date_sk` <= 2452642L AND `i_category` = 'Jewelry' AND `i_category` IS NOT NULL AND (`p_channel_dmail` = 'Y' OR `p_channel_email` = 'Y' OR `p_channel_tv` = 'Y')
  ) AS _q6
  ORDER BY _c29_0 ASC NULLS LAST, _c13_0 ASC NULLS LAST
  LIMIT 100
) AS _q7
