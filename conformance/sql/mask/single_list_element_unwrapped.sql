-- mask/single_list_element_unwrapped: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `get`(CAST(`c0` AS STRUCT<_f0: INT, _f1: ARRAY<STRUCT<_f0: INT, _f1: STRING, _f2: STRING>>, _f2: INT>)._f1, 0) AS _c2_0, `c2` AS _c2_1
FROM {src1}
