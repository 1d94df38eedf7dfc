-- tpch_datafusion/q04: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `o_orderpriority`, `count`(1L) AS `order_count`
FROM {src1}
WHERE `o_orderkey` IS NOT NULL AND `o_orderkey` IN (
  SELECT `l_orderkey`
  FROM {src2}
  WHERE `l_orderkey` IS NOT NULL AND `l_receiptdate` > `l_commitdate`
) AND `o_orderdate` >= DATE '1993-07-01' AND `o_orderdate` < DATE '1993-10-01'
GROUP BY `o_orderpriority`
ORDER BY `o_orderpriority` ASC NULLS LAST
