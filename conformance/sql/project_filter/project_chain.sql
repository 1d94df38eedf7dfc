-- project_filter/project_chain: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT CAST(CAST(`salary` * 2 AS INT) - `id` AS INT) AS `x`
FROM {src1}
