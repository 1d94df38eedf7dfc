-- nested_reference/list_then_struct: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `id`, CAST(`get`(`ls`, 0) AS STRUCT<_f0: INT, _f1: STRING>)._f1 AS `ls0_1`
FROM {src1}
