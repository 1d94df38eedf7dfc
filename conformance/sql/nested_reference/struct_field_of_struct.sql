-- nested_reference/struct_field_of_struct: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c1_0 AS `id`, CAST(CAST(_c1_1 AS STRUCT<_f0: INT, _f1: STRUCT<_f0: STRING, _f1: BIGINT>>)._f1 AS STRUCT<_f0: STRING, _f1: BIGINT>)._f0 AS `s10`, CAST(CAST(_c1_1 AS STRUCT<_f0: INT, _f1: STRUCT<_f0: STRING, _f1: BIGINT>>)._f1 AS STRUCT<_f0: STRING, _f1: BIGINT>)._f1 AS `s11`
FROM (
  SELECT `id` AS _c1_0, `s` AS _c1_1, `l` AS _c1_2, `m` AS _c1_3, `ls` AS _c1_4
  FROM {src1}
) AS _q1
