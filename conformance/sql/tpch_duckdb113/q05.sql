-- tpch_duckdb113/q05: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `n_name`, CAST(`sum`(CAST(`l_extendedprice` * CAST(CAST(1.00BD AS DECIMAL(16,2)) - `l_discount` AS DECIMAL(16,2)) AS DECIMAL(18,4))) AS DECIMAL(38,4)) AS `revenue`
FROM {src1} JOIN (
  SELECT *
  FROM {src2} JOIN (
    SELECT *
    FROM {src3} JOIN (
      SELECT *
      FROM {src4} JOIN {src5} ON `n_regionkey` = `r_regionkey`
    ) AS _q1 ON `c_nationkey` = `n_nationkey`
  ) AS _q2 ON `o_custkey` = `c_custkey` JOIN {src6} ON `c_nationkey` = `s_nationkey`
) AS _q3 ON `l_orderkey` = `o_orderkey` AND `l_suppkey` = `s_suppkey`
WHERE `o_orderdate` >= DATE '1994-01-01' AND `o_orderdate` < DATE '1995-01-01' AND `o_orderdate` IS NOT NULL AND `r_name` = 'ASIA' AND `r_name` IS NOT NULL AND `c_custkey` <= 1499L
GROUP BY `n_name`
ORDER BY `revenue` DESC NULLS LAST
