-- tpch_duckdb113/q18: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `c_name`, `c_custkey`, `o_orderkey`, `o_orderdate`, `o_totalprice`, CAST(`sum`(`l_quantity`) AS DECIMAL(38,2)) AS `sum(l_quantity)`
FROM {src1} JOIN (
  SELECT *
  FROM {src2} LEFT SEMI JOIN (
    SELECT `l_orderkey` AS _c4_0, CAST(`sum`(`l_quantity`) AS DECIMAL(38,2)) AS _c5_0
    FROM {src1}
    GROUP BY `l_orderkey`
  ) AS _q1 ON `o_orderkey` = _c4_0 AND _c5_0 > CAST(300.00BD AS DECIMAL(38,2)) JOIN {src3} ON `o_custkey` = `c_custkey`
) AS _q2 ON `l_orderkey` = `o_orderkey`
WHERE `c_custkey` <= 1499L AND `c_custkey` IS NOT NULL
GROUP BY `c_name`, `c_custkey`, `o_orderkey`, `o_orderdate`, `o_totalprice`
ORDER BY `o_totalprice` DESC NULLS LAST, `o_orderdate` ASC NULLS LAST
LIMIT 100
