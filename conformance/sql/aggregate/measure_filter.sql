-- aggregate/measure_filter: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `dept`, CAST(`sum`(CASE WHEN `salary` >= 70 THEN `salary` END) AS BIGINT) AS `high_total`, `count`(CASE WHEN `bonus` > 0 THEN 1 END) AS `n_bonus`, CAST(`sum`(`salary`) AS BIGINT) AS `total`
FROM {src1}
GROUP BY `dept`
