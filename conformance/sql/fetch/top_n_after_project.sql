-- fetch/top_n_after_project: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `id`, `salary`
FROM {src1}
ORDER BY `salary` DESC NULLS LAST, `id` ASC NULLS LAST
LIMIT 3
