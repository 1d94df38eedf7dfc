-- aggregate/emit: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT CAST(`min`(`id`) AS INT) AS `first_id`, `dept`
FROM {src1}
GROUP BY `dept`
