-- aggregate/distinct_measures: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `count`(DISTINCT `dept`) AS `n_dept`, CAST(`sum`(DISTINCT `salary`) AS BIGINT) AS `sum_distinct`, CAST(`sum`(`salary`) AS BIGINT) AS `sum_all`
FROM {src1}
