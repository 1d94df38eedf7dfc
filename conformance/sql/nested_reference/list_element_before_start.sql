-- nested_reference/list_element_before_start: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `id`, `get`(`l`, `size`(`l`) + (-6)) AS `lm6`
FROM {src1}
