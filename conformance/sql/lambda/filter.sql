-- lambda/filter: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `id`, CAST(`filter`(`l`, _l1 -> _l1 > 2) AS ARRAY<INT>) AS `kept`
FROM {src1}
