-- nested_reference/list_element_third: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `id`, `get`(`l`, 2) AS `l2`
FROM {src1}
