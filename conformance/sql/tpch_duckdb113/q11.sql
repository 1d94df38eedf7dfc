-- tpch_duckdb113/q11: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c6_0 AS `ps_partkey`, _c7_0 AS `value`
FROM (
  SELECT _c6_0, _c7_0
  FROM (
    SELECT _c1_0 AS _c6_0, CAST(`sum`(CAST(CAST(_c1_3 AS DECIMAL(34,2)) * CAST(_c1_2 AS DECIMAL(34,0)) AS DECIMAL(34,2))) AS DECIMAL(38,2)) AS _c7_0
    FROM (
      SELECT `ps_suppkey` AS _c1_1, `ps_partkey` AS _c1_0, `ps_supplycost` AS _c1_3, `ps_availqty` AS _c1_2
      FROM {src1}
    ) AS _q1 JOIN (
      SELECT *
      FROM (
        SELECT `s_suppkey` AS _c2_0, `s_nationkey` AS _c2_3
        FROM {src2}
      ) AS _q2 JOIN (
        SELECT _c3_0
        FROM (
          SELECT `n_nationkey` AS _c3_0, `n_name` AS _c3_1
          FROM {src3}
        ) AS _q3
        WHERE _c3_1 = 'GERMANY' AND _c3_1 IS NOT NULL
      ) AS _q4 ON _c2_3 = _c3_0
    ) AS _q5 ON _c1_1 = _c2_0
    GROUP BY _c1_0
  ) AS _q6 JOIN (
    SELECT CAST(`any_value`(_c15_0) AS DECIMAL(38,12)) AS _c17_0
    FROM (
      SELECT CAST(_c14_0 * CAST(0.0001000000BD AS DECIMAL(38,10)) AS DECIMAL(38,12)) AS _c15_0
      FROM (
        SELECT CAST(`sum`(CAST(CAST(_c8_3 AS DECIMAL(34,2)) * CAST(_c8_2 AS DECIMAL(34,0)) AS DECIMAL(34,2))) AS DECIMAL(38,2)) AS _c14_0
        FROM (
          SELECT `ps_suppkey` AS _c8_1, `ps_supplycost` AS _c8_3, `ps_availqty` AS _c8_2
          FROM {src1}
        ) AS _q7 JOIN (
          SELECT *
          FROM (
            SELECT `s_suppkey` AS _c9_0, `s_nationkey` AS _c9_3
            FROM {src2}
          ) AS _q8 JOIN (
            SELECT _c10_0
            FROM (
              SELECT `n_nationkey` AS _c10_0, `n_name` AS _c10_1
              FROM {src3}
            ) AS _q9
            WHERE _c10_1 = 'GERMANY' AND _c10_1 IS NOT NULL
          ) AS _q10 ON _c9_3 = _c10_0
        ) AS _q11 ON _c8_1 = _c9_0
      ) AS _q12
    ) AS _q13
  ) AS _q14 ON CAST(_c7_0 AS DECIMAL(38,12)) > _c17_0
  ORDER BY _c7_0 DESC NULLS LAST
) AS _q15
