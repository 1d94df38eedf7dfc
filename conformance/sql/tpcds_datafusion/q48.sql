-- tpcds_datafusion/q48: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT CAST(`sum`(_c1_10) AS BIGINT) AS `sum(store_sales.ss_quantity)`
FROM (
  SELECT _c1_0, _c1_10
  FROM (
    SELECT _c1_0, _c1_6, _c1_10, _c1_22
    FROM (
      SELECT _c1_0, _c1_4, _c1_6, _c1_10, _c1_13, _c1_22
      FROM (
        SELECT *
        FROM (
          SELECT `ss_sold_date_sk` AS _c1_0, `ss_cdemo_sk` AS _c1_4, `ss_addr_sk` AS _c1_6, `ss_store_sk` AS _c1_7, `ss_quantity` AS _c1_10, `ss_sales_price` AS _c1_13, `ss_net_profit` AS _c1_22
          FROM {src1}
        ) AS _q1
        WHERE (_c1_22 >= CAST(0.00BD AS DECIMAL(7,2)) AND _c1_22 <= CAST(2000.00BD AS DECIMAL(7,2)) OR _c1_22 >= CAST(150.00BD AS DECIMAL(7,2)) AND _c1_22 <= CAST(3000.00BD AS DECIMAL(7,2)) OR _c1_22 >= CAST(50.00BD AS DECIMAL(7,2)) AND _c1_22 <= 25000.00BD) AND (_c1_13 >= CAST(100.00BD AS DECIMAL(7,2)) AND _c1_13 <= CAST(150.00BD AS DECIMAL(7,2)) OR _c1_13 >= CAST(50.00BD AS DECIMAL(7,2)) AND _c1_13 <= CAST(100.00BD AS DECIMAL(7,2)) OR _c1_13 >= CAST(150.00BD AS DECIMAL(7,2)) AND _c1_13 <= CAST(200.00BD AS DECIMAL(7,2)))
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
      WHERE (_c4_2 = 'M' AND _c4_3 = '4 yr Degree' OR _c4_2 = 'D' AND _c4_3 = '2 yr Degree' OR _c4_2 = 'S' AND _c4_3 = 'College')
    ) AS _q6 ON _c1_4 = _c4_0 AND (_c4_2 = 'M' AND _c4_3 = '4 yr Degree' AND _c1_13 >= CAST(100.00BD AS DECIMAL(7,2)) AND _c1_13 <= CAST(150.00BD AS DECIMAL(7,2)) OR _c4_2 = 'D' AND _c4_3 = '2 yr Degree' AND _c1_13 >= CAST(50.00BD AS DECIMAL(7,2)) AND _c1_13 <= CAST(100.00BD AS DECIMAL(7,2)) OR _c4_2 = 'S' AND _c4_3 = 'College' AND _c1_13 >= CAST(150.00BD AS DECIMAL(7,2)) AND _c1_13 <= CAST(200.00BD AS DECIMAL(7,2)))
  ) AS _q7 JOIN (
    SELECT _c6_0, _c6_8
    FROM (
      SELECT `ca_address_sk` AS _c6_0, `ca_state` AS _c6_8, `ca_country` AS _c6_10
      FROM {src4}
    ) AS _q8
    WHERE _c6_10 = 'United States' AND _c6_8 IN ('CO', 'OH', 'TX', 'OR', 'MN', 'KY', 'VA', 'CA', 'MS') AND (_c6_8 = 'CO' OR _c6_8 = 'OH' OR _c6_8 = 'TX' OR _c6_8 = 'OR' OR _c6_8 = 'MN' OR _c6_8 = 'KY' OR _c6_8 = 'VA' OR _c6_8 = 'CA' OR _c6_8 = 'MS')
  ) AS _q9 ON _c1_6 = _c6_0 AND ((_c6_8 = 'CO' OR _c6_8 = 'OH' OR _c6_8 = 'TX') AND _c1_22 >= CAST(0.00BD AS DECIMAL(7,2)) AND _c1_22 <= CAST(2000.00BD AS DECIMAL(7,2)) OR (_c6_8 = 'OR' OR _c6_8 = 'MN' OR _c6_8 = 'KY') AND _c1_22 >= CAST(150.00BD AS DECIMAL(7,2)) AND _c1_22 <= CAST(3000.00BD AS DECIMAL(7,2)) OR (_c6_8 = 'VA' OR _c6_8 = 'CA' OR _c6_8 = 'MS') AND _c1_22 >= CAST(50.00BD AS DECIMAL(7,2)) AND _c1_22 <= 25000.00BD)
) AS _q10 JOIN (
  SELECT _c9_0
  FROM (
    SELECT `d_date_sk` AS _c9_0, `d_year` AS _c9_6
    FROM {src5}
  ) AS _q11
  WHERE _c9_6 = 2000L
) AS _q12 ON _c1_0 = _c9_0
