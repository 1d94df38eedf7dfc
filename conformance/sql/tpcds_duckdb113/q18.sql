-- tpcds_duckdb113/q18: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c14_0 AS `i_item_id`, _c14_1 AS `ca_country`, _c14_2 AS `ca_state`, _c14_3 AS `ca_county`, _c15_0 AS `agg1`, _c15_1 AS `agg2`, _c15_2 AS `agg3`, _c15_3 AS `agg4`, _c15_4 AS `agg5`, _c15_5 AS `agg6`, _c15_6 AS `agg7`
FROM (
  SELECT _c2_1 AS _c14_0, _c3_10 AS _c14_1, _c3_8 AS _c14_2, _c3_7 AS _c14_3, CAST(`avg`(CAST(CAST(_c6_18 AS DECIMAL(12,2)) AS DOUBLE)) AS DOUBLE) AS _c15_0, CAST(`avg`(CAST(CAST(_c6_20 AS DECIMAL(12,2)) AS DOUBLE)) AS DOUBLE) AS _c15_1, CAST(`avg`(CAST(CAST(_c6_27 AS DECIMAL(12,2)) AS DOUBLE)) AS DOUBLE) AS _c15_2, CAST(`avg`(CAST(CAST(_c6_21 AS DECIMAL(12,2)) AS DOUBLE)) AS DOUBLE) AS _c15_3, CAST(`avg`(CAST(CAST(_c6_33 AS DECIMAL(12,2)) AS DOUBLE)) AS DOUBLE) AS _c15_4, CAST(`avg`(CAST(CAST(_c4_13 AS DECIMAL(12,2)) AS DOUBLE)) AS DOUBLE) AS _c15_5, CAST(`avg`(CAST(CAST(_c5_6 AS DECIMAL(12,2)) AS DOUBLE)) AS DOUBLE) AS _c15_6
  FROM (
    SELECT `cd_demo_sk` AS _c1_0
    FROM {src1}
    WHERE `cd_demo_sk` >= 24L AND `cd_demo_sk` <= 19179L AND `cd_demo_sk` IS NOT NULL
  ) AS _q1 JOIN (
    SELECT `i_item_sk` AS _c2_0, `i_item_id` AS _c2_1, `ca_state` AS _c3_8, `ca_country` AS _c3_10, `ca_county` AS _c3_7, `c_current_cdemo_sk` AS _c4_2, `c_birth_year` AS _c4_13, `cd_dep_count` AS _c5_6, `cs_item_sk` AS _c6_15, `cs_quantity` AS _c6_18, `cs_list_price` AS _c6_20, `cs_coupon_amt` AS _c6_27, `cs_sales_price` AS _c6_21, `cs_net_profit` AS _c6_33
    FROM (
      SELECT *
      FROM {src2}
      WHERE `i_item_sk` <= 179L AND `i_item_sk` IS NOT NULL
    ) AS _q2 JOIN (
      SELECT *
      FROM (
        SELECT *
        FROM {src3}
        WHERE `ca_state` IN ('MS', 'IN', 'ND', 'OK', 'NM', 'VA', 'MS')
      ) AS _q3 JOIN (
        SELECT *
        FROM (
          SELECT *
          FROM {src4}
          WHERE `c_customer_sk` >= 3L AND `c_customer_sk` IS NOT NULL AND `c_birth_month` IN (1L, 6L, 8L, 9L, 12L, 2L)
        ) AS _q4 JOIN (
          SELECT *
          FROM (
            SELECT *
            FROM {src1}
            WHERE `cd_gender` = 'F' AND `cd_gender` IS NOT NULL AND `cd_education_status` = 'Unknown' AND `cd_education_status` IS NOT NULL AND `cd_demo_sk` >= 9L AND `cd_demo_sk` <= 19197L
          ) AS _q5 JOIN (
            SELECT *
            FROM {src5} JOIN (
              SELECT *
              FROM {src6}
              WHERE `d_year` = 1998L AND `d_year` IS NOT NULL AND `d_date_sk` >= 2450815L AND `d_date_sk` <= 2452225L
            ) AS _q6 ON `cs_sold_date_sk` = `d_date_sk`
          ) AS _q7 ON `cd_demo_sk` = `cs_bill_cdemo_sk`
        ) AS _q8 ON `c_customer_sk` = `cs_bill_customer_sk`
      ) AS _q9 ON `ca_address_sk` = `c_current_addr_sk`
    ) AS _q10 ON `i_item_sk` = `cs_item_sk`
  ) AS _q11 ON _c1_0 = _c4_2
  GROUP BY _c2_1, _c3_10, _c3_8, _c3_7
  ORDER BY _c14_1 ASC NULLS FIRST, _c14_2 ASC NULLS FIRST, _c14_3 ASC NULLS FIRST, _c14_0 ASC NULLS FIRST
  LIMIT 100
) AS _q12
