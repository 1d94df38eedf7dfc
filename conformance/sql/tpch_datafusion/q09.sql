-- tpch_datafusion/q09: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c13_0 AS `nation`, _c13_1 AS `o_year`, _c14_0 AS `sum_profit`
FROM (
  SELECT `n_name` AS _c13_0, CAST(`year`(`o_orderdate`) AS INT) AS _c13_1, CAST(`sum`(CAST(CAST(`l_extendedprice` * CAST(CAST(1BD AS DECIMAL(20,0)) - `l_discount` AS DECIMAL(23,2)) AS DECIMAL(38,4)) - CAST(`ps_supplycost` * `l_quantity` AS DECIMAL(31,4)) AS DECIMAL(38,4))) AS DECIMAL(38,4)) AS _c14_0
  FROM (
    SELECT *
    FROM {src1}
    WHERE `like`(`p_name`, '%green%')
  ) AS _q1 JOIN {src2} ON `p_partkey` = `l_partkey` JOIN {src3} ON `l_suppkey` = `s_suppkey` JOIN {src4} ON `l_suppkey` = `ps_suppkey` AND `l_partkey` = `ps_partkey` JOIN {src5} ON `l_orderkey` = `o_orderkey` JOIN {src6} ON `s_nationkey` = `n_nationkey`
  GROUP BY `n_name`, CAST(`year`(`o_orderdate`) AS INT)
  ORDER BY _c13_0 ASC NULLS LAST, _c13_1 DESC NULLS FIRST
) AS _q2
