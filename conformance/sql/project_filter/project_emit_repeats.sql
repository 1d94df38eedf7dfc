-- project_filter/project_emit_repeats: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `salary` + `bonus` AS `total`, `id`, `salary` + `bonus` AS `total_again`
FROM {src1}
