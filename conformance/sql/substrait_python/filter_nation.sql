-- substrait_python/filter_nation: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT *
FROM {src1}
WHERE `n_regionkey` = 1
