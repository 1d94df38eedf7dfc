-- nested_reference/list_element_in_filter: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `id`
FROM {src1}
WHERE `get`(`l`, `size`(`l`) + (-1)) > 3
