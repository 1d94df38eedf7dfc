-- tpch_duckdb113/q03: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `o_orderkey` AS `l_orderkey`, CAST(`sum`(CAST(`l_extendedprice` * CAST(CAST(1.00BD AS DECIMAL(16,2)) - `l_discount` AS DECIMAL(16,2)) AS DECIMAL(18,4))) AS DECIMAL(38,4)) AS `revenue`, `o_orderdate`, `o_shippriority`
FROM {src1} JOIN (
  SELECT *
  FROM {src2} JOIN {src3} ON `o_custkey` = `c_custkey`
) AS _q1 ON `l_orderkey` = `o_orderkey`
WHERE `l_shipdate` > DATE '1995-03-15' AND `l_shipdate` IS NOT NULL AND `o_orderdate` < DATE '1995-03-15' AND `o_orderdate` IS NOT NULL AND `c_mktsegment` = 'BUILDING' AND `c_mktsegment` IS NOT NULL AND `c_custkey` <= 1499L
GROUP BY `o_orderkey`, `o_orderdate`, `o_shippriority`
ORDER BY `revenue` DESC NULLS LAST, `o_orderdate` ASC NULLS LAST
LIMIT 10
