-- lambda/transform: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `id`, CAST(`transform`(`l`, _l1 -> CAST(_l1 * 2 AS INT)) AS ARRAY<INT>) AS `doubled`
FROM {src1}
