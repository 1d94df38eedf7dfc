-- mask/singular_struct_unwrapped: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT CAST(_c1_0 AS STRUCT<_f0: INT, _f1: ARRAY<STRUCT<_f0: INT, _f1: STRING, _f2: STRING>>, _f2: INT>)._f2 AS `c0_2`, _c1_3 AS `c3`
FROM (
  SELECT `c0` AS _c1_0, `c3` AS _c1_3
  FROM {src1}
) AS _q1
