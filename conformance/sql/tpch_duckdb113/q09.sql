-- tpch_duckdb113/q09: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c13_0 AS `nation`, _c13_1 AS `o_year`, _c14_0 AS `sum_profit`
FROM (
  SELECT `n_name` AS _c13_0, CAST(`year`(`o_orderdate`) AS BIGINT) AS _c13_1, CAST(`sum`(CAST(CAST(`l_extendedprice` * CAST(CAST(1.00BD AS DECIMAL(16,2)) - `l_discount` AS DECIMAL(16,2)) AS DECIMAL(18,4)) - CAST(`ps_supplycost` * `l_quantity` AS DECIMAL(18,4)) AS DECIMAL(18,4))) AS DECIMAL(38,4)) AS _c14_0
  FROM {src1} JOIN (
    SELECT *
    FROM {src2} JOIN (
      SELECT *
      FROM {src3}
      WHERE CAST(`contains`(`p_name`, 'green') AS BOOLEAN)
    ) AS _q1 ON `ps_partkey` = `p_partkey`
  ) AS _q2 ON `l_partkey` = `p_partkey` AND `l_suppkey` = `ps_suppkey` JOIN {src4} ON `l_orderkey` = `o_orderkey` JOIN (
    SELECT *
    FROM {src5} JOIN {src6} ON `s_nationkey` = `n_nationkey`
  ) AS _q3 ON `ps_suppkey` = `s_suppkey`
  GROUP BY `n_name`, CAST(`year`(`o_orderdate`) AS BIGINT)
  ORDER BY _c13_0 ASC NULLS LAST, _c13_1 DESC NULLS LAST
) AS _q4
