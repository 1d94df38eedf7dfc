-- naming/rule_compound_qualified: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT CAST(_c1_0 + _c1_1 AS DOUBLE) AS `(t3.c1 + t3.c2)`
FROM (
  SELECT `c1` AS _c1_0, `c2` AS _c1_1
  FROM {src1}
) AS _q1
