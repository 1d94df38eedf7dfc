-- tpcds_datafusion/q15: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c9_0 AS `ca_zip`, _c10_0 AS `sum(catalog_sales.cs_sales_price)`
FROM (
  SELECT _c4_9 AS _c9_0, CAST(`sum`(_c1_21) AS DECIMAL(38,2)) AS _c10_0
  FROM (
    SELECT _c1_0, _c1_21, _c4_9
    FROM (
      SELECT _c1_0, _c1_21, _c2_4
      FROM (
        SELECT `cs_sold_date_sk` AS _c1_0, `cs_bill_customer_sk` AS _c1_3, `cs_sales_price` AS _c1_21
        FROM {src1}
      ) AS _q1 JOIN (
        SELECT `c_customer_sk` AS _c2_0, `c_current_addr_sk` AS _c2_4
        FROM {src2}
      ) AS _q2 ON _c1_3 = _c2_0
    ) AS _q3 JOIN (
      SELECT `ca_address_sk` AS _c4_0, `ca_state` AS _c4_8, `ca_zip` AS _c4_9
      FROM {src3}
    ) AS _q4 ON _c2_4 = _c4_0 AND (CAST(CASE WHEN 5L < 0 THEN `raise_error`('substring: negative length') ELSE `substring`(_c4_9, CAST(1L AS INT), CAST(5L AS INT)) END AS STRING) IN ('85669', '86197', '88274', '83405', '86475', '85392', '85460', '80348', '81792') OR _c4_8 = 'CA' OR _c4_8 = 'WA' OR _c4_8 = 'GA' OR _c1_21 > CAST(500.00BD AS DECIMAL(7,2)))
  ) AS _q5 JOIN (
    SELECT _c6_0
    FROM (
      SELECT `d_date_sk` AS _c6_0, `d_year` AS _c6_6, `d_qoy` AS _c6_10
      FROM {src4}
    ) AS _q6
    WHERE _c6_10 = 2L AND _c6_6 = 2001L
  ) AS _q7 ON _c1_0 = _c6_0
  GROUP BY _c4_9
  ORDER BY _c9_0 ASC NULLS FIRST
  LIMIT 100
) AS _q8
