-- aggregate/no_grouping_empty_input: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `count`(1) AS `n`, CAST(`sum`(`salary`) AS BIGINT) AS `total`
FROM {src1}
WHERE `id` > 1000
