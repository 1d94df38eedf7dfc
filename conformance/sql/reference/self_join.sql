-- reference/self_join: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
WITH
_shared0 AS (
  SELECT _c1_1 AS _c2_0, CAST(`sum`(_c1_3) AS BIGINT) AS _c3_0
  FROM (
    SELECT `id` AS _c1_0, `dept` AS _c1_1, `grade` AS _c1_2, `salary` AS _c1_3, `bonus` AS _c1_4, `score` AS _c1_5
    FROM {src1}
  ) AS _q1
  WHERE _c1_1 IS NOT NULL
  GROUP BY _c1_1
)
SELECT _c4_0 AS `dept`, _c4_1 AS `total`, _c5_0 AS `dept2`, _c5_1 AS `total2`
FROM (
  SELECT _c2_0 AS _c4_0, _c3_0 AS _c4_1
  FROM _shared0
) AS _q2 JOIN (
  SELECT _c2_0 AS _c5_0, _c3_0 AS _c5_1
  FROM _shared0
) AS _q3 ON _c4_1 < _c5_1
