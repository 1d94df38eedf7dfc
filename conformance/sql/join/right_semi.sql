-- join/right_semi: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c2_0 AS `k`, _c2_1 AS `rv`
FROM (
  SELECT `k` AS _c2_0, `rv` AS _c2_1
  FROM {src2}
) AS _q1
WHERE _c2_0 IN (
  SELECT `k` AS _c1_0
  FROM {src1}
)
