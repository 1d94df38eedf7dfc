-- tpch_duckdb113/q10: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c8_0 AS `c_custkey`, _c8_1 AS `c_name`, _c9_0 AS `revenue`, _c8_2 AS `c_acctbal`, _c8_4 AS `n_name`, _c8_5 AS `c_address`, _c8_3 AS `c_phone`, _c8_6 AS `c_comment`
FROM (
  SELECT `c_custkey` AS _c8_0, `c_name` AS _c8_1, `c_acctbal` AS _c8_2, `c_phone` AS _c8_3, `n_name` AS _c8_4, `c_address` AS _c8_5, `c_comment` AS _c8_6, CAST(`sum`(CAST(`l_extendedprice` * CAST(CAST(1.00BD AS DECIMAL(16,2)) - `l_discount` AS DECIMAL(16,2)) AS DECIMAL(18,4))) AS DECIMAL(38,4)) AS _c9_0
  FROM (
    SELECT *
    FROM {src1}
    WHERE `l_returnflag` = 'R' AND `l_returnflag` IS NOT NULL
  ) AS _q1 JOIN (
    SELECT *
    FROM (
      SELECT *
      FROM {src2}
      WHERE `c_custkey` <= 1499L AND `c_custkey` IS NOT NULL
    ) AS _q2 JOIN {src3} ON `c_nationkey` = `n_nationkey` JOIN (
      SELECT *
      FROM {src4}
      WHERE `o_orderdate` >= DATE '1993-10-01' AND `o_orderdate` < DATE '1994-01-01' AND `o_orderdate` IS NOT NULL
    ) AS _q3 ON `c_custkey` = `o_custkey`
  ) AS _q4 ON `l_orderkey` = `o_orderkey`
  GROUP BY `c_custkey`, `c_name`, `c_acctbal`, `c_phone`, `n_name`, `c_address`, `c_comment`
  ORDER BY _c9_0 DESC NULLS LAST
  LIMIT 20
) AS _q5
