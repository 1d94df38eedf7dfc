-- aggregate/distinct_grouped: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `dept`, `count`(DISTINCT `salary`) AS `n_distinct`, `count`(`salary`) AS `n`
FROM {src1}
GROUP BY `dept`
