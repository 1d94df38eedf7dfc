-- tpch_duckdb113/q09: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `n_name` AS `nation`, CAST(`year`(`o_orderdate`) AS BIGINT) AS `o_year`, CAST(`sum`(CAST(CAST(`l_extendedprice` * CAST(CAST(1.00BD AS DECIMAL(16,2)) - `l_discount` AS DECIMAL(16,2)) AS DECIMAL(18,4)) - CAST(`ps_supplycost` * `l_quantity` AS DECIMAL(18,4)) AS DECIMAL(18,4))) AS DECIMAL(38,4)) AS `sum_profit`
FROM {src1} JOIN (
  SELECT *
  FROM {src2} JOIN {src3} ON `ps_partkey` = `p_partkey`
) AS _q1 ON `l_partkey` = `p_partkey` AND `l_suppkey` = `ps_suppkey` JOIN {src4} ON `l_orderkey` = `o_orderkey` JOIN (
  SELECT *
  FROM {src5} JOIN {src6} ON `s_nationkey` = `n_nationkey`
) AS _q2 ON `ps_suppkey` = `s_suppkey`
WHERE CAST(`contains`(`p_name`, 'green') AS BOOLEAN)
GROUP BY `n_name`, CAST(`year`(`o_orderdate`) AS BIGINT)
ORDER BY `nation` ASC NULLS LAST, `o_year` DESC NULLS LAST
