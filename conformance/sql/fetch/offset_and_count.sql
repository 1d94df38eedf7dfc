-- fetch/offset_and_count: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT *
FROM {src1}
ORDER BY `id` ASC NULLS LAST
LIMIT 3
OFFSET 2
