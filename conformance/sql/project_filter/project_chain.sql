-- project_filter/project_chain: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `salary` * 2 - `id` AS `x`
FROM {src1}
