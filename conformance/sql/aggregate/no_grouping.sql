-- aggregate/no_grouping: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `count`(1) AS `n`, CAST(`sum`(`salary`) AS BIGINT) AS `total`, CAST(`min`(`salary`) AS INT) AS `lowest`, CAST(`max`(`bonus`) AS INT) AS `top_bonus`, `count`(`bonus`) AS `n_bonus`
FROM {src1}
