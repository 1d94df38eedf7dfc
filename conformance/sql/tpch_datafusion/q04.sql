-- tpch_datafusion/q04: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c6_0 AS `o_orderpriority`, _c7_0 AS `order_count`
FROM (
  SELECT `o_orderpriority` AS _c6_0, `count`(1L) AS _c7_0
  FROM (
    SELECT *
    FROM {src1}
    WHERE `o_orderdate` >= DATE '1993-07-01' AND `o_orderdate` < DATE '1993-10-01'
  ) AS _q1 LEFT SEMI JOIN (
    SELECT *
    FROM {src2}
    WHERE `l_receiptdate` > `l_commitdate`
  ) AS _q2 ON `o_orderkey` = `l_orderkey`
  GROUP BY `o_orderpriority`
  ORDER BY _c6_0 ASC NULLS LAST
) AS _q3
