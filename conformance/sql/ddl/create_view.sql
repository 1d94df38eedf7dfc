-- ddl/create_view: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
-- create_view golden_d_view (CREATE)
SELECT `id` AS _w0, `dept` AS _w1
FROM {src1}
WHERE `salary` >= 70
