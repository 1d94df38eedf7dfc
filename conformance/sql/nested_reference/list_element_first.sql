-- nested_reference/list_element_first: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `id`, `get`(`l`, 0) AS `l0`
FROM {src1}
