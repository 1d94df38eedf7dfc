-- read/named_table_best_effort_filter: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT *
FROM {src1}
WHERE `salary` > 55 AND `dept` = 'eng' AND `dept` = 'eng' AND CAST(`upper`(`grade`) AS STRING) = 'A'
