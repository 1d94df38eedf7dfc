-- tpcds_datafusion/q09: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT CASE WHEN (
  SELECT CAST(`count`(1L) AS BIGINT) AS _c5_0
  FROM (
    SELECT `ss_quantity` AS _c2_10
    FROM {src2}
  ) AS _q2
  WHERE _c2_10 >= 1L AND _c2_10 <= 20L
) > 74129L THEN CAST((
  SELECT CAST(`avg`(_c7_14) AS DECIMAL(38,2)) AS _c10_0
  FROM (
    SELECT `ss_quantity` AS _c7_10, `ss_ext_discount_amt` AS _c7_14
    FROM {src2}
  ) AS _q3
  WHERE _c7_10 >= 1L AND _c7_10 <= 20L
) AS DECIMAL(38,2)) ELSE CAST((
  SELECT CAST(`avg`(_c11_20) AS DECIMAL(38,2)) AS _c14_0
  FROM (
    SELECT `ss_quantity` AS _c11_10, `ss_net_paid` AS _c11_20
    FROM {src2}
  ) AS _q4
  WHERE _c11_10 >= 1L AND _c11_10 <= 20L
) AS DECIMAL(38,2)) END AS `bucket1`, CASE WHEN (
  SELECT CAST(`count`(1L) AS BIGINT) AS _c18_0
  FROM (
    SELECT `ss_quantity` AS _c15_10
    FROM {src2}
  ) AS _q5
  WHERE _c15_10 >= 21L AND _c15_10 <= 40L
) > 122840L THEN CAST((
  SELECT CAST(`avg`(_c20_14) AS DECIMAL(38,2)) AS _c23_0
  FROM (
    SELECT `ss_quantity` AS _c20_10, `ss_ext_discount_amt` AS _c20_14
    FROM {src2}
  ) AS _q6
  WHERE _c20_10 >= 21L AND _c20_10 <= 40L
) AS DECIMAL(38,2)) ELSE CAST((
  SELECT CAST(`avg`(_c24_20) AS DECIMAL(38,2)) AS _c27_0
  FROM (
    SELECT `ss_quantity` AS _c24_10, `ss_net_paid` AS _c24_20
    FROM {src2}
  ) AS _q7
  WHERE _c24_10 >= 21L AND _c24_10 <= 40L
) AS DECIMAL(38,2)) END AS `bucket2`, CASE WHEN (
  SELECT CAST(`count`(1L) AS BIGINT) AS _c31_0
  FROM (
    SELECT `ss_quantity` AS _c28_10
    FROM {src2}
  ) AS _q8
  WHERE _c28_10 >= 41L AND _c28_10 <= 60L
) > 56580L THEN CAST((
  SELECT CAST(`avg`(_c33_14) AS DECIMAL(38,2)) AS _c36_0
  FROM (
    SELECT `ss_quantity` AS _c33_10, `ss_ext_discount_amt` AS _c33_14
    FROM {src2}
  ) AS _q9
  WHERE _c33_10 >= 41L AND _c33_10 <= 60L
) AS DECIMAL(38,2)) ELSE CAST((
  SELECT CAST(`avg`(_c37_20) AS DECIMAL(38,2)) AS _c40_0
  FROM (
    SELECT `ss_quantity` AS _c37_10, `ss_net_paid` AS _c37_20
    FROM {src2}
  ) AS _q10
  WHERE _c37_10 >= 41L AND _c37_10 <= 60L
) AS DECIMAL(38,2)) END AS `bucket3`, CASE WHEN (
  SELECT CAST(`count`(1L) AS BIGINT) AS _c44_0
  FROM (
    SELECT `ss_quantity` AS _c41_10
    FROM {src2}
  ) AS _q11
  WHERE _c41_10 >= 61L AND _c41_10 <= 80L
) > 10097L THEN CAST((
  SELECT CAST(`avg`(_c46_14) AS DECIMAL(38,2)) AS _c49_0
  FROM (
    SELECT `ss_quantity` AS _c46_10, `ss_ext_discount_amt` AS _c46_14
    FROM {src2}
  ) AS _q12
  WHERE _c46_10 >= 61L AND _c46_10 <= 80L
) AS DECIMAL(38,2)) ELSE CAST((
  SELECT CAST(`avg`(_c50_20) AS DECIMAL(38,2)) AS _c53_0
  FROM (
    SELECT `ss_quantity` AS _c50_10, `ss_net_paid` AS _c50_20
    FROM {src2}
  ) AS _q13
  WHERE _c50_10 >= 61L AND _c50_10 <= 80L
) AS DECIMAL(38,2)) END AS `bucket4`, CASE WHEN (
  SELECT CAST(`count`(1L) AS BIGINT) AS _c57_0
  FROM (
    SELECT `ss_quantity` AS _c54_10
    FROM {src2}
  ) AS _q14
  WHERE _c54_10 >= 81L AND _c54_10 <= 100L
) > 165306L THEN CAST((
  SELECT CAST(`avg`(_c59_14) AS DECIMAL(38,2)) AS _c62_0
  FROM (
    SELECT `ss_quantity` AS _c59_10, `ss_ext_discount_amt` AS _c59_14
    FROM {src2}
  ) AS _q15
  WHERE _c59_10 >= 81L AND _c59_10 <= 100L
) AS DECIMAL(38,2)) ELSE CAST((
  SELECT CAST(`avg`(_c63_20) AS DECIMAL(38,2)) AS _c66_0
  FROM (
    SELECT `ss_quantity` AS _c63_10, `ss_net_paid` AS _c63_20
    FROM {src2}
  ) AS _q16
  WHERE _c63_10 >= 81L AND _c63_10 <= 100L
) AS DECIMAL(38,2)) END AS `bucket5`
FROM (
  SELECT `r_reason_sk` AS _c1_0
  FROM {src1}
) AS _q1
WHERE _c1_0 = 1L
