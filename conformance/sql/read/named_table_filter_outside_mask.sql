-- read/named_table_filter_outside_mask: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c1_0 AS `id`, _c1_1 AS `dept`
FROM (
  SELECT `id` AS _c1_0, `dept` AS _c1_1, `salary` AS _c1_3
  FROM {src1}
) AS _q1
WHERE _c1_3 > 60
