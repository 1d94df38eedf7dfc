-- fetch/count_past_end: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT *
FROM {src1}
ORDER BY `id` ASC NULLS LAST
LIMIT 5
OFFSET 6
