-- naming/rule_operator_spaces: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT 1 + 2 AS `(1 + 2)`
FROM (
  SELECT 1 AS _nocols
  FROM range(0, 1)
) AS _q1
