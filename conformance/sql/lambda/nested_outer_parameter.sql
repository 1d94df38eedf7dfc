-- lambda/nested_outer_parameter: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `id`, CAST(`transform`(`l`, _l1 -> CAST(`transform`(`l`, _l2 -> CAST(_l2 * _l1 AS INT)) AS ARRAY<INT>)) AS ARRAY<ARRAY<INT>>) AS `products`
FROM {src1}
