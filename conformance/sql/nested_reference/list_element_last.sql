-- nested_reference/list_element_last: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c1_0 AS `id`, `get`(_c1_2, `size`(_c1_2) + (-1)) AS `last`
FROM (
  SELECT `id` AS _c1_0, `s` AS _c1_1, `l` AS _c1_2, `m` AS _c1_3, `ls` AS _c1_4
  FROM {src1}
) AS _q1
