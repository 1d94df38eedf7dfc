-- nested_reference/list_element_last: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `id`, `get`(`l`, `size`(`l`) + (-1)) AS `last`
FROM {src1}
