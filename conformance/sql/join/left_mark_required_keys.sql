-- join/left_mark_required_keys: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `id`, `dept`, `grade`, `salary`, `bonus`, `score`, _c3_1 IS NOT NULL AS `mark`
FROM {src1} LEFT OUTER JOIN (
  SELECT DISTINCT `id` AS _c3_0, TRUE AS _c3_1
  FROM {src1}
  WHERE `salary` > 60 AND `id` IS NOT NULL
) AS _q1 ON `id` = _c3_0
