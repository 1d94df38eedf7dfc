-- fetch/count_zero: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT *
FROM {src1}
ORDER BY `id` ASC NULLS LAST
LIMIT 0
