-- aggregate/grouping_sets_repeated: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
WITH
_shared_c5_0 AS (
  SELECT `id` AS _c1_0, `dept` AS _c1_1, `grade` AS _c1_2, `salary` AS _c1_3, `bonus` AS _c1_4, `score` AS _c1_5, `dept` AS _c4_0
  FROM {src1}
)
SELECT _c2_0 AS `dept`, _c3_0 AS `n`, _c6_0 AS `set_index`
FROM (
  SELECT _c2_0_0 AS _c2_0, _c3_0_0 AS _c3_0, 0 AS _c6_0
  FROM (
    SELECT _c4_0 AS _c2_0_0, `count`(1) AS _c3_0_0
    FROM _shared_c5_0
    GROUP BY _c4_0
  ) AS _q1
  UNION ALL
  SELECT _c2_0_1 AS _c2_0, _c3_0_1 AS _c3_0, 1 AS _c6_0
  FROM (
    SELECT _c4_0 AS _c2_0_1, `count`(1) AS _c3_0_1
    FROM _shared_c5_0
    GROUP BY _c4_0
  ) AS _q2
  UNION ALL
  SELECT CAST(NULL AS STRING) AS _c2_0, _c3_0_2 AS _c3_0, 2 AS _c6_0
  FROM (
    SELECT `count`(1) AS _c3_0_2
    FROM _shared_c5_0
  ) AS _q3
) AS _q4
