-- tpcds_datafusion/q01: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `c_customer_id`
FROM (
  SELECT `sr_customer_sk` AS _c5_0, `sr_store_sk` AS _c5_1, CAST(`sum`(`sr_return_amt`) AS DECIMAL(38,2)) AS _c6_0
  FROM {src1} JOIN {src2} ON `sr_returned_date_sk` = `d_date_sk`
  WHERE `d_year` = 2000L
  GROUP BY `sr_customer_sk`, `sr_store_sk`
) AS _q1 JOIN {src3} ON _c5_1 = `s_store_sk` JOIN {src4} ON _c5_0 = `c_customer_sk` LEFT SEMI JOIN (
  SELECT _c17_1 AS _c20_0, CAST(`avg`(_c18_0) AS DECIMAL(38,2)) AS _c21_0
  FROM (
    SELECT `sr_customer_sk` AS _c17_0, `sr_store_sk` AS _c17_1, CAST(`sum`(`sr_return_amt`) AS DECIMAL(38,2)) AS _c18_0
    FROM {src1} JOIN {src2} ON `sr_returned_date_sk` = `d_date_sk`
    WHERE `d_year` = 2000L
    GROUP BY `sr_customer_sk`, `sr_store_sk`
  ) AS _q2
  GROUP BY _c17_1
) AS _q3 ON _c5_1 = _c20_0 AND CAST(_c6_0 AS DECIMAL(30,15)) > CAST(`nanvl`((CAST(_c21_0 AS DOUBLE) * 1.2D) - (CAST(_c21_0 AS DOUBLE) * 1.2D), `raise_error`('cast failed at relations[0].root.input.fetch.input.sort.input.project.input.join.right.project.expressions[0].cast')) + (CAST(_c21_0 AS DOUBLE) * 1.2D) AS DECIMAL(30,15))
WHERE `s_state` = 'TN'
ORDER BY `c_customer_id` ASC NULLS LAST
LIMIT 100
