-- aggregate/measure_filter_no_grouping: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `count`(1) FILTER (WHERE `dept` = 'eng') AS `n_eng`, CAST(`max`(`score`) FILTER (WHERE `dept` = 'eng') AS DOUBLE) AS `best_eng`
FROM {src1}
