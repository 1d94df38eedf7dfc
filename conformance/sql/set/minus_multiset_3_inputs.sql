-- set/minus_multiset_3_inputs: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c1_0 AS `a`
FROM (
  SELECT _c1_0, `explode`(`array_repeat`(1, CAST(`greatest`(_c7_1_0 - `least`(_c7_1_1, _c7_1_2), 0) AS INT))) AS _c8_0
  FROM (
    SELECT _c1_0, `count`(CASE WHEN _c7_0 = 0 THEN 1 END) AS _c7_1_0, `count`(CASE WHEN _c7_0 = 1 THEN 1 END) AS _c7_1_1, `count`(CASE WHEN _c7_0 = 2 THEN 1 END) AS _c7_1_2
    FROM (
      SELECT `a` AS _c1_0, 0 AS _c7_0
      FROM {src1}
      UNION ALL
      SELECT `a` AS _c1_0, 1 AS _c7_0
      FROM {src2}
      UNION ALL
      SELECT `a` AS _c1_0, 2 AS _c7_0
      FROM {src3}
    ) AS _q1
    GROUP BY _c1_0
  ) AS _q2
  WHERE `greatest`(_c7_1_0 - `least`(_c7_1_1, _c7_1_2), 0) > 0
) AS _q3
