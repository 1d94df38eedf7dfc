-- aggregate/grouping_sets_reordered: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c2_0 AS `dept`, _c2_1 AS `grade`, _c3_0 AS `total`, _c3_1 AS `n`, CASE WHEN _c4_0 = 1L THEN 0 WHEN _c4_0 = 0L THEN 1 ELSE 2 END AS `set_index`
FROM (
  SELECT `grade` AS _c2_1, `dept` AS _c2_0, CAST(`sum`(`salary`) AS BIGINT) AS _c3_0, `count`(1) AS _c3_1, `grouping_id`() AS _c4_0
  FROM {src1}
  GROUP BY `grade`, `dept` GROUPING SETS ((`grade`), (`grade`, `dept`), ())
) AS _q1
