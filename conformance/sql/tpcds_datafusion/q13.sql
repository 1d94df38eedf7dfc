-- tpcds_datafusion/q13: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT CAST(`avg`(CAST(_c1_10 AS DOUBLE)) AS DOUBLE) AS `avg1`, CAST(`avg`(_c1_15) AS DECIMAL(38,2)) AS `avg2`, CAST(`avg`(_c1_16) AS DECIMAL(38,2)) AS `avg3`, CAST(`sum`(_c1_16) AS DECIMAL(38,2)) AS `sum(store_sales.ss_ext_wholesale_cost)`
FROM (
  SELECT _c1_0, _c1_10, _c1_15, _c1_16
  FROM (
    SELECT _c1_0, _c1_6, _c1_10, _c1_15, _c1_16, _c1_22
    FROM (
      SELECT _c1_0, _c1_5, _c1_6, _c1_10, _c1_13, _c1_15, _c1_16, _c1_22, _c4_2, _c4_3
      FROM (
        SELECT _c1_0, _c1_4, _c1_5, _c1_6, _c1_10, _c1_13, _c1_15, _c1_16, _c1_22
        FROM (
          SELECT *
          FROM (
            SELECT `ss_sold_date_sk` AS _c1_0, `ss_cdemo_sk` AS _c1_4, `ss_hdemo_sk` AS _c1_5, `ss_addr_sk` AS _c1_6, `ss_store_sk` AS _c1_7, `ss_quantity` AS _c1_10, `ss_sales_price` AS _c1_13, `ss_ext_sales_price` AS _c1_15, `ss_ext_wholesale_cost` AS _c1_16, `ss_net_profit` AS _c1_22
            FROM {src1}
          ) AS _q1
          WHERE (_c1_22 >= CAST(100.00BD AS DECIMAL(7,2)) AND _c1_22 <= CAST(200.00BD AS DECIMAL(7,2)) OR _c1_22 >= CAST(150.00BD AS DECIMAL(7,2)) AND _c1_22 <= CAST(300.00BD AS DECIMAL(7,2)) OR _c1_22 >= CAST(50.00BD AS DECIMAL(7,2)) AND _c1_22 <= CAST(250.00BD AS DECIMAL(7,2))) AND (_c1_13 >= CAST(100.00BD AS DECIMAL(7,2)) AND _c1_13 <= CAST(150.00BD AS DECIMAL(7,2)) OR _c1_13 >= CAST(50.00BD AS DECIMAL(7,2)) AND _c1_13 <= CAST(100.00BD AS DECIMAL(7,2)) OR _c1_13 >= CAST(150.00BD AS DECIMAL(7,2)) AND _c1_13 <= CAST(200.00BD AS DECIMAL(7,2)))
        ) AS _q2 JOIN (
          SELECT `s_store_sk` AS _c2_0
          FROM {src2}
        ) AS _q3 ON _c1_7 = _c2_0
      ) AS _q4 JOIN (
        SELECT *
        FROM (
          SELECT `cd_demo_sk` AS _c4_0, `cd_marital_status` AS _c4_2, `cd_education_status` AS _c4_3
          FROM {src3}
        ) AS _q5
        WHERE (_c4_2 = 'M' AND _c4_3 = 'Advanced Degree' OR _c4_2 = 'S' AND _c4_3 = 'College' OR _c4_2 = 'W' AND _c4_3 = '2 yr Degree')
      ) AS _q6 ON _c1_4 = _c4_0 AND (_c4_2 = 'M' AND _c4_3 = 'Advanced Degree' AND _c1_13 >= CAST(100.00BD AS DECIMAL(7,2)) AND _c1_13 <= CAST(150.00BD AS DECIMAL(7,2)) OR _c4_2 = 'S' AND _c4_3 = 'College' AND _c1_13 >= CAST(50.00BD AS DECIMAL(7,2)) AND _c1_13 <= CAST(100.00BD AS DECIMAL(7,2)) OR _c4_2 = 'W' AND _c4_3 = '2 yr Degree' AND _c1_13 >= CAST(150.00BD AS DECIMAL(7,2)) AND _c1_13 <= CAST(200.00BD AS DECIMAL(7,2)))
    ) AS _q7 JOIN (
      SELECT _c6_0, _c6_3
      FROM (
        SELECT _c6_3 = 3L OR _c6_3 = 1L AS _c7_0, _c6_0, _c6_3
        FROM (
          SELECT `hd_demo_sk` AS _c6_0, `hd_dep_count` AS _c6_3
          FROM {src4}
        ) AS _q8
        WHERE (_c6_3 = 3L OR _c6_3 = 1L) AND (_c6_3 = 3L OR _c6_3 = 1L OR _c6_3 = 1L)
      ) AS _q9
      WHERE _c7_0 AND (_c7_0 OR _c6_3 = 1L)
    ) AS _q10 ON _c1_5 = _c6_0 AND (_c4_2 = 'M' AND _c4_3 = 'Advanced Degree' AND _c1_13 >= CAST(100.00BD AS DECIMAL(7,2)) AND _c1_13 <= CAST(150.00BD AS DECIMAL(7,2)) AND _c6_3 = 3L OR _c4_2 = 'S' AND _c4_3 = 'College' AND _c1_13 >= CAST(50.00BD AS DECIMAL(7,2)) AND _c1_13 <= CAST(100.00BD AS DECIMAL(7,2)) AND _c6_3 = 1L OR _c4_2 = 'W' AND _c4_3 = '2 yr Degree' AND _c1_13 >= CAST(150.00BD AS DECIMAL(7,2)) AND _c1_13 <= CAST(200.00BD AS DECIMAL(7,2)) AND _c6_3 = 1L)
  ) AS _q11 JOIN (
    SELECT _c10_0, _c10_8
    FROM (
      SELECT `ca_address_sk` AS _c10_0, `ca_state` AS _c10_8, `ca_country` AS _c10_10
      FROM {src5}
    ) AS _q12
    WHERE _c10_10 = 'United States' AND _c10_8 IN ('TX', 'OH', 'OR', 'NM', 'KY', 'VA', 'MS') AND (_c10_8 = 'TX' OR _c10_8 = 'OH' OR _c10_8 = 'OR' OR _c10_8 = 'NM' OR _c10_8 = 'KY' OR _c10_8 = 'VA' OR _c10_8 = 'TX' OR _c10_8 = 'MS')
  ) AS _q13 ON _c1_6 = _c10_0 AND ((_c10_8 = 'TX' OR _c10_8 = 'OH') AND _c1_22 >= CAST(100.00BD AS DECIMAL(7,2)) AND _c1_22 <= CAST(200.00BD AS DECIMAL(7,2)) OR (_c10_8 = 'OR' OR _c10_8 = 'NM' OR _c10_8 = 'KY') AND _c1_22 >= CAST(150.00BD AS DECIMAL(7,2)) AND _c1_22 <= CAST(300.00BD AS DECIMAL(7,2)) OR (_c10_8 = 'VA' OR _c10_8 = 'TX' OR _c10_8 = 'MS') AND _c1_22 >= CAST(50.00BD AS DECIMAL(7,2)) AND _c1_22 <= CAST(250.00BD AS DECIMAL(7,2)))
) AS _q14 JOIN (
  SELECT _c13_0
  FROM (
    SELECT `d_date_sk` AS _c13_0, `d_year` AS _c13_6
    FROM {src6}
  ) AS _q15
  WHERE _c13_6 = 2001L
) AS _q16 ON _c1_0 = _c13_0
