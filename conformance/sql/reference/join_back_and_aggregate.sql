-- reference/join_back_and_aggregate: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
WITH
_shared0 AS (
  SELECT `dept` AS _c3_0, CAST(`sum`(`salary`) AS BIGINT) AS _c4_0
  FROM {src1}
  WHERE `dept` IS NOT NULL
  GROUP BY `dept`
)
SELECT `id`, `salary`, _c4_0 AS `dept_total`, _c8_0 AS `max_total`
FROM {src1} JOIN _shared0 ON `dept` = _c3_0 CROSS JOIN (
  SELECT CAST(`max`(_c4_0) AS BIGINT) AS _c8_0
  FROM _shared0
) AS _q1
