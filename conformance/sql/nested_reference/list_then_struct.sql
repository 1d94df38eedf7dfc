-- nested_reference/list_then_struct: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c1_0 AS `id`, CAST(`get`(_c1_4, 0) AS STRUCT<_f0: INT, _f1: STRING>)._f1 AS `ls0_1`
FROM (
  SELECT `id` AS _c1_0, `s` AS _c1_1, `l` AS _c1_2, `m` AS _c1_3, `ls` AS _c1_4
  FROM {src1}
) AS _q1
