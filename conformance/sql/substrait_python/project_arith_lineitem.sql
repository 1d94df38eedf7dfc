-- substrait_python/project_arith_lineitem: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `l_orderkey`, `l_linenumber`, CAST(`l_extendedprice` * CAST(TRY_CAST(1 AS DECIMAL(15,2)) - `l_discount` AS DECIMAL(16,2)) AS DECIMAL(32,4)) AS `disc_price`, CAST(`l_quantity` + `l_tax` AS DECIMAL(16,2)) AS `qty_plus_tax`
FROM {src1}
WHERE `l_orderkey` < 100L
