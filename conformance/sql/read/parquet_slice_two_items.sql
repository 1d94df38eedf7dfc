-- read/parquet_slice_two_items: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c1_0 AS `id`, _c1_1 AS `name`, _c1_2 AS `price`, _c1_3 AS `day`
FROM (
  SELECT CAST(`id` AS INT) AS _c1_0, CAST(`name` AS STRING) AS _c1_1, CAST(`price` AS DECIMAL(10,2)) AS _c1_2, CAST(`day` AS DATE) AS _c1_3
  FROM {src1}
  UNION ALL
  SELECT CAST(`id` AS INT) AS _c1_0, CAST(`name` AS STRING) AS _c1_1, CAST(`price` AS DECIMAL(10,2)) AS _c1_2, CAST(`day` AS DATE) AS _c1_3
  FROM {src2}
) AS _q1
