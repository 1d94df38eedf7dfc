-- naming/rule_function_arguments: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT CAST(`concat`(`a`, `a`) AS STRING) AS `concat(t1.a, t1.a)`
FROM {src1}
