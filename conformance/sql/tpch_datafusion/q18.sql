-- tpch_datafusion/q18: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `c_name`, `c_custkey`, `o_orderkey`, `o_orderdate`, `o_totalprice`, CAST(`sum`(`l_quantity`) AS DECIMAL(38,2)) AS `sum(lineitem.l_quantity)`
FROM {src1} JOIN {src2} ON `c_custkey` = `o_custkey` JOIN {src3} ON `o_orderkey` = `l_orderkey` LEFT SEMI JOIN (
  SELECT `l_orderkey` AS _c7_0, CAST(`sum`(`l_quantity`) AS DECIMAL(38,2)) AS _c8_0
  FROM {src3}
  GROUP BY `l_orderkey`
) AS _q1 ON `o_orderkey` = _c7_0 AND _c8_0 > CAST(300.00BD AS DECIMAL(25,2))
GROUP BY `c_name`, `c_custkey`, `o_orderkey`, `o_orderdate`, `o_totalprice`
ORDER BY `o_totalprice` DESC NULLS FIRST, `o_orderdate` ASC NULLS LAST
LIMIT 100
