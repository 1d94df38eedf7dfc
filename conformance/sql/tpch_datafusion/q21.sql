-- tpch_datafusion/q21: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c15_0 AS `s_name`, _c16_0 AS `numwait`
FROM (
  SELECT _c1_1 AS _c15_0, CAST(`count`(1L) AS BIGINT) AS _c16_0
  FROM (
    SELECT _c1_1, _c2_0, _c2_2
    FROM (
      SELECT _c1_1, _c1_3, _c2_0, _c2_2
      FROM (
        SELECT _c1_1, _c1_3, _c2_0, _c2_2
        FROM (
          SELECT `s_suppkey` AS _c1_0, `s_name` AS _c1_1, `s_nationkey` AS _c1_3
          FROM {src1}
        ) AS _q1 JOIN (
          SELECT _c2_0, _c2_2
          FROM (
            SELECT `l_orderkey` AS _c2_0, `l_suppkey` AS _c2_2, `l_commitdate` AS _c2_11, `l_receiptdate` AS _c2_12
            FROM {src2}
          ) AS _q2
          WHERE _c2_12 > _c2_11
        ) AS _q3 ON _c1_0 = _c2_2
      ) AS _q4 JOIN (
        SELECT _c5_0
        FROM (
          SELECT `o_orderkey` AS _c5_0, `o_orderstatus` AS _c5_2
          FROM {src3}
        ) AS _q5
        WHERE _c5_2 = 'F'
      ) AS _q6 ON _c2_0 = _c5_0
    ) AS _q7 JOIN (
      SELECT _c8_0
      FROM (
        SELECT `n_nationkey` AS _c8_0, `n_name` AS _c8_1
        FROM {src4}
      ) AS _q8
      WHERE _c8_1 = 'SAUDI ARABIA'
    ) AS _q9 ON _c1_3 = _c8_0
  ) AS _q10 LEFT SEMI JOIN (
    SELECT `l_orderkey` AS _c11_0, `l_suppkey` AS _c11_2
    FROM {src2}
  ) AS _q11 ON _c2_0 = _c11_0 AND _c11_2 <> _c2_2 LEFT ANTI JOIN (
    SELECT _c12_0, _c12_2
    FROM (
      SELECT `l_orderkey` AS _c12_0, `l_suppkey` AS _c12_2, `l_commitdate` AS _c12_11, `l_receiptdate` AS _c12_12
      FROM {src2}
    ) AS _q12
    WHERE _c12_12 > _c12_11
  ) AS _q13 ON _c2_0 = _c12_0 AND _c12_2 <> _c2_2
  GROUP BY _c1_1
  ORDER BY _c16_0 DESC NULLS FIRST, _c15_0 ASC NULLS LAST
  LIMIT 100
) AS _q14
