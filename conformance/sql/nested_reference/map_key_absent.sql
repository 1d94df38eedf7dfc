-- nested_reference/map_key_absent: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `id`, `try_element_at`(`m`, 'zz') AS `mzz`
FROM {src1}
