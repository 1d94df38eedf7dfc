-- join/left_mark_compound_condition: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
WITH
_shared_c3_0 AS (
  SELECT `k` AS _c1_0, `lv` AS _c1_1
  FROM {src1}
)
SELECT _c6_0 AS `k`, _c6_1 AS `lv`, CASE WHEN _c5_2 = 2 THEN TRUE WHEN _c5_2 = 1 THEN CAST(NULL AS BOOLEAN) ELSE FALSE END AS `mark`
FROM (
  SELECT _c1_0 AS _c6_0, _c1_1 AS _c6_1
  FROM _shared_c3_0
) AS _q1 LEFT OUTER JOIN (
  SELECT _c1_0 AS _c5_0, _c1_1 AS _c5_1, `max`(`coalesce`(CASE WHEN _c4_0 IS NULL THEN 0 WHEN _c1_0 = _c2_0 AND _c2_1 <> 'r2b' THEN 2 WHEN (_c1_0 = _c2_0 AND _c2_1 <> 'r2b') IS NULL THEN 1 END, 0)) AS _c5_2
  FROM (
    SELECT DISTINCT *
    FROM _shared_c3_0
  ) AS _q2 LEFT OUTER JOIN (
    SELECT `k` AS _c2_0, `rv` AS _c2_1, 1 AS _c4_0
    FROM {src2}
  ) AS _q3 ON _c1_0 = _c2_0 AND _c2_1 <> 'r2b' OR (_c1_0 = _c2_0 AND _c2_1 <> 'r2b') IS NULL
  GROUP BY _c1_0, _c1_1
) AS _q4 ON _c6_0 <=> _c5_0 AND _c6_1 <=> _c5_1
