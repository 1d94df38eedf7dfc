-- tpch_duckdb113/q06: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT CAST(`sum`(CAST(`l_extendedprice` * `l_discount` AS DECIMAL(18,4))) AS DECIMAL(38,4)) AS `revenue`
FROM {src1}
WHERE `l_quantity` < CAST(24.00BD AS DECIMAL(15,2)) AND `l_quantity` IS NOT NULL AND `l_discount` >= CAST(0.05BD AS DECIMAL(15,2)) AND `l_discount` <= CAST(0.07BD AS DECIMAL(15,2)) AND `l_discount` IS NOT NULL AND `l_shipdate` >= DATE '1994-01-01' AND `l_shipdate` < DATE '1995-01-01' AND `l_shipdate` IS NOT NULL
