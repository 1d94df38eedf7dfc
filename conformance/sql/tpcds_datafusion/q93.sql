-- tpcds_datafusion/q93: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c7_0 AS `ss_customer_sk`, _c8_0 AS `sumsales`
FROM (
  SELECT _c1_3 AS _c7_0, CAST(`sum`(_c6_0) AS DECIMAL(38,2)) AS _c8_0
  FROM (
    SELECT _c1_3, CASE WHEN _c2_10 IS NOT NULL THEN CAST(CAST(CAST(_c1_10 - _c2_10 AS BIGINT) AS DECIMAL(20,0)) * _c1_13 AS DECIMAL(28,2)) ELSE CAST(CAST(_c1_10 AS DECIMAL(20,0)) * _c1_13 AS DECIMAL(28,2)) END AS _c6_0
    FROM (
      SELECT _c1_3, _c1_10, _c1_13, _c2_8, _c2_10
      FROM (
        SELECT `ss_item_sk` AS _c1_2, `ss_customer_sk` AS _c1_3, `ss_ticket_number` AS _c1_9, `ss_quantity` AS _c1_10, `ss_sales_price` AS _c1_13
        FROM {src1}
      ) AS _q1 LEFT OUTER JOIN (
        SELECT `sr_item_sk` AS _c2_2, `sr_reason_sk` AS _c2_8, `sr_ticket_number` AS _c2_9, `sr_return_quantity` AS _c2_10
        FROM {src2}
      ) AS _q2 ON _c1_2 = _c2_2 AND _c1_9 = _c2_9
    ) AS _q3 JOIN (
      SELECT _c4_0
      FROM (
        SELECT `r_reason_sk` AS _c4_0, `r_reason_desc` AS _c4_2
        FROM {src3}
      ) AS _q4
      WHERE _c4_2 = 'reason 28'
    ) AS _q5 ON _c2_8 = _c4_0
  ) AS _q6
  GROUP BY _c1_3
  ORDER BY _c8_0 ASC NULLS FIRST, _c7_0 ASC NULLS FIRST
  LIMIT 100
) AS _q7
