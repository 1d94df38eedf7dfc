-- naming/rule_bare_column_unqualified: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `id`
FROM {src1}
