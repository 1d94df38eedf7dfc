-- substrait_python/aggregate_lineitem: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `l_returnflag`, `l_linestatus`, CAST(`sum`(`l_quantity`) AS DECIMAL(38,2)) AS `sum_qty`, CAST(`min`(`l_extendedprice`) AS DECIMAL(15,2)) AS `min_price`, `count`(`l_orderkey`) AS `count_order`
FROM {src1}
GROUP BY `l_returnflag`, `l_linestatus`
