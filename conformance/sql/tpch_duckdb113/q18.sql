-- tpch_duckdb113/q18: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c11_0 AS `c_name`, _c11_1 AS `c_custkey`, _c11_2 AS `o_orderkey`, _c11_3 AS `o_orderdate`, _c11_4 AS `o_totalprice`, _c12_0 AS `sum(l_quantity)`
FROM (
  SELECT _c8_1 AS _c11_0, _c8_0 AS _c11_1, _c2_0 AS _c11_2, _c2_4 AS _c11_3, _c2_3 AS _c11_4, CAST(`sum`(_c1_4) AS DECIMAL(38,2)) AS _c12_0
  FROM (
    SELECT `l_orderkey` AS _c1_0, `l_quantity` AS _c1_4
    FROM {src1}
  ) AS _q1 JOIN (
    SELECT *
    FROM (
      SELECT *
      FROM (
        SELECT `o_orderkey` AS _c2_0, `o_custkey` AS _c2_1, `o_orderdate` AS _c2_4, `o_totalprice` AS _c2_3
        FROM {src2}
      ) AS _q2 LEFT SEMI JOIN (
        SELECT _c4_0
        FROM (
          SELECT _c3_0 AS _c4_0, CAST(`sum`(_c3_4) AS DECIMAL(38,2)) AS _c5_0
          FROM (
            SELECT `l_orderkey` AS _c3_0, `l_quantity` AS _c3_4
            FROM {src1}
          ) AS _q3
          GROUP BY _c3_0
        ) AS _q4
        WHERE _c5_0 > CAST(300.00BD AS DECIMAL(38,2))
      ) AS _q5 ON _c2_0 = _c4_0
    ) AS _q6 JOIN (
      SELECT *
      FROM (
        SELECT `c_custkey` AS _c8_0, `c_name` AS _c8_1
        FROM {src3}
      ) AS _q7
      WHERE _c8_0 <= 1499L AND _c8_0 IS NOT NULL
    ) AS _q8 ON _c2_1 = _c8_0
  ) AS _q9 ON _c1_0 = _c2_0
  GROUP BY _c8_1, _c8_0, _c2_0, _c2_4, _c2_3
  ORDER BY _c11_4 DESC NULLS LAST, _c11_3 ASC NULLS LAST
  LIMIT 100
) AS _q10
