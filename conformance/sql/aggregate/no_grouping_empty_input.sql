-- aggregate/no_grouping_empty_input: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT CAST(`count`(1) AS BIGINT) AS `n`, CAST(`sum`(_c1_3) AS BIGINT) AS `total`
FROM (
  SELECT `id` AS _c1_0, `dept` AS _c1_1, `grade` AS _c1_2, `salary` AS _c1_3, `bonus` AS _c1_4, `score` AS _c1_5
  FROM {src1}
) AS _q1
WHERE _c1_0 > 1000
