-- mask/seed_example_named_table: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT CASE WHEN _c1_0 IS NULL THEN CAST(NULL AS STRUCT<_f0: INT, _f1: ARRAY<STRUCT<_f0: INT, _f1: STRING>>>) ELSE `named_struct`('_f0', CAST(_c1_0 AS STRUCT<_f0: INT, _f1: ARRAY<STRUCT<_f0: INT, _f1: STRING, _f2: STRING>>, _f2: INT>)._f0, '_f1', `transform`(`concat`(`slice`(CAST(_c1_0 AS STRUCT<_f0: INT, _f1: ARRAY<STRUCT<_f0: INT, _f1: STRING, _f2: STRING>>, _f2: INT>)._f1, `greatest`(0, 0) + 1, `greatest`(5 - `greatest`(0, 0), 0))), _l1 -> CASE WHEN _l1 IS NULL THEN CAST(NULL AS STRUCT<_f0: INT, _f1: STRING>) ELSE `named_struct`('_f0', CAST(_l1 AS STRUCT<_f0: INT, _f1: STRING, _f2: STRING>)._f0, '_f1', CAST(_l1 AS STRUCT<_f0: INT, _f1: STRING, _f2: STRING>)._f2) END)) END AS _c2_0, _c1_2 AS _c2_1, _c1_3 AS _c2_2
FROM (
  SELECT `c0` AS _c1_0, `c2` AS _c1_2, `c3` AS _c1_3
  FROM {src1}
) AS _q1
