-- fetch/count_only: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT *
FROM {src1}
ORDER BY `id` ASC NULLS LAST
LIMIT 2
