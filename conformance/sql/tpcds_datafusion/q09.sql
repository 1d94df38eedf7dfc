-- tpcds_datafusion/q09: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT CASE WHEN (
  SELECT `count`(1L) AS _c5_0
  FROM {src2}
  WHERE `ss_quantity` >= 1L AND `ss_quantity` <= 20L
) > 74129L THEN CAST((
  SELECT CAST(`avg`(`ss_ext_discount_amt`) AS DECIMAL(38,2)) AS _c10_0
  FROM {src2}
  WHERE `ss_quantity` >= 1L AND `ss_quantity` <= 20L
) AS DECIMAL(38,2)) ELSE CAST((
  SELECT CAST(`avg`(`ss_net_paid`) AS DECIMAL(38,2)) AS _c14_0
  FROM {src2}
  WHERE `ss_quantity` >= 1L AND `ss_quantity` <= 20L
) AS DECIMAL(38,2)) END AS `bucket1`, CASE WHEN (
  SELECT `count`(1L) AS _c18_0
  FROM {src2}
  WHERE `ss_quantity` >= 21L AND `ss_quantity` <= 40L
) > 122840L THEN CAST((
  SELECT CAST(`avg`(`ss_ext_discount_amt`) AS DECIMAL(38,2)) AS _c23_0
  FROM {src2}
  WHERE `ss_quantity` >= 21L AND `ss_quantity` <= 40L
) AS DECIMAL(38,2)) ELSE CAST((
  SELECT CAST(`avg`(`ss_net_paid`) AS DECIMAL(38,2)) AS _c27_0
  FROM {src2}
  WHERE `ss_quantity` >= 21L AND `ss_quantity` <= 40L
) AS DECIMAL(38,2)) END AS `bucket2`, CASE WHEN (
  SELECT `count`(1L) AS _c31_0
  FROM {src2}
  WHERE `ss_quantity` >= 41L AND `ss_quantity` <= 60L
) > 56580L THEN CAST((
  SELECT CAST(`avg`(`ss_ext_discount_amt`) AS DECIMAL(38,2)) AS _c36_0
  FROM {src2}
  WHERE `ss_quantity` >= 41L AND `ss_quantity` <= 60L
) AS DECIMAL(38,2)) ELSE CAST((
  SELECT CAST(`avg`(`ss_net_paid`) AS DECIMAL(38,2)) AS _c40_0
  FROM {src2}
  WHERE `ss_quantity` >= 41L AND `ss_quantity` <= 60L
) AS DECIMAL(38,2)) END AS `bucket3`, CASE WHEN (
  SELECT `count`(1L) AS _c44_0
  FROM {src2}
  WHERE `ss_quantity` >= 61L AND `ss_quantity` <= 80L
) > 10097L THEN CAST((
  SELECT CAST(`avg`(`ss_ext_discount_amt`) AS DECIMAL(38,2)) AS _c49_0
  FROM {src2}
  WHERE `ss_quantity` >= 61L AND `ss_quantity` <= 80L
) AS DECIMAL(38,2)) ELSE CAST((
  SELECT CAST(`avg`(`ss_net_paid`) AS DECIMAL(38,2)) AS _c53_0
  FROM {src2}
  WHERE `ss_quantity` >= 61L AND `ss_quantity` <= 80L
) AS DECIMAL(38,2)) END AS `bucket4`, CASE WHEN (
  SELECT `count`(1L) AS _c57_0
  FROM {src2}
  WHERE `ss_quantity` >= 81L AND `ss_quantity` <= 100L
) > 165306L THEN CAST((
  SELECT CAST(`avg`(`ss_ext_discount_amt`) AS DECIMAL(38,2)) AS _c62_0
  FROM {src2}
  WHERE `ss_quantity` >= 81L AND `ss_quantity` <= 100L
) AS DECIMAL(38,2)) ELSE CAST((
  SELECT CAST(`avg`(`ss_net_paid`) AS DECIMAL(38,2)) AS _c66_0
  FROM {src2}
  WHERE `ss_quantity` >= 81L AND `ss_quantity` <= 100L
) AS DECIMAL(38,2)) END AS `bucket5`
FROM (
  SELECT `r_reason_sk` AS _c1_0
  FROM {src1}
  WHERE `r_reason_sk` = 1L
) AS _q1
