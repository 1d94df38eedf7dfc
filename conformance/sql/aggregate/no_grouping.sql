-- aggregate/no_grouping: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT CAST(`count`(1) AS BIGINT) AS `n`, CAST(`sum`(`salary`) AS BIGINT) AS `total`, CAST(`min`(`salary`) AS INT) AS `lowest`, CAST(`max`(`bonus`) AS INT) AS `top_bonus`, CAST(`count`(`bonus`) AS BIGINT) AS `n_bonus`
FROM {src1}
