-- tpcds_datafusion/q18: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
WITH
_shared_c19_0 AS (
  SELECT _c1_18, _c1_20, _c1_21, _c1_27, _c1_33, _c2_6, _c5_13, `ca_county` AS _c10_7, `ca_state` AS _c10_8, `ca_country` AS _c10_10, `i_item_id` AS _c15_1
  FROM (
    SELECT `cs_sold_date_sk` AS _c1_0, `cs_item_sk` AS _c1_15, `cs_quantity` AS _c1_18, `cs_list_price` AS _c1_20, `cs_sales_price` AS _c1_21, `cs_coupon_amt` AS _c1_27, `cs_net_profit` AS _c1_33, `cd_dep_count` AS _c2_6, `c_current_cdemo_sk` AS _c5_2, `c_current_addr_sk` AS _c5_4, `c_birth_year` AS _c5_13
    FROM {src1} JOIN {src2} ON `cs_bill_cdemo_sk` = `cd_demo_sk` JOIN {src3} ON `cs_bill_customer_sk` = `c_customer_sk`
    WHERE `cd_gender` = 'F' AND `cd_education_status` = 'Unknown' AND `c_birth_month` IN (1L, 6L, 8L, 9L, 12L, 2L)
  ) AS _q1 JOIN (
    SELECT `cd_demo_sk` AS _c8_0
    FROM {src2}
  ) AS _q2 ON _c5_2 = _c8_0 JOIN {src4} ON _c5_4 = `ca_address_sk` JOIN {src5} ON _c1_0 = `d_date_sk` JOIN {src6} ON _c1_15 = `i_item_sk`
  WHERE `ca_state` IN ('MS', 'IN', 'ND', 'OK', 'NM', 'VA', 'MS') AND `d_year` = 1998L
)
SELECT _c17_0 AS `i_item_id`, _c17_1 AS `ca_country`, _c17_2 AS `ca_state`, _c17_3 AS `ca_county`, _c18_0 AS `agg1`, _c18_1 AS `agg2`, _c18_2 AS `agg3`, _c18_3 AS `agg4`, _c18_4 AS `agg5`, _c18_5 AS `agg6`, _c18_6 AS `agg7`
FROM (
  SELECT _c17_0, _c17_1, _c17_2, _c17_3, CAST(_c20_0 AS INT) AS _c21_0, _c18_0, _c18_1, _c18_2, _c18_3, _c18_4, _c18_5, _c18_6
  FROM (
    SELECT _c15_1 AS _c17_0, _c10_10 AS _c17_1, _c10_8 AS _c17_2, _c10_7 AS _c17_3, CAST(`avg`(CAST(_c1_18 AS DECIMAL(12,2))) AS DECIMAL(38,2)) AS _c18_0, CAST(`avg`(CAST(_c1_20 AS DECIMAL(12,2))) AS DECIMAL(38,2)) AS _c18_1, CAST(`avg`(CAST(_c1_27 AS DECIMAL(12,2))) AS DECIMAL(38,2)) AS _c18_2, CAST(`avg`(CAST(_c1_21 AS DECIMAL(12,2))) AS DECIMAL(38,2)) AS _c18_3, CAST(`avg`(CAST(_c1_33 AS DECIMAL(12,2))) AS DECIMAL(38,2)) AS _c18_4, CAST(`avg`(CAST(_c5_13 AS DECIMAL(12,2))) AS DECIMAL(38,2)) AS _c18_5, CAST(`avg`(CAST(_c2_6 AS DECIMAL(12,2))) AS DECIMAL(38,2)) AS _c18_6, `grouping_id`() AS _c20_0
    FROM _shared_c19_0
    GROUP BY _c15_1, _c10_10, _c10_8, _c10_7 GROUPING SETS ((_c15_1, _c10_10, _c10_8, _c10_7), (_c15_1, _c10_10, _c10_8), (_c15_1, _c10_10), (_c15_1), ())
  ) AS _q3
  UNION ALL
  SELECT *
  FROM (
    SELECT CAST(NULL AS STRING) AS _c17_0, CAST(NULL AS STRING) AS _c17_1, CAST(NULL AS STRING) AS _c17_2, CAST(NULL AS STRING) AS _c17_3, 15 AS _c21_0, _c18_0, _c18_1, _c18_2, _c18_3, _c18_4, _c18_5, _c18_6
    FROM (
      SELECT CAST(`avg`(CAST(_c1_18 AS DECIMAL(12,2))) AS DECIMAL(38,2)) AS _c18_0, CAST(`avg`(CAST(_c1_20 AS DECIMAL(12,2))) AS DECIMAL(38,2)) AS _c18_1, CAST(`avg`(CAST(_c1_27 AS DECIMAL(12,2))) AS DECIMAL(38,2)) AS _c18_2, CAST(`avg`(CAST(_c1_21 AS DECIMAL(12,2))) AS DECIMAL(38,2)) AS _c18_3, CAST(`avg`(CAST(_c1_33 AS DECIMAL(12,2))) AS DECIMAL(38,2)) AS _c18_4, CAST(`avg`(CAST(_c5_13 AS DECIMAL(12,2))) AS DECIMAL(38,2)) AS _c18_5, CAST(`avg`(CAST(_c2_6 AS DECIMAL(12,2))) AS DECIMAL(38,2)) AS _c18_6
      FROM _shared_c19_0
      WHERE FALSE
    ) AS _q4
  ) AS _q5
  WHERE `not`(EXISTS (
    SELECT *
    FROM _shared_c19_0
  ))
) AS _q6
ORDER BY _c17_1 ASC NULLS FIRST, _c17_2 ASC NULLS FIRST, _c17_3 ASC NULLS FIRST, _c17_0 ASC NULLS FIRST
LIMIT 100
