-- naming/rule_function_lowercase: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT CAST(`avg`(_c1_0) AS DOUBLE) AS `avg(t3.c1)`
FROM (
  SELECT `c1` AS _c1_0, `c2` AS _c1_1
  FROM {src1}
) AS _q1
