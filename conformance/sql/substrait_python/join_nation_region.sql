-- substrait_python/join_nation_region: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c1_0 AS `n_nationkey`, _c1_1 AS `n_name`, _c2_1 AS `r_name`
FROM (
  SELECT `n_nationkey` AS _c1_0, `n_name` AS _c1_1, `n_regionkey` AS _c1_2, `n_comment` AS _c1_3
  FROM {src1}
) AS _q1 JOIN (
  SELECT `r_regionkey` AS _c2_0, `r_name` AS _c2_1, `r_comment` AS _c2_2
  FROM {src2}
) AS _q2 ON _c1_2 = _c2_0
