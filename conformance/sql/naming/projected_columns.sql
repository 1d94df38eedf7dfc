-- naming/projected_columns: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c1_0 AS `id`, _c1_1 AS `a`, _c2_0 AS `id`, _c2_1 AS `b`
FROM (
  SELECT `id` AS _c1_0, `a` AS _c1_1
  FROM {src1}
) AS _q1 JOIN (
  SELECT `id` AS _c2_0, `b` AS _c2_1
  FROM {src2}
) AS _q2 ON _c1_0 = _c2_0
