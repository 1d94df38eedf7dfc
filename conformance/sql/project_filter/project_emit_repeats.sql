-- project_filter/project_emit_repeats: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c2_0 AS `total`, _c1_0 AS `id`, _c2_0 AS `total_again`
FROM (
  SELECT `id` AS _c1_0, `dept` AS _c1_1, `grade` AS _c1_2, `salary` AS _c1_3, `bonus` AS _c1_4, `score` AS _c1_5, CAST(`salary` + `bonus` AS INT) AS _c2_0
  FROM {src1}
) AS _q1
