-- read/parquet_slice_no_midpoint: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT CAST(`id` AS INT) AS `id`, CAST(`name` AS STRING) AS `name`, CAST(`price` AS DECIMAL(10,2)) AS `price`, CAST(`day` AS DATE) AS `day`
FROM {src1}
