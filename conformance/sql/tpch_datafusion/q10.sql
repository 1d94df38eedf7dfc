-- tpch_datafusion/q10: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `c_custkey`, `c_name`, CAST(`sum`(CAST(`l_extendedprice` * CAST(CAST(1BD AS DECIMAL(20,0)) - `l_discount` AS DECIMAL(23,2)) AS DECIMAL(38,4))) AS DECIMAL(38,4)) AS `revenue`, `c_acctbal`, `n_name`, `c_address`, `c_phone`, `c_comment`
FROM {src1} JOIN {src2} ON `c_custkey` = `o_custkey` JOIN {src3} ON `o_orderkey` = `l_orderkey` JOIN {src4} ON `c_nationkey` = `n_nationkey`
WHERE `o_orderdate` >= DATE '1993-10-01' AND `o_orderdate` < DATE '1994-01-01' AND `l_returnflag` = 'R'
GROUP BY `c_custkey`, `c_name`, `c_acctbal`, `c_phone`, `n_name`, `c_address`, `c_comment`
ORDER BY `revenue` DESC NULLS FIRST
LIMIT 20
