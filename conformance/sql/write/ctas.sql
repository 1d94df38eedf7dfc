-- write/ctas: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
-- ctas golden_w_ctas (UNSPECIFIED)
SELECT `id` AS _w0, `dept` AS _w1
FROM {src1}
WHERE `salary` >= 70
