-- tpch_datafusion/q13: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c6_0 AS `c_count`, `count`(1L) AS `custdist`
FROM (
  SELECT `c_custkey` AS _c5_0, `count`(`o_orderkey`) AS _c6_0
  FROM {src1} LEFT OUTER JOIN {src2} ON `c_custkey` = `o_custkey` AND NOT `like`(`o_comment`, '%special%requests%')
  GROUP BY `c_custkey`
) AS _q1
GROUP BY _c6_0
ORDER BY `custdist` DESC NULLS FIRST, `c_count` DESC NULLS FIRST
