-- tpcds_duckdb113/q18: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c2_1 AS `i_item_id`, _c3_10 AS `ca_country`, _c3_8 AS `ca_state`, _c3_7 AS `ca_county`, CAST(`avg`(CAST(CAST(_c6_18 AS DECIMAL(12,2)) AS DOUBLE)) AS DOUBLE) AS `agg1`, CAST(`avg`(CAST(CAST(_c6_20 AS DECIMAL(12,2)) AS DOUBLE)) AS DOUBLE) AS `agg2`, CAST(`avg`(CAST(CAST(_c6_27 AS DECIMAL(12,2)) AS DOUBLE)) AS DOUBLE) AS `agg3`, CAST(`avg`(CAST(CAST(_c6_21 AS DECIMAL(12,2)) AS DOUBLE)) AS DOUBLE) AS `agg4`, CAST(`avg`(CAST(CAST(_c6_33 AS DECIMAL(12,2)) AS DOUBLE)) AS DOUBLE) AS `agg5`, CAST(`avg`(CAST(CAST(_c4_13 AS DECIMAL(12,2)) AS DOUBLE)) AS DOUBLE) AS `agg6`, CAST(`avg`(CAST(CAST(_c5_6 AS DECIMAL(12,2)) AS DOUBLE)) AS DOUBLE) AS `agg7`
FROM (
  SELECT `cd_demo_sk` AS _c1_0
  FROM {src1}
  WHERE `cd_demo_sk` >= 24L AND `cd_demo_sk` <= 19179L AND `cd_demo_sk` IS NOT NULL
) AS _q1 JOIN (
  SELECT `i_item_sk` AS _c2_0, `i_item_id` AS _c2_1, `ca_state` AS _c3_8, `ca_country` AS _c3_10, `ca_county` AS _c3_7, `c_current_cdemo_sk` AS _c4_2, `c_birth_year` AS _c4_13, `cd_dep_count` AS _c5_6, `cs_item_sk` AS _c6_15, `cs_quantity` AS _c6_18, `cs_list_price` AS _c6_20, `cs_coupon_amt` AS _c6_27, `cs_sales_price` AS _c6_21, `cs_net_profit` AS _c6_33
  FROM {src2} JOIN (
    SELECT *
    FROM {src3} JOIN (
      SELECT *
      FROM {src4} JOIN (
        SELECT *
        FROM {src1} JOIN (
          SELECT *
          FROM {src5} JOIN {src6} ON `cs_sold_date_sk` = `d_date_sk`
        ) AS _q2 ON `cd_demo_sk` = `cs_bill_cdemo_sk`
      ) AS _q3 ON `c_customer_sk` = `cs_bill_customer_sk`
    ) AS _q4 ON `ca_address_sk` = `c_current_addr_sk`
  ) AS _q5 ON `i_item_sk` = `cs_item_sk`
  WHERE `i_item_sk` <= 179L AND `i_item_sk` IS NOT NULL AND `ca_state` IN ('MS', 'IN', 'ND', 'OK', 'NM', 'VA', 'MS') AND `c_customer_sk` >= 3L AND `c_customer_sk` IS NOT NULL AND `c_birth_month` IN (1L, 6L, 8L, 9L, 12L, 2L) AND `cd_gender` = 'F' AND `cd_gender` IS NOT NULL AND `cd_education_status` = 'Unknown' AND `cd_education_status` IS NOT NULL AND `cd_demo_sk` >= 9L AND `cd_demo_sk` <= 19197L AND `d_year` = 1998L AND `d_year` IS NOT NULL AND `d_date_sk` >= 2450815L AND `d_date_sk` <= 2452225L
) AS _q6 ON _c1_0 = _c4_2
GROUP BY _c2_1, _c3_10, _c3_8, _c3_7
ORDER BY `ca_country` ASC NULLS FIRST, `ca_state` ASC NULLS FIRST, `ca_county` ASC NULLS FIRST, `i_item_id` ASC NULLS FIRST
LIMIT 100
