-- naming/rule_compound_qualified: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `c1` + `c2` AS `(t3.c1 + t3.c2)`
FROM {src1}
