-- read/named_table_best_effort_only: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT *
FROM {src1}
WHERE `id` < 4
