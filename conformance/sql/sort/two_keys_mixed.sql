-- sort/two_keys_mixed: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT *
FROM {src1}
ORDER BY `dept` ASC NULLS LAST, `salary` DESC NULLS FIRST, `id` ASC NULLS FIRST
