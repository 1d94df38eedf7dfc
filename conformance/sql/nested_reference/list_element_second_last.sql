-- nested_reference/list_element_second_last: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `id`, `get`(`l`, `size`(`l`) + (-2)) AS `second_last`
FROM {src1}
