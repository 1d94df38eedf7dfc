-- aggregate/distinct_with_filter: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `count`(DISTINCT CASE WHEN `grade` = 'a' THEN `salary` END) AS `n`
FROM {src1}
