-- read/orc_filter_mask: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT CAST(`id` AS INT) AS `id`, CAST(`price` AS DECIMAL(10,2)) AS `price`
FROM {src1}
WHERE CAST(`price` AS DECIMAL(10,2)) > CAST(10.00BD AS DECIMAL(10,2))
