-- naming/rule_operator_parenthesised: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT CAST(CASE WHEN (- CAST(2 AS DECIMAL(38,0))) IS NULL OR TRY_CAST((- CAST(2 AS DECIMAL(38,0))) AS INT) IS NOT NULL THEN (- CAST(2 AS DECIMAL(38,0))) ELSE `raise_error`('negate: overflow of i32') END AS INT) AS `(- 2)`
FROM (
  SELECT 1 AS _nocols
  FROM range(0, 1)
) AS _q1
