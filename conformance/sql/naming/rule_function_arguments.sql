-- naming/rule_function_arguments: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT CAST(`concat`(_c1_1, _c1_1) AS STRING) AS `concat(t1.a, t1.a)`
FROM (
  SELECT `id` AS _c1_0, `a` AS _c1_1
  FROM {src1}
) AS _q1
