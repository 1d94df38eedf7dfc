-- tpch_datafusion/q05: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `n_name`, CAST(`sum`(CAST(`l_extendedprice` * CAST(CAST(1BD AS DECIMAL(20,0)) - `l_discount` AS DECIMAL(23,2)) AS DECIMAL(38,4))) AS DECIMAL(38,4)) AS `revenue`
FROM {src1} JOIN {src2} ON `c_custkey` = `o_custkey` JOIN {src3} ON `o_orderkey` = `l_orderkey` JOIN {src4} ON `l_suppkey` = `s_suppkey` AND `c_nationkey` = `s_nationkey` JOIN {src5} ON `s_nationkey` = `n_nationkey` JOIN {src6} ON `n_regionkey` = `r_regionkey`
WHERE `o_orderdate` >= DATE '1994-01-01' AND `o_orderdate` < DATE '1995-01-01' AND `r_name` = 'ASIA'
GROUP BY `n_name`
ORDER BY `revenue` DESC NULLS FIRST
