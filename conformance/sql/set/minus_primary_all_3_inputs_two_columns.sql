-- set/minus_primary_all_3_inputs_two_columns: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c1_0 AS `a`, _c1_1 AS `b`
FROM (
  SELECT `a` AS _c1_0, `b` AS _c1_1
  FROM {src1}
  EXCEPT ALL
  SELECT *
  FROM (
    SELECT `a` AS _c2_0, `b` AS _c2_1
    FROM {src2}
    UNION ALL
    SELECT `a` AS _c3_0, `b` AS _c3_1
    FROM {src3}
  ) AS _q1
) AS _q2
