-- tpch_datafusion/q10: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c10_0 AS `c_custkey`, _c10_1 AS `c_name`, _c11_0 AS `revenue`, _c10_2 AS `c_acctbal`, _c10_4 AS `n_name`, _c10_5 AS `c_address`, _c10_3 AS `c_phone`, _c10_6 AS `c_comment`
FROM (
  SELECT `c_custkey` AS _c10_0, `c_name` AS _c10_1, `c_acctbal` AS _c10_2, `c_phone` AS _c10_3, `n_name` AS _c10_4, `c_address` AS _c10_5, `c_comment` AS _c10_6, CAST(`sum`(CAST(`l_extendedprice` * CAST(CAST(1BD AS DECIMAL(20,0)) - `l_discount` AS DECIMAL(23,2)) AS DECIMAL(38,4))) AS DECIMAL(38,4)) AS _c11_0
  FROM {src1} JOIN (
    SELECT *
    FROM {src2}
    WHERE `o_orderdate` >= DATE '1993-10-01' AND `o_orderdate` < DATE '1994-01-01'
  ) AS _q1 ON `c_custkey` = `o_custkey` JOIN (
    SELECT *
    FROM {src3}
    WHERE `l_returnflag` = 'R'
  ) AS _q2 ON `o_orderkey` = `l_orderkey` JOIN {src4} ON `c_nationkey` = `n_nationkey`
  GROUP BY `c_custkey`, `c_name`, `c_acctbal`, `c_phone`, `n_name`, `c_address`, `c_comment`
  ORDER BY _c11_0 DESC NULLS FIRST
  LIMIT 20
) AS _q3
