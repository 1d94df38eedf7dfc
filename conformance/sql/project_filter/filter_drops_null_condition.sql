-- project_filter/filter_drops_null_condition: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT *
FROM {src1}
WHERE `bonus` > 4
