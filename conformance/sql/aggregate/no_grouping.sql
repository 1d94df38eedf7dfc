-- aggregate/no_grouping: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT CAST(`count`(1) AS BIGINT) AS `n`, CAST(`sum`(_c1_3) AS BIGINT) AS `total`, CAST(`min`(_c1_3) AS INT) AS `lowest`, CAST(`max`(_c1_4) AS INT) AS `top_bonus`, CAST(`count`(_c1_4) AS BIGINT) AS `n_bonus`
FROM (
  SELECT `id` AS _c1_0, `dept` AS _c1_1, `grade` AS _c1_2, `salary` AS _c1_3, `bonus` AS _c1_4, `score` AS _c1_5
  FROM {src1}
) AS _q1
