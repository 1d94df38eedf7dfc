-- sort/score_desc_nulls_last: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT *
FROM {src1}
ORDER BY `score` DESC NULLS LAST
