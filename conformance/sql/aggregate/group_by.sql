-- aggregate/group_by: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `dept`, CAST(`sum`(`salary`) AS BIGINT) AS `total`, `count`(`salary`) AS `n_salary`, `count`(1) AS `n`
FROM {src1}
GROUP BY `dept`
