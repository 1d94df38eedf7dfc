-- reference/self_join: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
WITH
_shared0 AS (
  SELECT `dept` AS _c2_0, CAST(`sum`(`salary`) AS BIGINT) AS _c3_0
  FROM {src1}
  WHERE `dept` IS NOT NULL
  GROUP BY `dept`
)
SELECT _c4_0 AS `dept`, _c4_1 AS `total`, _c5_0 AS `dept2`, _c5_1 AS `total2`
FROM (
  SELECT _c2_0 AS _c4_0, _c3_0 AS _c4_1
  FROM _shared0
) AS _q1 JOIN (
  SELECT _c2_0 AS _c5_0, _c3_0 AS _c5_1
  FROM _shared0
) AS _q2 ON _c4_1 < _c5_1
