-- aggregate/grouping_sets_measure_of_key: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
WITH
_shared_c4_0 AS (
  SELECT `id` AS _c1_0, `dept` AS _c1_1, `grade` AS _c1_2, `salary` AS _c1_3, `bonus` AS _c1_4, `score` AS _c1_5
  FROM {src1}
)
SELECT _c2_0 AS `bonus`, _c3_0 AS `n_bonus`, _c3_1 AS `total_bonus`, _c6_0 AS `set_index`
FROM (
  SELECT _c2_0, _c3_0, _c3_1, CAST(_c5_0 AS INT) AS _c6_0
  FROM (
    SELECT _c1_4 AS _c2_0, `count`(_c1_4) AS _c3_0, CAST(`sum`(_c1_4) AS BIGINT) AS _c3_1, `grouping_id`() AS _c5_0
    FROM _shared_c4_0
    GROUP BY _c1_4 GROUPING SETS ((_c1_4), ())
  ) AS _q1
  UNION ALL
  SELECT *
  FROM (
    SELECT CAST(NULL AS INT) AS _c2_0, _c3_0, _c3_1, 1 AS _c6_0
    FROM (
      SELECT `count`(_c1_4) AS _c3_0, CAST(`sum`(_c1_4) AS BIGINT) AS _c3_1
      FROM _shared_c4_0
      WHERE FALSE
    ) AS _q2
  ) AS _q3
  WHERE `not`(EXISTS (
    SELECT *
    FROM _shared_c4_0
  ))
) AS _q4
