-- aggregate/distinct_grouped: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `dept`, CAST(`count`(DISTINCT `salary`) AS BIGINT) AS `n_distinct`, CAST(`count`(`salary`) AS BIGINT) AS `n`
FROM {src1}
GROUP BY `dept`
