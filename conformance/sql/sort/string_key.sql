-- sort/string_key: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT *
FROM {src1}
ORDER BY `dept` DESC NULLS LAST, `id` ASC NULLS LAST
