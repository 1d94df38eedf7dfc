-- set/minus_multiset_2_inputs: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c1_0 AS `a`
FROM (
  SELECT _c1_0, `explode`(`array_repeat`(1, CAST(`greatest`(_c5_1_0 - _c5_1_1, 0) AS INT))) AS _c6_0
  FROM (
    SELECT _c1_0, `count`(CASE WHEN _c5_0 = 0 THEN 1 END) AS _c5_1_0, `count`(CASE WHEN _c5_0 = 1 THEN 1 END) AS _c5_1_1
    FROM (
      SELECT `a` AS _c1_0, 0 AS _c5_0
      FROM {src1}
      UNION ALL
      SELECT `a` AS _c1_0, 1 AS _c5_0
      FROM {src2}
    ) AS _q1
    GROUP BY _c1_0
  ) AS _q2
  WHERE `greatest`(_c5_1_0 - _c5_1_1, 0) > 0
) AS _q3
