-- naming/project_literals: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT 1 AS `1`, 2 + 5 AS `(2 + 5)`, 'foo_bar' AS `foo_bar`
FROM (
  SELECT 1 AS _nocols
  FROM range(0, 1)
) AS _q1
