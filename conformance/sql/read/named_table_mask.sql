-- read/named_table_mask: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `id`, `salary`
FROM {src1}
