-- naming/rule_function_lowercase: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT CAST(`avg`(`c1`) AS DOUBLE) AS `avg(t3.c1)`
FROM {src1}
