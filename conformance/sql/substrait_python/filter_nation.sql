-- substrait_python/filter_nation: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c1_0 AS `n_nationkey`, _c1_1 AS `n_name`, _c1_2 AS `n_regionkey`, _c1_3 AS `n_comment`
FROM (
  SELECT `n_nationkey` AS _c1_0, `n_name` AS _c1_1, `n_regionkey` AS _c1_2, `n_comment` AS _c1_3
  FROM {src1}
) AS _q1
WHERE _c1_2 = 1
