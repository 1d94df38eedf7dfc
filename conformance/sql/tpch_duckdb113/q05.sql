-- tpch_duckdb113/q05: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c13_0 AS `n_name`, _c14_0 AS `revenue`
FROM (
  SELECT `n_name` AS _c13_0, CAST(`sum`(CAST(`l_extendedprice` * CAST(CAST(1.00BD AS DECIMAL(16,2)) - `l_discount` AS DECIMAL(16,2)) AS DECIMAL(18,4))) AS DECIMAL(38,4)) AS _c14_0
  FROM {src1} JOIN (
    SELECT *
    FROM (
      SELECT *
      FROM {src2}
      WHERE `o_orderdate` >= DATE '1994-01-01' AND `o_orderdate` < DATE '1995-01-01' AND `o_orderdate` IS NOT NULL
    ) AS _q1 JOIN (
      SELECT *
      FROM {src3} JOIN (
        SELECT *
        FROM {src4} JOIN (
          SELECT *
          FROM {src5}
          WHERE `r_name` = 'ASIA' AND `r_name` IS NOT NULL
        ) AS _q2 ON `n_regionkey` = `r_regionkey`
      ) AS _q3 ON `c_nationkey` = `n_nationkey`
      WHERE `c_custkey` <= 1499L
    ) AS _q4 ON `o_custkey` = `c_custkey` JOIN {src6} ON `c_nationkey` = `s_nationkey`
  ) AS _q5 ON `l_orderkey` = `o_orderkey` AND `l_suppkey` = `s_suppkey`
  GROUP BY `n_name`
  ORDER BY _c14_0 DESC NULLS LAST
) AS _q6
