-- tpch_datafusion/q18: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c10_0 AS `c_name`, _c10_1 AS `c_custkey`, _c10_2 AS `o_orderkey`, _c10_3 AS `o_orderdate`, _c10_4 AS `o_totalprice`, _c11_0 AS `sum(lineitem.l_quantity)`
FROM (
  SELECT _c1_1 AS _c10_0, _c1_0 AS _c10_1, _c2_0 AS _c10_2, _c2_4 AS _c10_3, _c2_3 AS _c10_4, CAST(`sum`(_c4_4) AS DECIMAL(38,2)) AS _c11_0
  FROM (
    SELECT _c1_0, _c1_1, _c2_0, _c2_3, _c2_4, _c4_4
    FROM (
      SELECT _c1_0, _c1_1, _c2_0, _c2_3, _c2_4
      FROM (
        SELECT `c_custkey` AS _c1_0, `c_name` AS _c1_1
        FROM {src1}
      ) AS _q1 JOIN (
        SELECT `o_orderkey` AS _c2_0, `o_custkey` AS _c2_1, `o_totalprice` AS _c2_3, `o_orderdate` AS _c2_4
        FROM {src2}
      ) AS _q2 ON _c1_0 = _c2_1
    ) AS _q3 JOIN (
      SELECT `l_orderkey` AS _c4_0, `l_quantity` AS _c4_4
      FROM {src3}
    ) AS _q4 ON _c2_0 = _c4_0
  ) AS _q5 LEFT SEMI JOIN (
    SELECT _c7_0
    FROM (
      SELECT _c6_0 AS _c7_0, CAST(`sum`(_c6_4) AS DECIMAL(38,2)) AS _c8_0
      FROM (
        SELECT `l_orderkey` AS _c6_0, `l_quantity` AS _c6_4
        FROM {src3}
      ) AS _q6
      GROUP BY _c6_0
    ) AS _q7
    WHERE _c8_0 > CAST(300.00BD AS DECIMAL(25,2))
  ) AS _q8 ON _c2_0 = _c7_0
  GROUP BY _c1_1, _c1_0, _c2_0, _c2_4, _c2_3
  ORDER BY _c10_4 DESC NULLS FIRST, _c10_3 ASC NULLS LAST
  LIMIT 100
) AS _q9
