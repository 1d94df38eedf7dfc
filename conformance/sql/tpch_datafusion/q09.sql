-- tpch_datafusion/q09: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c13_0 AS `nation`, _c13_1 AS `o_year`, _c14_0 AS `sum_profit`
FROM (
  SELECT _c11_1 AS _c13_0, _c12_0 AS _c13_1, CAST(`sum`(_c12_1) AS DECIMAL(38,4)) AS _c14_0
  FROM (
    SELECT _c11_1, CAST(`year`(_c9_4) AS INT) AS _c12_0, CAST(CAST(_c3_5 * CAST(CAST(1BD AS DECIMAL(20,0)) - _c3_6 AS DECIMAL(23,2)) AS DECIMAL(38,4)) - CAST(_c7_3 * _c3_4 AS DECIMAL(31,4)) AS DECIMAL(38,4)) AS _c12_1
    FROM (
      SELECT _c3_4, _c3_5, _c3_6, _c5_3, _c7_3, _c9_4
      FROM (
        SELECT _c3_0, _c3_4, _c3_5, _c3_6, _c5_3, _c7_3
        FROM (
          SELECT _c3_0, _c3_1, _c3_2, _c3_4, _c3_5, _c3_6, _c5_3
          FROM (
            SELECT _c3_0, _c3_1, _c3_2, _c3_4, _c3_5, _c3_6
            FROM (
              SELECT _c1_0
              FROM (
                SELECT `p_partkey` AS _c1_0, `p_name` AS _c1_1
                FROM {src1}
              ) AS _q1
              WHERE `like`(_c1_1, '%green%')
            ) AS _q2 JOIN (
              SELECT `l_orderkey` AS _c3_0, `l_partkey` AS _c3_1, `l_suppkey` AS _c3_2, `l_quantity` AS _c3_4, `l_extendedprice` AS _c3_5, `l_discount` AS _c3_6
              FROM {src2}
            ) AS _q3 ON _c1_0 = _c3_1
          ) AS _q4 JOIN (
            SELECT `s_suppkey` AS _c5_0, `s_nationkey` AS _c5_3
            FROM {src3}
          ) AS _q5 ON _c3_2 = _c5_0
        ) AS _q6 JOIN (
          SELECT `ps_partkey` AS _c7_0, `ps_suppkey` AS _c7_1, `ps_supplycost` AS _c7_3
          FROM {src4}
        ) AS _q7 ON _c3_2 = _c7_1 AND _c3_1 = _c7_0
      ) AS _q8 JOIN (
        SELECT `o_orderkey` AS _c9_0, `o_orderdate` AS _c9_4
        FROM {src5}
      ) AS _q9 ON _c3_0 = _c9_0
    ) AS _q10 JOIN (
      SELECT `n_nationkey` AS _c11_0, `n_name` AS _c11_1
      FROM {src6}
    ) AS _q11 ON _c5_3 = _c11_0
  ) AS _q12
  GROUP BY _c11_1, _c12_0
  ORDER BY _c13_0 ASC NULLS LAST, _c13_1 DESC NULLS FIRST
) AS _q13
