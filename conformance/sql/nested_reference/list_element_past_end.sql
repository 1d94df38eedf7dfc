-- nested_reference/list_element_past_end: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `id`, `get`(`l`, 5) AS `l5`
FROM {src1}
