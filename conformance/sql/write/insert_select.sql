-- write/insert_select: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
-- insert golden_w_inss (UNSPECIFIED)
SELECT `id` AS _w0, `dept` AS _w1
FROM {src1}
WHERE `salary` >= 70
