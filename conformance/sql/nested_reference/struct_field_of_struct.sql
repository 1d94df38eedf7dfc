-- nested_reference/struct_field_of_struct: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `id`, CAST(CAST(`s` AS STRUCT<_f0: INT, _f1: STRUCT<_f0: STRING, _f1: BIGINT>>)._f1 AS STRUCT<_f0: STRING, _f1: BIGINT>)._f0 AS `s10`, CAST(CAST(`s` AS STRUCT<_f0: INT, _f1: STRUCT<_f0: STRING, _f1: BIGINT>>)._f1 AS STRUCT<_f0: STRING, _f1: BIGINT>)._f1 AS `s11`
FROM {src1}
