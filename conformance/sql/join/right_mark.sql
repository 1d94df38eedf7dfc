-- join/right_mark: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
WITH
_shared_c3_0 AS (
  SELECT `k` AS _c1_0, `lv` AS _c1_1
  FROM {src1}
)
SELECT _c2_0 AS `k`, _c2_1 AS `rv`, CASE WHEN _c4_1 IS NOT NULL THEN TRUE WHEN (
  SELECT TRUE AS _c4_2
  FROM _shared_c3_0
  WHERE _c1_0 IS NULL
  LIMIT 1
) IS NOT NULL OR _c2_0 IS NULL AND (
  SELECT TRUE AS _c4_2
  FROM _shared_c3_0
  LIMIT 1
) IS NOT NULL THEN CAST(NULL AS BOOLEAN) ELSE FALSE END AS `mark`
FROM (
  SELECT `k` AS _c2_0, `rv` AS _c2_1, _c4_0, _c4_1
  FROM {src2} LEFT OUTER JOIN (
    SELECT DISTINCT _c1_0 AS _c4_0, TRUE AS _c4_1
    FROM _shared_c3_0
    WHERE _c1_0 IS NOT NULL
  ) AS _q1 ON `k` = _c4_0
) AS _q2
