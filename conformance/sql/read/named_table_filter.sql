-- read/named_table_filter: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT *
FROM {src1}
WHERE `salary` > 60
