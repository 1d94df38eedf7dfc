-- aggregate/group_by_two_keys: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c1_1 AS `dept`, _c1_2 AS `grade`, CAST(`max`(_c1_3) AS INT) AS `top`
FROM (
  SELECT `id` AS _c1_0, `dept` AS _c1_1, `grade` AS _c1_2, `salary` AS _c1_3, `bonus` AS _c1_4, `score` AS _c1_5
  FROM {src1}
) AS _q1
GROUP BY _c1_1, _c1_2
