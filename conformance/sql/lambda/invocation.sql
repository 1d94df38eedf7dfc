-- lambda/invocation: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `id`, (`id` + 1) * (`id` + 1) + `id` AS `v`
FROM {src1}
