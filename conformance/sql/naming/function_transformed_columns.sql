-- naming/function_transformed_columns: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT CAST(CASE WHEN `abs`(CAST(`id` AS DECIMAL(38,0))) IS NULL OR TRY_CAST(`abs`(CAST(`id` AS DECIMAL(38,0))) AS INT) IS NOT NULL THEN `abs`(CAST(`id` AS DECIMAL(38,0))) ELSE `raise_error`('abs: overflow of i32') END AS INT) AS `abs(t1.id)`, CAST(CASE WHEN _g1 IS NULL OR TRY_CAST(_g1 AS INT) IS NOT NULL THEN _g1 ELSE `raise_error`('abs: overflow of i32') END AS INT) AS `abs((- t1.id))`
FROM (
  SELECT *, `abs`(CAST(CAST(CASE WHEN (- CAST(`id` AS DECIMAL(38,0))) IS NULL OR TRY_CAST((- CAST(`id` AS DECIMAL(38,0))) AS INT) IS NOT NULL THEN (- CAST(`id` AS DECIMAL(38,0))) ELSE `raise_error`('negate: overflow of i32') END AS INT) AS DECIMAL(38,0))) AS _g1
  FROM {src1}
) AS _q1
