-- read/named_table: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT *
FROM {src1}
