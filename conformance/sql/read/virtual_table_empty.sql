-- read/virtual_table_empty: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT CAST(NULL AS INT) AS `a`, CAST(NULL AS STRING) AS `b`
WHERE FALSE
