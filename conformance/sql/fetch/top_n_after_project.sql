-- fetch/top_n_after_project: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c1_0 AS `id`, _c1_3 AS `salary`
FROM (
  SELECT _c1_0, _c1_3
  FROM (
    SELECT `id` AS _c1_0, `dept` AS _c1_1, `grade` AS _c1_2, `salary` AS _c1_3, `bonus` AS _c1_4, `score` AS _c1_5
    FROM {src1}
    ORDER BY _c1_3 DESC NULLS LAST, _c1_0 ASC NULLS LAST
  ) AS _q1
  LIMIT 3
) AS _q2
