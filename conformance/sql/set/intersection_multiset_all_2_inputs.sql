-- set/intersection_multiset_all_2_inputs: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c1_0 AS `a`
FROM (
  SELECT `a` AS _c1_0
  FROM {src1}
  INTERSECT ALL
  SELECT `a` AS _c3_0
  FROM {src2}
) AS _q1
