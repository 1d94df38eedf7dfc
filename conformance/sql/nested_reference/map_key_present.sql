-- nested_reference/map_key_present: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `id`, `try_element_at`(`m`, 'a') AS `ma`
FROM {src1}
