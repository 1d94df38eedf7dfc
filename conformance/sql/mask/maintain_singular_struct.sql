-- mask/maintain_singular_struct: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT CASE WHEN `c0` IS NULL THEN CAST(NULL AS STRUCT<_f0: INT>) ELSE `named_struct`('_f0', CAST(`c0` AS STRUCT<_f0: INT, _f1: ARRAY<STRUCT<_f0: INT, _f1: STRING, _f2: STRING>>, _f2: INT>)._f2) END AS _c2_0, `c3` AS _c2_1
FROM {src1}
