-- aggregate/distinct_with_filter: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `count`(DISTINCT `salary`) FILTER (WHERE `grade` = 'a') AS `n`
FROM {src1}
