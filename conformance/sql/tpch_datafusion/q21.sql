-- tpch_datafusion/q21: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c1_1 AS `s_name`, `count`(1L) AS `numwait`
FROM (
  SELECT `s_name` AS _c1_1, `l_orderkey` AS _c2_0, `l_suppkey` AS _c2_2
  FROM {src1} JOIN {src2} ON `s_suppkey` = `l_suppkey` JOIN {src3} ON `l_orderkey` = `o_orderkey` JOIN {src4} ON `s_nationkey` = `n_nationkey`
  WHERE `l_receiptdate` > `l_commitdate` AND `o_orderstatus` = 'F' AND `n_name` = 'SAUDI ARABIA'
) AS _q1 LEFT SEMI JOIN (
  SELECT `l_orderkey` AS _c11_0, `l_suppkey` AS _c11_2
  FROM {src2}
) AS _q2 ON _c2_0 = _c11_0 AND _c11_2 <> _c2_2 LEFT ANTI JOIN {src2} ON _c2_0 = `l_orderkey` AND `l_suppkey` <> _c2_2 AND `l_receiptdate` > `l_commitdate`
GROUP BY _c1_1
ORDER BY `numwait` DESC NULLS FIRST, `s_name` ASC NULLS LAST
LIMIT 100
