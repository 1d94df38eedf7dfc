-- read/named_table_filter_outside_mask: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `id`, `dept`
FROM {src1}
WHERE `salary` > 60
