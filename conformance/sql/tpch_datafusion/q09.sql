-- tpch_datafusion/q09: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `n_name` AS `nation`, CAST(`year`(`o_orderdate`) AS INT) AS `o_year`, CAST(`sum`(CAST(CAST(`l_extendedprice` * CAST(CAST(1BD AS DECIMAL(20,0)) - `l_discount` AS DECIMAL(23,2)) AS DECIMAL(38,4)) - CAST(`ps_supplycost` * `l_quantity` AS DECIMAL(31,4)) AS DECIMAL(38,4))) AS DECIMAL(38,4)) AS `sum_profit`
FROM {src1} JOIN {src2} ON `p_partkey` = `l_partkey` JOIN {src3} ON `l_suppkey` = `s_suppkey` JOIN {src4} ON `l_suppkey` = `ps_suppkey` AND `l_partkey` = `ps_partkey` JOIN {src5} ON `l_orderkey` = `o_orderkey` JOIN {src6} ON `s_nationkey` = `n_nationkey`
WHERE `like`(`p_name`, '%green%')
GROUP BY `n_name`, CAST(`year`(`o_orderdate`) AS INT)
ORDER BY `nation` ASC NULLS LAST, `o_year` DESC NULLS FIRST
