-- tpcds_datafusion/q18: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c17_0 AS `i_item_id`, _c17_1 AS `ca_country`, _c17_2 AS `ca_state`, _c17_3 AS `ca_county`, _c19_0 AS `agg1`, _c19_1 AS `agg2`, _c19_2 AS `agg3`, _c19_3 AS `agg4`, _c19_4 AS `agg5`, _c19_5 AS `agg6`, _c19_6 AS `agg7`
FROM (
  SELECT _c18_0, _c15_1 AS _c17_0, _c10_10 AS _c17_1, _c10_8 AS _c17_2, _c10_7 AS _c17_3, CAST(`avg`(CASE WHEN NOT _c18_0 THEN CAST(_c1_18 AS DECIMAL(12,2)) END) FILTER (WHERE NOT _c18_0) AS DECIMAL(38,2)) AS _c19_0, CAST(`avg`(CASE WHEN NOT _c18_0 THEN CAST(_c1_20 AS DECIMAL(12,2)) END) FILTER (WHERE NOT _c18_0) AS DECIMAL(38,2)) AS _c19_1, CAST(`avg`(CASE WHEN NOT _c18_0 THEN CAST(_c1_27 AS DECIMAL(12,2)) END) FILTER (WHERE NOT _c18_0) AS DECIMAL(38,2)) AS _c19_2, CAST(`avg`(CASE WHEN NOT _c18_0 THEN CAST(_c1_21 AS DECIMAL(12,2)) END) FILTER (WHERE NOT _c18_0) AS DECIMAL(38,2)) AS _c19_3, CAST(`avg`(CASE WHEN NOT _c18_0 THEN CAST(_c1_33 AS DECIMAL(12,2)) END) FILTER (WHERE NOT _c18_0) AS DECIMAL(38,2)) AS _c19_4, CAST(`avg`(CASE WHEN NOT _c18_0 THEN CAST(_c5_13 AS DECIMAL(12,2)) END) FILTER (WHERE NOT _c18_0) AS DECIMAL(38,2)) AS _c19_5, CAST(`avg`(CASE WHEN NOT _c18_0 THEN CAST(_c2_6 AS DECIMAL(12,2)) END) FILTER (WHERE NOT _c18_0) AS DECIMAL(38,2)) AS _c19_6, `grouping_id`() AS _c20_0
  FROM (
    SELECT _c1_18, _c1_20, _c1_21, _c1_27, _c1_33, _c2_6, _c5_13, `ca_county` AS _c10_7, `ca_state` AS _c10_8, `ca_country` AS _c10_10, `i_item_id` AS _c15_1, FALSE AS _c18_0
    FROM (
      SELECT `cs_sold_date_sk` AS _c1_0, `cs_item_sk` AS _c1_15, `cs_quantity` AS _c1_18, `cs_list_price` AS _c1_20, `cs_sales_price` AS _c1_21, `cs_coupon_amt` AS _c1_27, `cs_net_profit` AS _c1_33, `cd_dep_count` AS _c2_6, `c_current_cdemo_sk` AS _c5_2, `c_current_addr_sk` AS _c5_4, `c_birth_year` AS _c5_13
      FROM {src1} JOIN {src2} ON `cs_bill_cdemo_sk` = `cd_demo_sk` JOIN {src3} ON `cs_bill_customer_sk` = `c_customer_sk`
      WHERE `cd_gender` = 'F' AND `cd_education_status` = 'Unknown' AND `c_birth_month` IN (1L, 6L, 8L, 9L, 12L, 2L)
    ) AS _q1 JOIN (
      SELECT `cd_demo_sk` AS _c8_0
      FROM {src2}
    ) AS _q2 ON _c5_2 = _c8_0 JOIN {src4} ON _c5_4 = `ca_address_sk` JOIN {src5} ON _c1_0 = `d_date_sk` JOIN {src6} ON _c1_15 = `i_item_sk`
    WHERE `ca_state` IN ('MS', 'IN', 'ND', 'OK', 'NM', 'VA', 'MS') AND `d_year` = 1998L
    UNION ALL
    SELECT CAST(_v0 AS BIGINT) AS _c1_18, CAST(_v1 AS DECIMAL(7,2)) AS _c1_20, CAST(_v2 AS DECIMAL(7,2)) AS _c1_21, CAST(_v3 AS DECIMAL(7,2)) AS _c1_27, CAST(_v4 AS DECIMAL(7,2)) AS _c1_33, CAST(_v5 AS BIGINT) AS _c2_6, CAST(_v6 AS BIGINT) AS _c5_13, CAST(_v7 AS STRING) AS _c10_7, CAST(_v8 AS STRING) AS _c10_8, CAST(_v9 AS STRING) AS _c10_10, CAST(_v10 AS STRING) AS _c15_1, CAST(_v11 AS BOOLEAN) AS _c18_0
    FROM VALUES (CAST(NULL AS BIGINT), CAST(NULL AS DECIMAL(7,2)), CAST(NULL AS DECIMAL(7,2)), CAST(NULL AS DECIMAL(7,2)), CAST(NULL AS DECIMAL(7,2)), CAST(NULL AS BIGINT), CAST(NULL AS BIGINT), CAST(NULL AS STRING), CAST(NULL AS STRING), CAST(NULL AS STRING), CAST(NULL AS STRING), TRUE) AS _q3(_v0, _v1, _v2, _v3, _v4, _v5, _v6, _v7, _v8, _v9, _v10, _v11)
  ) AS _q4
  GROUP BY _c18_0, _c15_1, _c10_10, _c10_8, _c10_7 GROUPING SETS ((_c18_0, _c15_1, _c10_10, _c10_8, _c10_7), (_c18_0, _c15_1, _c10_10, _c10_8), (_c18_0, _c15_1, _c10_10), (_c18_0, _c15_1), ())
) AS _q5
WHERE NOT `coalesce`(_c18_0, FALSE)
ORDER BY _c17_1 ASC NULLS FIRST, _c17_2 ASC NULLS FIRST, _c17_3 ASC NULLS FIRST, _c17_0 ASC NULLS FIRST
LIMIT 100
