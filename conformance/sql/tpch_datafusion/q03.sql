-- tpch_datafusion/q03: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c8_0 AS `l_orderkey`, _c9_0 AS `revenue`, _c8_1 AS `o_orderdate`, _c8_2 AS `o_shippriority`
FROM (
  SELECT `l_orderkey` AS _c8_0, `o_orderdate` AS _c8_1, `o_shippriority` AS _c8_2, CAST(`sum`(CAST(`l_extendedprice` * CAST(CAST(1BD AS DECIMAL(20,0)) - `l_discount` AS DECIMAL(23,2)) AS DECIMAL(38,4))) AS DECIMAL(38,4)) AS _c9_0
  FROM (
    SELECT *
    FROM {src1}
    WHERE `c_mktsegment` = 'BUILDING'
  ) AS _q1 JOIN (
    SELECT *
    FROM {src2}
    WHERE `o_orderdate` < DATE '1995-03-15'
  ) AS _q2 ON `c_custkey` = `o_custkey` JOIN (
    SELECT *
    FROM {src3}
    WHERE `l_shipdate` > DATE '1995-03-15'
  ) AS _q3 ON `o_orderkey` = `l_orderkey`
  GROUP BY `l_orderkey`, `o_orderdate`, `o_shippriority`
  ORDER BY _c9_0 DESC NULLS FIRST, _c8_1 ASC NULLS LAST
  LIMIT 10
) AS _q4
