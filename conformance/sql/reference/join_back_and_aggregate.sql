-- reference/join_back_and_aggregate: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
WITH
_shared0 AS (
  SELECT _c2_1 AS _c3_0, CAST(`sum`(_c2_3) AS BIGINT) AS _c4_0
  FROM (
    SELECT `id` AS _c2_0, `dept` AS _c2_1, `grade` AS _c2_2, `salary` AS _c2_3, `bonus` AS _c2_4, `score` AS _c2_5
    FROM {src1}
  ) AS _q2
  WHERE _c2_1 IS NOT NULL
  GROUP BY _c2_1
)
SELECT _c1_0 AS `id`, _c1_3 AS `salary`, _c5_1 AS `dept_total`, _c8_0 AS `max_total`
FROM (
  SELECT _c1_0, _c1_3, _c5_1
  FROM (
    SELECT `id` AS _c1_0, `dept` AS _c1_1, `grade` AS _c1_2, `salary` AS _c1_3, `bonus` AS _c1_4, `score` AS _c1_5
    FROM {src1}
  ) AS _q1 JOIN (
    SELECT _c3_0 AS _c5_0, _c4_0 AS _c5_1
    FROM _shared0
  ) AS _q3 ON _c1_1 = _c5_0
) AS _q4 CROSS JOIN (
  SELECT CAST(`max`(_c6_1) AS BIGINT) AS _c8_0
  FROM (
    SELECT _c3_0 AS _c6_0, _c4_0 AS _c6_1
    FROM _shared0
  ) AS _q5
) AS _q6
