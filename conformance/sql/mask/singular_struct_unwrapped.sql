-- mask/singular_struct_unwrapped: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT CAST(`c0` AS STRUCT<_f0: INT, _f1: ARRAY<STRUCT<_f0: INT, _f1: STRING, _f2: STRING>>, _f2: INT>)._f2 AS `c0_2`, `c3`
FROM {src1}
