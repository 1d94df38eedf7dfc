-- substrait_python/join_nation_region: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `n_nationkey`, `n_name`, `r_name`
FROM {src1} JOIN {src2} ON `n_regionkey` = `r_regionkey`
