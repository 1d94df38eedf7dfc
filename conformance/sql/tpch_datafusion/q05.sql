-- tpch_datafusion/q05: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c14_0 AS `n_name`, _c15_0 AS `revenue`
FROM (
  SELECT `n_name` AS _c14_0, CAST(`sum`(CAST(`l_extendedprice` * CAST(CAST(1BD AS DECIMAL(20,0)) - `l_discount` AS DECIMAL(23,2)) AS DECIMAL(38,4))) AS DECIMAL(38,4)) AS _c15_0
  FROM {src1} JOIN (
    SELECT *
    FROM {src2}
    WHERE `o_orderdate` >= DATE '1994-01-01' AND `o_orderdate` < DATE '1995-01-01'
  ) AS _q1 ON `c_custkey` = `o_custkey` JOIN {src3} ON `o_orderkey` = `l_orderkey` JOIN {src4} ON `l_suppkey` = `s_suppkey` AND `c_nationkey` = `s_nationkey` JOIN {src5} ON `s_nationkey` = `n_nationkey` JOIN (
    SELECT *
    FROM {src6}
    WHERE `r_name` = 'ASIA'
  ) AS _q2 ON `n_regionkey` = `r_regionkey`
  GROUP BY `n_name`
  ORDER BY _c15_0 DESC NULLS FIRST
) AS _q3
