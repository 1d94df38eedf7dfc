-- tpch_datafusion/q03: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `l_orderkey`, CAST(`sum`(CAST(`l_extendedprice` * CAST(CAST(1BD AS DECIMAL(20,0)) - `l_discount` AS DECIMAL(23,2)) AS DECIMAL(38,4))) AS DECIMAL(38,4)) AS `revenue`, `o_orderdate`, `o_shippriority`
FROM {src1} JOIN {src2} ON `c_custkey` = `o_custkey` JOIN {src3} ON `o_orderkey` = `l_orderkey`
WHERE `c_mktsegment` = 'BUILDING' AND `o_orderdate` < DATE '1995-03-15' AND `l_shipdate` > DATE '1995-03-15'
GROUP BY `l_orderkey`, `o_orderdate`, `o_shippriority`
ORDER BY `revenue` DESC NULLS FIRST, `o_orderdate` ASC NULLS LAST
LIMIT 10
