-- aggregate/grouping_sets_measure_of_key: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c2_0 AS `bonus`, _c3_0 AS `n_bonus`, _c3_1 AS `total_bonus`, CAST(_c4_0 AS INT) AS `set_index`
FROM (
  SELECT `bonus` AS _c2_0, `count`(`bonus`) AS _c3_0, CAST(`sum`(`bonus`) AS BIGINT) AS _c3_1, `grouping_id`() AS _c4_0
  FROM {src1}
  GROUP BY `bonus` GROUPING SETS ((`bonus`), ())
) AS _q1
