-- tpch_duckdb113/q10: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `c_custkey`, `c_name`, CAST(`sum`(CAST(`l_extendedprice` * CAST(CAST(1.00BD AS DECIMAL(16,2)) - `l_discount` AS DECIMAL(16,2)) AS DECIMAL(18,4))) AS DECIMAL(38,4)) AS `revenue`, `c_acctbal`, `n_name`, `c_address`, `c_phone`, `c_comment`
FROM {src1} JOIN (
  SELECT *
  FROM {src2} JOIN {src3} ON `c_nationkey` = `n_nationkey` JOIN {src4} ON `c_custkey` = `o_custkey`
) AS _q1 ON `l_orderkey` = `o_orderkey`
WHERE `l_returnflag` = 'R' AND `l_returnflag` IS NOT NULL AND `c_custkey` <= 1499L AND `c_custkey` IS NOT NULL AND `o_orderdate` >= DATE '1993-10-01' AND `o_orderdate` < DATE '1994-01-01' AND `o_orderdate` IS NOT NULL
GROUP BY `c_custkey`, `c_name`, `c_acctbal`, `c_phone`, `n_name`, `c_address`, `c_comment`
ORDER BY `revenue` DESC NULLS LAST
LIMIT 20
