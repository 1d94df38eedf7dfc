-- aggregate/no_grouping_empty_input: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT CAST(`count`(1) AS BIGINT) AS `n`, CAST(`sum`(`salary`) AS BIGINT) AS `total`
FROM {src1}
WHERE `id` > 1000
