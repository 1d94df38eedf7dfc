-- tpcds_datafusion/q18: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `i_item_id`, `ca_country`, `ca_state`, `ca_county`, CAST(`avg`(CAST(_c1_18 AS DECIMAL(12,2))) AS DECIMAL(38,2)) AS `agg1`, CAST(`avg`(CAST(_c1_20 AS DECIMAL(12,2))) AS DECIMAL(38,2)) AS `agg2`, CAST(`avg`(CAST(_c1_27 AS DECIMAL(12,2))) AS DECIMAL(38,2)) AS `agg3`, CAST(`avg`(CAST(_c1_21 AS DECIMAL(12,2))) AS DECIMAL(38,2)) AS `agg4`, CAST(`avg`(CAST(_c1_33 AS DECIMAL(12,2))) AS DECIMAL(38,2)) AS `agg5`, CAST(`avg`(CAST(_c5_13 AS DECIMAL(12,2))) AS DECIMAL(38,2)) AS `agg6`, CAST(`avg`(CAST(_c2_6 AS DECIMAL(12,2))) AS DECIMAL(38,2)) AS `agg7`
FROM (
  SELECT `cs_sold_date_sk` AS _c1_0, `cs_item_sk` AS _c1_15, `cs_quantity` AS _c1_18, `cs_list_price` AS _c1_20, `cs_sales_price` AS _c1_21, `cs_coupon_amt` AS _c1_27, `cs_net_profit` AS _c1_33, `cd_dep_count` AS _c2_6, `c_current_cdemo_sk` AS _c5_2, `c_current_addr_sk` AS _c5_4, `c_birth_year` AS _c5_13
  FROM {src1} JOIN {src2} ON `cs_bill_cdemo_sk` = `cd_demo_sk` JOIN {src3} ON `cs_bill_customer_sk` = `c_customer_sk`
  WHERE `cd_gender` = 'F' AND `cd_education_status` = 'Unknown' AND `c_birth_month` IN (1L, 6L, 8L, 9L, 12L, 2L)
) AS _q1 JOIN (
  SELECT `cd_demo_sk` AS _c8_0
  FROM {src2}
) AS _q2 ON _c5_2 = _c8_0 JOIN {src4} ON _c5_4 = `ca_address_sk` JOIN {src5} ON _c1_0 = `d_date_sk` JOIN {src6} ON _c1_15 = `i_item_sk`
WHERE `ca_state` IN ('MS', 'IN', 'ND', 'OK', 'NM', 'VA', 'MS') AND `d_year` = 1998L
GROUP BY `i_item_id`, `ca_country`, `ca_state`, `ca_county` GROUPING SETS ((`i_item_id`, `ca_country`, `ca_state`, `ca_county`), (`i_item_id`, `ca_country`, `ca_state`), (`i_item_id`, `ca_country`), (`i_item_id`), ())
ORDER BY `ca_country` ASC NULLS FIRST, `ca_state` ASC NULLS FIRST, `ca_county` ASC NULLS FIRST, `i_item_id` ASC NULLS FIRST
LIMIT 100
