-- aggregate/distinct_measures: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT CAST(`count`(DISTINCT _c1_1) AS BIGINT) AS `n_dept`, CAST(`sum`(DISTINCT _c1_3) AS BIGINT) AS `sum_distinct`, CAST(`sum`(_c1_3) AS BIGINT) AS `sum_all`
FROM (
  SELECT `id` AS _c1_0, `dept` AS _c1_1, `grade` AS _c1_2, `salary` AS _c1_3, `bonus` AS _c1_4, `score` AS _c1_5
  FROM {src1}
) AS _q1
