-- aggregate/grouping_only: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c2_0 AS `grade`
FROM (
  SELECT DISTINCT `grade` AS _c2_0
  FROM {src1}
) AS _q1
