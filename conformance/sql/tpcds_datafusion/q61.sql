-- tpcds_datafusion/q61: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c20_0 AS `promotions`, _c38_0 AS `total`, CAST(CAST(CAST(_c20_0 AS DECIMAL(15,4)) / CAST(_c38_0 AS DECIMAL(15,4)) AS DECIMAL(23,8)) * CAST(100BD AS DECIMAL(20,0)) AS DECIMAL(38,8)) AS `promotional_sales.promotions / all_sales.total * Int64(100)`
FROM (
  SELECT *
  FROM (
    SELECT CAST(`sum`(`ss_ext_sales_price`) AS DECIMAL(38,2)) AS _c20_0
    FROM {src1} JOIN (
      SELECT *
      FROM {src2}
      WHERE `s_gmt_offset` = CAST((-5.00BD) AS DECIMAL(5,2))
    ) AS _q1 ON `ss_store_sk` = `s_store_sk` JOIN (
      SELECT *
      FROM {src3}
      WHERE (`p_channel_dmail` = 'Y' OR `p_channel_email` = 'Y' OR `p_channel_tv` = 'Y')
    ) AS _q2 ON `ss_promo_sk` = `p_promo_sk` JOIN (
      SELECT *
      FROM {src4}
      WHERE `d_year` = 1998L AND `d_moy` = 11L
    ) AS _q3 ON `ss_sold_date_sk` = `d_date_sk` JOIN {src5} ON `ss_customer_sk` = `c_customer_sk` JOIN (
      SELECT *
      FROM {src6}
      WHERE `ca_gmt_offset` = CAST((-5.00BD) AS DECIMAL(5,2))
    ) AS _q4 ON `c_current_addr_sk` = `ca_address_sk` JOIN (
      SELECT *
      FROM {src7}
      WHERE `i_category` = 'Jewelry'
    ) AS _q5 ON `ss_item_sk` = `i_item_sk`
  ) AS _q6 JOIN (
    SELECT CAST(`sum`(`ss_ext_sales_price`) AS DECIMAL(38,2)) AS _c38_0
    FROM {src1} JOIN (
      SELECT *
      FROM {src2}
      WHERE `s_gmt_offset` = CAST((-5.00BD) AS DECIMAL(5,2))
    ) AS _q7 ON `ss_store_sk` = `s_store_sk` JOIN (
      SELECT *
      FROM {src4}
      WHERE `d_year` = 1998L AND `d_moy` = 11L
    ) AS _q8 ON `ss_sold_date_sk` = `d_date_sk` JOIN {src5} ON `ss_customer_sk` = `c_customer_sk` JOIN (
      SELECT *
      FROM {src6}
      WHERE `ca_gmt_offset` = CAST((-5.00BD) AS DECIMAL(5,2))
    ) AS _q9 ON `c_current_addr_sk` = `ca_address_sk` JOIN (
      SELECT *
      FROM {src7}
      WHERE `i_category` = 'Jewelry'
    ) AS _q10 ON `ss_item_sk` = `i_item_sk`
  ) AS _q11 ON TRUE
  ORDER BY _c20_0 ASC NULLS LAST, _c38_0 ASC NULLS LAST
  LIMIT 100
) AS _q12
