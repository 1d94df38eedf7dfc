-- nested_reference/list_negative_then_struct: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `id`, CAST(`get`(`ls`, `size`(`ls`) + (-1)) AS STRUCT<_f0: INT, _f1: STRING>)._f0 AS `ls_last_0`
FROM {src1}
