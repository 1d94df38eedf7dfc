-- naming/function_with_operators: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT CAST(_c1_0 + CAST(CASE WHEN `abs`(CAST(_c1_0 AS DECIMAL(38,0))) IS NULL OR TRY_CAST(`abs`(CAST(_c1_0 AS DECIMAL(38,0))) AS INT) IS NOT NULL THEN `abs`(CAST(_c1_0 AS DECIMAL(38,0))) ELSE `raise_error`('abs: overflow of i32') END AS INT) AS INT) AS `(t1.id + abs(t1.id))`, CAST(CASE WHEN `abs`(CAST(CAST(_c1_0 * _c1_0 AS INT) AS DECIMAL(38,0))) IS NULL OR TRY_CAST(`abs`(CAST(CAST(_c1_0 * _c1_0 AS INT) AS DECIMAL(38,0))) AS INT) IS NOT NULL THEN `abs`(CAST(CAST(_c1_0 * _c1_0 AS INT) AS DECIMAL(38,0))) ELSE `raise_error`('abs: overflow of i32') END AS INT) AS `abs((t1.id * t1.id))`
FROM (
  SELECT `id` AS _c1_0, `a` AS _c1_1
  FROM {src1}
) AS _q1
