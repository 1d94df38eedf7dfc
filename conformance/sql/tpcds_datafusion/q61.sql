-- tpcds_datafusion/q61: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c20_0 AS `promotions`, _c38_0 AS `total`, CASE WHEN TRY_CAST(CAST(CAST(_c20_0 AS DECIMAL(15,4)) / CAST(_c38_0 AS DECIMAL(15,4)) AS DECIMAL(23,8)) AS DECIMAL(22,8)) IS NULL AND CAST(CAST(_c20_0 AS DECIMAL(15,4)) / CAST(_c38_0 AS DECIMAL(15,4)) AS DECIMAL(23,8)) IS NOT NULL OR TRY_CAST(CAST(100BD AS DECIMAL(20,0)) AS DECIMAL(15,0)) IS NULL AND CAST(100BD AS DECIMAL(20,0)) IS NOT NULL THEN CAST(CASE WHEN `try_multiply`(CAST(CAST(_c20_0 AS DECIMAL(15,4)) / CAST(_c38_0 AS DECIMAL(15,4)) AS DECIMAL(23,8)), CAST(100BD AS DECIMAL(20,0))) IS NULL AND CAST(CAST(_c20_0 AS DECIMAL(15,4)) / CAST(_c38_0 AS DECIMAL(15,4)) AS DECIMAL(23,8)) IS NOT NULL AND CAST(100BD AS DECIMAL(20,0)) IS NOT NULL THEN `raise_error`('multiply: decimal overflow') ELSE `try_multiply`(CAST(CAST(_c20_0 AS DECIMAL(15,4)) / CAST(_c38_0 AS DECIMAL(15,4)) AS DECIMAL(23,8)), CAST(100BD AS DECIMAL(20,0))) END AS DECIMAL(38,8)) ELSE CAST(TRY_CAST(CAST(CAST(_c20_0 AS DECIMAL(15,4)) / CAST(_c38_0 AS DECIMAL(15,4)) AS DECIMAL(23,8)) AS DECIMAL(22,8)) * TRY_CAST(CAST(100BD AS DECIMAL(20,0)) AS DECIMAL(15,0)) AS DECIMAL(38,8)) END AS `promotional_sales.promotions / all_sales.total * Int64(100)`
FROM (
  SELECT *
  FROM (
    SELECT CAST(`sum`(`ss_ext_sales_price`) AS DECIMAL(38,2)) AS _c20_0
    FROM {src1} JOIN {src2} ON `ss_store_sk` = `s_store_sk` JOIN {src3} ON `ss_promo_sk` = `p_promo_sk` JOIN {src4} ON `ss_sold_date_sk` = `d_date_sk` JOIN {src5} ON `ss_customer_sk` = `c_customer_sk` JOIN {src6} ON `c_current_addr_sk` = `ca_address_sk` JOIN {src7} ON `ss_item_sk` = `i_item_sk`
    WHERE `s_gmt_offset` = CAST((-5.00BD) AS DECIMAL(5,2)) AND (`p_channel_dmail` = 'Y' OR `p_channel_email` = 'Y' OR `p_channel_tv` = 'Y') AND `d_year` = 1998L AND `d_moy` = 11L AND `ca_gmt_offset` = CAST((-5.00BD) AS DECIMAL(5,2)) AND `i_category` = 'Jewelry'
  ) AS _q1 JOIN (
    SELECT CAST(`sum`(`ss_ext_sales_price`) AS DECIMAL(38,2)) AS _c38_0
    FROM {src1} JOIN {src2} ON `ss_store_sk` = `s_store_sk` JOIN {src4} ON `ss_sold_date_sk` = `d_date_sk` JOIN {src5} ON `ss_customer_sk` = `c_customer_sk` JOIN {src6} ON `c_current_addr_sk` = `ca_address_sk` JOIN {src7} ON `ss_item_sk` = `i_item_sk`
    WHERE `s_gmt_offset` = CAST((-5.00BD) AS DECIMAL(5,2)) AND `d_year` = 1998L AND `d_moy` = 11L AND `ca_gmt_offset` = CAST((-5.00BD) AS DECIMAL(5,2)) AND `i_category` = 'Jewelry'
  ) AS _q2 ON TRUE
  ORDER BY _c20_0 ASC NULLS LAST, _c38_0 ASC NULLS LAST
  LIMIT 100
) AS _q3
