-- project_filter/project_appends: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c1_0 AS `id`, _c1_1 AS `dept`, _c1_2 AS `grade`, _c1_3 AS `salary`, _c1_4 AS `bonus`, _c1_5 AS `score`, _c2_0 AS `total`, _c2_1 AS `neg_id`
FROM (
  SELECT *, CAST(_c1_3 + _c1_4 AS INT) AS _c2_0, CAST(CASE WHEN (- CAST(_c1_0 AS DECIMAL(38,0))) IS NULL OR TRY_CAST((- CAST(_c1_0 AS DECIMAL(38,0))) AS INT) IS NOT NULL THEN (- CAST(_c1_0 AS DECIMAL(38,0))) ELSE `raise_error`('negate: overflow of i32') END AS INT) AS _c2_1
  FROM (
    SELECT `id` AS _c1_0, `dept` AS _c1_1, `grade` AS _c1_2, `salary` AS _c1_3, `bonus` AS _c1_4, `score` AS _c1_5
    FROM {src1}
  ) AS _q1
) AS _q2
