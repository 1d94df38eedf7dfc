-- tpch_duckdb113/q13: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c5_0 AS `c_count`, `count`(1) AS `custdist`
FROM (
  SELECT `c_custkey` AS _c4_0, `count`(`o_orderkey`) AS _c5_0
  FROM {src1} RIGHT OUTER JOIN {src2} ON `o_custkey` = `c_custkey` AND `o_comment` <> '%special%requests%'
  GROUP BY `c_custkey`
) AS _q1
GROUP BY _c5_0
ORDER BY `custdist` DESC NULLS LAST, `c_count` DESC NULLS LAST
