-- read/named_table: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `id`, `dept`, `grade`, `salary`, `bonus`, `score`
FROM {src1}
