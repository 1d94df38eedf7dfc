-- sort/two_keys_nulls_first: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT *
FROM {src1}
ORDER BY `grade` DESC NULLS FIRST, `bonus` ASC NULLS FIRST, `id` DESC NULLS LAST
