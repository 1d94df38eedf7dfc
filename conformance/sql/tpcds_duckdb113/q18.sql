-- tpcds_duckdb113/q18: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c14_0 AS `i_item_id`, _c14_1 AS `ca_country`, _c14_2 AS `ca_state`, _c14_3 AS `ca_county`, _c15_0 AS `agg1`, _c15_1 AS `agg2`, _c15_2 AS `agg3`, _c15_3 AS `agg4`, _c15_4 AS `agg5`, _c15_5 AS `agg6`, _c15_6 AS `agg7`
FROM (
  SELECT _c2_1 AS _c14_0, _c3_10 AS _c14_1, _c3_8 AS _c14_2, _c3_7 AS _c14_3, CAST(`avg`(CAST(CAST(_c6_18 AS DECIMAL(12,2)) AS DOUBLE)) AS DOUBLE) AS _c15_0, CAST(`avg`(CAST(CAST(_c6_20 AS DECIMAL(12,2)) AS DOUBLE)) AS DOUBLE) AS _c15_1, CAST(`avg`(CAST(CAST(_c6_27 AS DECIMAL(12,2)) AS DOUBLE)) AS DOUBLE) AS _c15_2, CAST(`avg`(CAST(CAST(_c6_21 AS DECIMAL(12,2)) AS DOUBLE)) AS DOUBLE) AS _c15_3, CAST(`avg`(CAST(CAST(_c6_33 AS DECIMAL(12,2)) AS DOUBLE)) AS DOUBLE) AS _c15_4, CAST(`avg`(CAST(CAST(_c4_13 AS DECIMAL(12,2)) AS DOUBLE)) AS DOUBLE) AS _c15_5, CAST(`avg`(CAST(CAST(_c5_6 AS DECIMAL(12,2)) AS DOUBLE)) AS DOUBLE) AS _c15_6
  FROM (
    SELECT *
    FROM (
      SELECT `cd_demo_sk` AS _c1_0
      FROM {src1}
    ) AS _q1
    WHERE _c1_0 >= 24L AND _c1_0 <= 19179L AND _c1_0 IS NOT NULL
  ) AS _q2 JOIN (
    SELECT _c2_0, _c2_1, _c3_8, _c3_10, _c3_7, _c4_2, _c4_13, _c5_6, _c6_15, _c6_18, _c6_20, _c6_27, _c6_21, _c6_33
    FROM (
      SELECT *
      FROM (
        SELECT `i_item_sk` AS _c2_0, `i_item_id` AS _c2_1
        FROM {src2}
      ) AS _q3
      WHERE _c2_0 <= 179L AND _c2_0 IS NOT NULL
    ) AS _q4 JOIN (
      SELECT _c3_0, _c3_8, _c3_10, _c3_7, _c4_2, _c4_4, _c4_13, _c5_6, _c6_15, _c6_18, _c6_20, _c6_27, _c6_21, _c6_33
      FROM (
        SELECT *
        FROM (
          SELECT `ca_address_sk` AS _c3_0, `ca_state` AS _c3_8, `ca_country` AS _c3_10, `ca_county` AS _c3_7
          FROM {src3}
        ) AS _q5
        WHERE _c3_8 IN ('MS', 'IN', 'ND', 'OK', 'NM', 'VA', 'MS')
      ) AS _q6 JOIN (
        SELECT _c4_0, _c4_2, _c4_4, _c4_12, _c4_13, _c5_6, _c6_15, _c6_3, _c6_18, _c6_20, _c6_27, _c6_21, _c6_33
        FROM (
          SELECT *
          FROM (
            SELECT `c_customer_sk` AS _c4_0, `c_current_cdemo_sk` AS _c4_2, `c_current_addr_sk` AS _c4_4, `c_birth_month` AS _c4_12, `c_birth_year` AS _c4_13
            FROM {src4}
          ) AS _q7
          WHERE _c4_0 >= 3L AND _c4_0 IS NOT NULL AND _c4_12 IN (1L, 6L, 8L, 9L, 12L, 2L)
        ) AS _q8 JOIN (
          SELECT _c5_0, _c5_6, _c6_15, _c6_4, _c6_3, _c6_18, _c6_20, _c6_27, _c6_21, _c6_33
          FROM (
            SELECT _c5_0, _c5_6
            FROM (
              SELECT `cd_demo_sk` AS _c5_0, `cd_dep_count` AS _c5_6, `cd_gender` AS _c5_1, `cd_education_status` AS _c5_3
              FROM {src1}
            ) AS _q9
            WHERE _c5_1 = 'F' AND _c5_1 IS NOT NULL AND _c5_3 = 'Unknown' AND _c5_3 IS NOT NULL AND _c5_0 >= 9L AND _c5_0 <= 19197L
          ) AS _q10 JOIN (
            SELECT *
            FROM (
              SELECT `cs_sold_date_sk` AS _c6_0, `cs_item_sk` AS _c6_15, `cs_bill_cdemo_sk` AS _c6_4, `cs_bill_customer_sk` AS _c6_3, `cs_quantity` AS _c6_18, `cs_list_price` AS _c6_20, `cs_coupon_amt` AS _c6_27, `cs_sales_price` AS _c6_21, `cs_net_profit` AS _c6_33
              FROM {src5}
            ) AS _q11 JOIN (
              SELECT _c7_0
              FROM (
                SELECT `d_date_sk` AS _c7_0, `d_year` AS _c7_6
                FROM {src6}
              ) AS _q12
              WHERE _c7_6 = 1998L AND _c7_6 IS NOT NULL AND _c7_0 >= 2450815L AND _c7_0 <= 2452225L
            ) AS _q13 ON _c6_0 = _c7_0
          ) AS _q14 ON _c5_0 = _c6_4
        ) AS _q15 ON _c4_0 = _c6_3
      ) AS _q16 ON _c3_0 = _c4_4
    ) AS _q17 ON _c2_0 = _c6_15
  ) AS _q18 ON _c1_0 = _c4_2
  GROUP BY _c2_1, _c3_10, _c3_8, _c3_7
  ORDER BY _c14_1 ASC NULLS FIRST, _c14_2 ASC NULLS FIRST, _c14_3 ASC NULLS FIRST, _c14_0 ASC NULLS FIRST
  LIMIT 100
) AS _q19
