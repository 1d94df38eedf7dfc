-- naming/rule_string_literal_unquoted: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT 'foo' AS `foo`
FROM (
  SELECT 1 AS _nocols
  FROM range(0, 1)
) AS _q1
