-- aggregate/group_by_two_keys: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `dept`, `grade`, CAST(`max`(`salary`) AS INT) AS `top`
FROM {src1}
GROUP BY `dept`, `grade`
