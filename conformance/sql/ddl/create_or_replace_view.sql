-- ddl/create_or_replace_view: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
-- create_view golden_d_view2 (CREATE_OR_REPLACE)
SELECT `id` AS _w0, `dept` AS _w1
FROM {src1}
WHERE `salary` >= 70
