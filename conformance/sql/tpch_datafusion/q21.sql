-- tpch_datafusion/q21: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c15_0 AS `s_name`, _c16_0 AS `numwait`
FROM (
  SELECT _c1_1 AS _c15_0, `count`(1L) AS _c16_0
  FROM (
    SELECT `s_name` AS _c1_1, `l_orderkey` AS _c2_0, `l_suppkey` AS _c2_2
    FROM {src1} JOIN (
      SELECT *
      FROM {src2}
      WHERE `l_receiptdate` > `l_commitdate`
    ) AS _q1 ON `s_suppkey` = `l_suppkey` JOIN (
      SELECT *
      FROM {src3}
      WHERE `o_orderstatus` = 'F'
    ) AS _q2 ON `l_orderkey` = `o_orderkey` JOIN (
      SELECT *
      FROM {src4}
      WHERE `n_name` = 'SAUDI ARABIA'
    ) AS _q3 ON `s_nationkey` = `n_nationkey`
  ) AS _q4 LEFT SEMI JOIN (
    SELECT `l_orderkey` AS _c11_0, `l_suppkey` AS _c11_2
    FROM {src2}
  ) AS _q5 ON _c2_0 = _c11_0 AND _c11_2 <> _c2_2 LEFT ANTI JOIN (
    SELECT *
    FROM {src2}
    WHERE `l_receiptdate` > `l_commitdate`
  ) AS _q6 ON _c2_0 = `l_orderkey` AND `l_suppkey` <> _c2_2
  GROUP BY _c1_1
  ORDER BY _c16_0 DESC NULLS FIRST, _c15_0 ASC NULLS LAST
  LIMIT 100
) AS _q7
