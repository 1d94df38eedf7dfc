-- join/left_semi_post_join_filter: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c1_0 AS `k`, _c1_1 AS `lv`
FROM (
  SELECT `k` AS _c1_0, `lv` AS _c1_1
  FROM {src1}
) AS _q1
WHERE _c1_0 IS NOT NULL AND _c1_0 IN (
  SELECT `k` AS _c2_0
  FROM {src2}
  WHERE `k` IS NOT NULL AND `rv` <> 'r1'
)
