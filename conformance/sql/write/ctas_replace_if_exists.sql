-- write/ctas_replace_if_exists: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
-- ctas golden_w_over (REPLACE_IF_EXISTS)
SELECT _c1_0 AS _w0, _c1_1 AS _w1
FROM (
  SELECT `id` AS _c1_0, `dept` AS _c1_1, `grade` AS _c1_2, `salary` AS _c1_3, `bonus` AS _c1_4, `score` AS _c1_5
  FROM {src1}
) AS _q1
WHERE _c1_3 >= 70
