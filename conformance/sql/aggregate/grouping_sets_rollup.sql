-- aggregate/grouping_sets_rollup: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c2_0 AS `dept`, _c2_1 AS `grade`, _c4_0 AS `total`, _c4_1 AS `n`, CASE WHEN _c5_0 = 0L THEN 0 WHEN _c5_0 = 1L THEN 1 ELSE 2 END AS `set_index`
FROM (
  SELECT _c3_0, _c1_1 AS _c2_0, _c1_2 AS _c2_1, CAST(`sum`(_c1_3) FILTER (WHERE NOT _c3_0) AS BIGINT) AS _c4_0, `count`(1) FILTER (WHERE NOT _c3_0) AS _c4_1, `grouping_id`() AS _c5_0
  FROM (
    SELECT `id` AS _c1_0, `dept` AS _c1_1, `grade` AS _c1_2, `salary` AS _c1_3, `bonus` AS _c1_4, `score` AS _c1_5, FALSE AS _c3_0
    FROM {src1}
    UNION ALL
    SELECT CAST(_v0 AS INT) AS _c1_0, CAST(_v1 AS STRING) AS _c1_1, CAST(_v2 AS STRING) AS _c1_2, CAST(_v3 AS INT) AS _c1_3, CAST(_v4 AS INT) AS _c1_4, CAST(_v5 AS DOUBLE) AS _c1_5, CAST(_v6 AS BOOLEAN) AS _c3_0
    FROM VALUES (CAST(NULL AS INT), CAST(NULL AS STRING), CAST(NULL AS STRING), CAST(NULL AS INT), CAST(NULL AS INT), CAST(NULL AS DOUBLE), TRUE) AS _q1(_v0, _v1, _v2, _v3, _v4, _v5, _v6)
  ) AS _q2
  GROUP BY _c3_0, _c1_1, _c1_2 GROUPING SETS ((_c3_0, _c1_1, _c1_2), (_c3_0, _c1_1), ())
) AS _q3
WHERE NOT `coalesce`(_c3_0, FALSE)
