-- tpch_datafusion/q11: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c7_0 AS `ps_partkey`, _c8_0 AS `value`
FROM (
  SELECT *
  FROM (
    SELECT _c1_0 AS _c7_0, CAST(`sum`(CAST(_c1_3 * CAST(_c1_2 AS DECIMAL(20,0)) AS DECIMAL(36,2))) AS DECIMAL(38,2)) AS _c8_0
    FROM (
      SELECT _c1_0, _c1_2, _c1_3, _c2_3
      FROM (
        SELECT `ps_partkey` AS _c1_0, `ps_suppkey` AS _c1_1, `ps_availqty` AS _c1_2, `ps_supplycost` AS _c1_3
        FROM {src1}
      ) AS _q1 JOIN (
        SELECT `s_suppkey` AS _c2_0, `s_nationkey` AS _c2_3
        FROM {src2}
      ) AS _q2 ON _c1_1 = _c2_0
    ) AS _q3 JOIN (
      SELECT _c4_0
      FROM (
        SELECT `n_nationkey` AS _c4_0, `n_name` AS _c4_1
        FROM {src3}
      ) AS _q4
      WHERE _c4_1 = 'GERMANY'
    ) AS _q5 ON _c2_3 = _c4_0
    GROUP BY _c1_0
  ) AS _q6
  WHERE CAST(_c8_0 AS DECIMAL(38,15)) > (
    SELECT CAST(CAST(CAST(_c16_0 AS DOUBLE) * 0.0001D AS DOUBLE) AS DECIMAL(38,15)) AS _c17_0
    FROM (
      SELECT CAST(`sum`(CAST(_c9_3 * CAST(_c9_2 AS DECIMAL(20,0)) AS DECIMAL(36,2))) AS DECIMAL(38,2)) AS _c16_0
      FROM (
        SELECT _c9_2, _c9_3, _c10_3
        FROM (
          SELECT `ps_suppkey` AS _c9_1, `ps_availqty` AS _c9_2, `ps_supplycost` AS _c9_3
          FROM {src1}
        ) AS _q7 JOIN (
          SELECT `s_suppkey` AS _c10_0, `s_nationkey` AS _c10_3
          FROM {src2}
        ) AS _q8 ON _c9_1 = _c10_0
      ) AS _q9 JOIN (
        SELECT _c12_0
        FROM (
          SELECT `n_nationkey` AS _c12_0, `n_name` AS _c12_1
          FROM {src3}
        ) AS _q10
        WHERE _c12_1 = 'GERMANY'
      ) AS _q11 ON _c10_3 = _c12_0
    ) AS _q12
  )
  ORDER BY _c8_0 DESC NULLS FIRST
) AS _q13
