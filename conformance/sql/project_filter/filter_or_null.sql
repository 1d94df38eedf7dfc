-- project_filter/filter_or_null: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT *
FROM {src1}
WHERE (`salary` > 75 OR `dept` IS NULL)
