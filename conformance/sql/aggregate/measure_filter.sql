-- aggregate/measure_filter: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c1_1 AS `dept`, CAST(`sum`(CASE WHEN _c1_3 >= 70 THEN _c1_3 END) AS BIGINT) AS `high_total`, CAST(`count`(CASE WHEN _c1_4 > 0 THEN 1 END) AS BIGINT) AS `n_bonus`, CAST(`sum`(_c1_3) AS BIGINT) AS `total`
FROM (
  SELECT `id` AS _c1_0, `dept` AS _c1_1, `grade` AS _c1_2, `salary` AS _c1_3, `bonus` AS _c1_4, `score` AS _c1_5
  FROM {src1}
) AS _q1
GROUP BY _c1_1
