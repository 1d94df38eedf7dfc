-- read/parquet_filter_mask: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c1_0 AS `id`, _c1_2 AS `price`
FROM (
  SELECT CAST(`id` AS INT) AS _c1_0, CAST(`name` AS STRING) AS _c1_1, CAST(`price` AS DECIMAL(10,2)) AS _c1_2, CAST(`day` AS DATE) AS _c1_3
  FROM {src1}
) AS _q1
WHERE _c1_2 > CAST(10.00BD AS DECIMAL(10,2))
