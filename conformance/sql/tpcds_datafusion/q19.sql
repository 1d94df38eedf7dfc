-- tpcds_datafusion/q19: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c14_1 AS `brand_id`, _c14_0 AS `brand`, _c14_2 AS `i_manufact_id`, _c14_3 AS `i_manufact`, _c15_0 AS `ext_price`
FROM (
  SELECT `i_brand` AS _c14_0, `i_brand_id` AS _c14_1, `i_manufact_id` AS _c14_2, `i_manufact` AS _c14_3, CAST(`sum`(`ss_ext_sales_price`) AS DECIMAL(38,2)) AS _c15_0
  FROM (
    SELECT *
    FROM {src1}
    WHERE `d_moy` = 11L AND `d_year` = 1998L
  ) AS _q1 JOIN {src2} ON `d_date_sk` = `ss_sold_date_sk` JOIN (
    SELECT *
    FROM {src3}
    WHERE `i_manager_id` = 8L
  ) AS _q2 ON `ss_item_sk` = `i_item_sk` JOIN {src4} ON `ss_customer_sk` = `c_customer_sk` JOIN {src5} ON `c_current_addr_sk` = `ca_address_sk` JOIN {src6} ON `ss_store_sk` = `s_store_sk` AND CAST(`substring`(`ca_zip`, 1, 5) AS STRING) <> CAST(`substring`(`s_zip`, 1, 5) AS STRING)
  GROUP BY `i_brand`, `i_brand_id`, `i_manufact_id`, `i_manufact`
  ORDER BY _c15_0 DESC NULLS FIRST, _c14_0 ASC NULLS LAST, _c14_1 ASC NULLS LAST, _c14_2 ASC NULLS LAST, _c14_3 ASC NULLS LAST
  LIMIT 100
) AS _q3
