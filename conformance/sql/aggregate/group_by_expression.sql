-- aggregate/group_by_expression: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT CAST(CAST(CASE WHEN CAST(50 AS BIGINT) = 0L THEN `raise_error`('divide: division by zero') ELSE `transform`(`array`(CASE WHEN CAST(_c1_3 AS BIGINT) = (-9223372036854775808L) AND CAST(50 AS BIGINT) = (-1L) THEN 9223372036854775808BD ELSE CAST(`div`(CAST(_c1_3 AS BIGINT), CAST(50 AS BIGINT)) AS DECIMAL(38,0)) END), _l1 -> CASE WHEN _l1 IS NULL OR TRY_CAST(_l1 AS INT) IS NOT NULL THEN _l1 ELSE `raise_error`('divide: overflow of i32') END)[0] END AS INT) * 50 AS INT) AS `bucket`, CAST(`count`(1) AS BIGINT) AS `n`
FROM (
  SELECT `id` AS _c1_0, `dept` AS _c1_1, `grade` AS _c1_2, `salary` AS _c1_3, `bonus` AS _c1_4, `score` AS _c1_5
  FROM {src1}
) AS _q1
GROUP BY CAST(CAST(CASE WHEN CAST(50 AS BIGINT) = 0L THEN `raise_error`('divide: division by zero') ELSE `transform`(`array`(CASE WHEN CAST(_c1_3 AS BIGINT) = (-9223372036854775808L) AND CAST(50 AS BIGINT) = (-1L) THEN 9223372036854775808BD ELSE CAST(`div`(CAST(_c1_3 AS BIGINT), CAST(50 AS BIGINT)) AS DECIMAL(38,0)) END), _l1 -> CASE WHEN _l1 IS NULL OR TRY_CAST(_l1 AS INT) IS NOT NULL THEN _l1 ELSE `raise_error`('divide: overflow of i32') END)[0] END AS INT) * 50 AS INT)
