-- aggregate/group_by: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `dept`, CAST(`sum`(`salary`) AS BIGINT) AS `total`, CAST(`count`(`salary`) AS BIGINT) AS `n_salary`, CAST(`count`(1) AS BIGINT) AS `n`
FROM {src1}
GROUP BY `dept`
