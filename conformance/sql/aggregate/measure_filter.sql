-- aggregate/measure_filter: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `dept`, CAST(`sum`(`salary`) FILTER (WHERE `salary` >= 70) AS BIGINT) AS `high_total`, `count`(1) FILTER (WHERE `bonus` > 0) AS `n_bonus`, CAST(`sum`(`salary`) AS BIGINT) AS `total`
FROM {src1}
GROUP BY `dept`
