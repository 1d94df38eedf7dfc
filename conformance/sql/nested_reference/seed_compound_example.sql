-- nested_reference/seed_compound_example: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `id`, CAST(`try_element_at`(CAST(`get`(CAST(`a` AS STRUCT<_f0: ARRAY<STRUCT<_f0: MAP<STRING, STRUCT<_f0: INT>>>>>)._f0, 2) AS STRUCT<_f0: MAP<STRING, STRUCT<_f0: INT>>>)._f0, 'my_map_key') AS STRUCT<_f0: INT>)._f0 AS `x`
FROM {src1}
