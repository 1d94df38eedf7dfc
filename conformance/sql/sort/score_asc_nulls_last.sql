-- sort/score_asc_nulls_last: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT *
FROM {src1}
ORDER BY `score` ASC NULLS LAST
