-- aggregate/grouping_sets_rollup: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
WITH
_shared_c4_0 AS (
  SELECT `id` AS _c1_0, `dept` AS _c1_1, `grade` AS _c1_2, `salary` AS _c1_3, `bonus` AS _c1_4, `score` AS _c1_5
  FROM {src1}
)
SELECT _c2_0 AS `dept`, _c2_1 AS `grade`, _c3_0 AS `total`, _c3_1 AS `n`, _c6_0 AS `set_index`
FROM (
  SELECT _c2_0, _c2_1, _c3_0, _c3_1, CASE WHEN _c5_0 = 0L THEN 0 WHEN _c5_0 = 1L THEN 1 ELSE 2 END AS _c6_0
  FROM (
    SELECT _c1_1 AS _c2_0, _c1_2 AS _c2_1, CAST(`sum`(_c1_3) AS BIGINT) AS _c3_0, `count`(1) AS _c3_1, `grouping_id`() AS _c5_0
    FROM _shared_c4_0
    GROUP BY _c1_1, _c1_2 GROUPING SETS ((_c1_1, _c1_2), (_c1_1), ())
  ) AS _q1
  UNION ALL
  SELECT *
  FROM (
    SELECT CAST(NULL AS STRING) AS _c2_0, CAST(NULL AS STRING) AS _c2_1, _c3_0, _c3_1, 2 AS _c6_0
    FROM (
      SELECT CAST(`sum`(_c1_3) AS BIGINT) AS _c3_0, `count`(1) AS _c3_1
      FROM _shared_c4_0
      WHERE FALSE
    ) AS _q2
  ) AS _q3
  WHERE `not`(EXISTS (
    SELECT *
    FROM _shared_c4_0
  ))
) AS _q4
