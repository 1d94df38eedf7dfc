-- tpch_duckdb113/q03: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c6_0 AS `l_orderkey`, _c7_0 AS `revenue`, _c6_1 AS `o_orderdate`, _c6_2 AS `o_shippriority`
FROM (
  SELECT `o_orderkey` AS _c6_0, `o_orderdate` AS _c6_1, `o_shippriority` AS _c6_2, CAST(`sum`(CAST(`l_extendedprice` * CAST(CAST(1.00BD AS DECIMAL(16,2)) - `l_discount` AS DECIMAL(16,2)) AS DECIMAL(18,4))) AS DECIMAL(38,4)) AS _c7_0
  FROM (
    SELECT *
    FROM {src1}
    WHERE `l_shipdate` > DATE '1995-03-15' AND `l_shipdate` IS NOT NULL
  ) AS _q1 JOIN (
    SELECT *
    FROM (
      SELECT *
      FROM {src2}
      WHERE `o_orderdate` < DATE '1995-03-15' AND `o_orderdate` IS NOT NULL
    ) AS _q2 JOIN (
      SELECT *
      FROM {src3}
      WHERE `c_mktsegment` = 'BUILDING' AND `c_mktsegment` IS NOT NULL AND `c_custkey` <= 1499L
    ) AS _q3 ON `o_custkey` = `c_custkey`
  ) AS _q4 ON `l_orderkey` = `o_orderkey`
  GROUP BY `o_orderkey`, `o_orderdate`, `o_shippriority`
  ORDER BY _c7_0 DESC NULLS LAST, _c6_1 ASC NULLS LAST
  LIMIT 10
) AS _q5
