-- mask/maintain_singular_struct: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT CASE WHEN _c1_0 IS NULL THEN CAST(NULL AS STRUCT<_f0: INT>) ELSE `named_struct`('_f0', CAST(_c1_0 AS STRUCT<_f0: INT, _f1: ARRAY<STRUCT<_f0: INT, _f1: STRING, _f2: STRING>>, _f2: INT>)._f2) END AS _c2_0, _c1_3 AS _c2_1
FROM (
  SELECT `c0` AS _c1_0, `c3` AS _c1_3
  FROM {src1}
) AS _q1
