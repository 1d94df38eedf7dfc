-- nested_reference/struct_field: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `id`, CAST(`s` AS STRUCT<_f0: INT, _f1: STRUCT<_f0: STRING, _f1: BIGINT>>)._f0 AS `s0`
FROM {src1}
