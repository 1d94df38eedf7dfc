-- aggregate/measure_filter_no_grouping: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `count`(CASE WHEN `dept` = 'eng' THEN 1 END) AS `n_eng`, CAST(`max`(CASE WHEN `dept` = 'eng' THEN `score` END) AS DOUBLE) AS `best_eng`
FROM {src1}
