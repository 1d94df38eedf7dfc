-- read/named_table_filter: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c1_0 AS `id`, _c1_1 AS `dept`, _c1_2 AS `grade`, _c1_3 AS `salary`, _c1_4 AS `bonus`, _c1_5 AS `score`
FROM (
  SELECT `id` AS _c1_0, `dept` AS _c1_1, `grade` AS _c1_2, `salary` AS _c1_3, `bonus` AS _c1_4, `score` AS _c1_5
  FROM {src1}
) AS _q1
WHERE _c1_3 > 60
