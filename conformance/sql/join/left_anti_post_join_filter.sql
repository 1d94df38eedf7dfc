-- join/left_anti_post_join_filter: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c1_0 AS `k`, _c1_1 AS `lv`
FROM (
  SELECT `k` AS _c1_0, `lv` AS _c1_1
  FROM {src1}
) AS _q1 LEFT ANTI JOIN (
  SELECT `k` AS _c2_0, `rv` AS _c2_1
  FROM {src2}
) AS _q2 ON _c1_0 = _c2_0 AND _c2_1 <> 'r1'
