-- aggregate/grouping_sets_measure_filter: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c2_0 AS `dept`, _c2_1 AS `grade`, _c3_0 AS `total`, _c3_1 AS `n`, CASE WHEN _c4_0 = 1L THEN 0 ELSE 1 END AS `set_index`
FROM (
  SELECT `dept` AS _c2_0, `grade` AS _c2_1, CAST(`sum`(`salary`) FILTER (WHERE `bonus` > 4) AS BIGINT) AS _c3_0, `count`(1) AS _c3_1, `grouping_id`() AS _c4_0
  FROM {src1}
  GROUP BY `dept`, `grade` GROUPING SETS ((`dept`), (`grade`))
) AS _q1
