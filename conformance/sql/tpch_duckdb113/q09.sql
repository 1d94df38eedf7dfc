-- tpch_duckdb113/q09: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c13_0 AS `nation`, _c13_1 AS `o_year`, _c14_0 AS `sum_profit`
FROM (
  SELECT _c9_1 AS _c13_0, _c12_0 AS _c13_1, CAST(`sum`(_c12_1) AS DECIMAL(38,4)) AS _c14_0
  FROM (
    SELECT _c9_1, CAST(`year`(_c6_4) AS BIGINT) AS _c12_0, CAST(CAST(_c1_5 * CAST(CAST(1.00BD AS DECIMAL(16,2)) - _c1_6 AS DECIMAL(16,2)) AS DECIMAL(18,4)) - CAST(_c2_3 * _c1_4 AS DECIMAL(18,4)) AS DECIMAL(18,4)) AS _c12_1
    FROM (
      SELECT *
      FROM (
        SELECT _c1_2, _c1_1, _c1_0, _c1_5, _c1_6, _c1_4, _c2_1, _c2_3, _c3_0
        FROM (
          SELECT `l_suppkey` AS _c1_2, `l_partkey` AS _c1_1, `l_orderkey` AS _c1_0, `l_extendedprice` AS _c1_5, `l_discount` AS _c1_6, `l_quantity` AS _c1_4
          FROM {src1}
        ) AS _q1 JOIN (
          SELECT _c2_1, _c2_0, _c2_3, _c3_0
          FROM (
            SELECT `ps_suppkey` AS _c2_1, `ps_partkey` AS _c2_0, `ps_supplycost` AS _c2_3
            FROM {src2}
          ) AS _q2 JOIN (
            SELECT *
            FROM (
              SELECT `p_partkey` AS _c3_0, `p_name` AS _c3_1
              FROM {src3}
            ) AS _q3
            WHERE CAST(`contains`(_c3_1, 'green') AS BOOLEAN)
          ) AS _q4 ON _c2_0 = _c3_0
        ) AS _q5 ON _c1_1 = _c3_0 AND _c1_2 = _c2_1
      ) AS _q6 JOIN (
        SELECT `o_orderkey` AS _c6_0, `o_orderdate` AS _c6_4
        FROM {src4}
      ) AS _q7 ON _c1_0 = _c6_0
    ) AS _q8 JOIN (
      SELECT *
      FROM (
        SELECT `s_suppkey` AS _c8_0, `s_nationkey` AS _c8_3
        FROM {src5}
      ) AS _q9 JOIN (
        SELECT `n_nationkey` AS _c9_0, `n_name` AS _c9_1
        FROM {src6}
      ) AS _q10 ON _c8_3 = _c9_0
    ) AS _q11 ON _c2_1 = _c8_0
  ) AS _q12
  GROUP BY _c9_1, _c12_0
  ORDER BY _c13_0 ASC NULLS LAST, _c13_1 DESC NULLS LAST
) AS _q13
