-- join/right_single: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
WITH
_shared_c3_0 AS (
  SELECT `k` AS _c2_0, `rv` AS _c2_1
  FROM {src2}
),
_shared_c4_0 AS (
  SELECT `k` AS _c1_0, `lv` AS _c1_1
  FROM {src1}
)
SELECT _c1_0 AS `lk`, _c1_1 AS `lv`, _c2_0 AS `rk`, _c2_1 AS `rv`
FROM _shared_c3_0 LEFT OUTER JOIN _shared_c4_0 ON _c1_0 = _c2_0
WHERE `coalesce`(CAST(CASE WHEN (
  SELECT TRUE AS _c6_0
  FROM (
    SELECT _c2_0, _c2_1, `count`(1) AS _c5_0
    FROM (
      SELECT DISTINCT *
      FROM _shared_c3_0
    ) AS _q1 JOIN _shared_c4_0 ON _c1_0 = _c2_0
    GROUP BY _c2_0, _c2_1
  ) AS _q2
  WHERE _c5_0 > 1
  LIMIT 1
) IS NOT NULL THEN `raise_error`('relations[0].root.input.join: single join found more than one partner') END AS BOOLEAN), TRUE)
