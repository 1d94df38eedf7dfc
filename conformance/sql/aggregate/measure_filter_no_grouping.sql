-- aggregate/measure_filter_no_grouping: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT CAST(`count`(CASE WHEN _c1_1 = 'eng' THEN 1 END) AS BIGINT) AS `n_eng`, CAST(`max`(CASE WHEN _c1_1 = 'eng' THEN _c1_5 END) AS DOUBLE) AS `best_eng`
FROM (
  SELECT `id` AS _c1_0, `dept` AS _c1_1, `grade` AS _c1_2, `salary` AS _c1_3, `bonus` AS _c1_4, `score` AS _c1_5
  FROM {src1}
) AS _q1
