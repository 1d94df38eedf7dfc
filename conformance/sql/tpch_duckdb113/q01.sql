-- tpch_duckdb113/q01: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c1_8 AS `l_returnflag`, _c1_9 AS `l_linestatus`, CAST(`sum`(_c1_4) AS DECIMAL(38,2)) AS `sum_qty`, CAST(`sum`(_c1_5) AS DECIMAL(38,2)) AS `sum_base_price`, CAST(`sum`(_c2_0) AS DECIMAL(38,4)) AS `sum_disc_price`, CAST(`sum`(CAST(_c2_0 * CAST(CAST(1.00BD AS DECIMAL(16,2)) + _c1_7 AS DECIMAL(16,2)) AS DECIMAL(18,6))) AS DECIMAL(38,6)) AS `sum_charge`, CAST(`avg`(CAST(_c1_4 AS DOUBLE)) AS DOUBLE) AS `avg_qty`, CAST(`avg`(CAST(_c1_5 AS DOUBLE)) AS DOUBLE) AS `avg_price`, CAST(`avg`(CAST(_c1_6 AS DOUBLE)) AS DOUBLE) AS `avg_disc`, `count`(1) AS `count_order`
FROM (
  SELECT `l_returnflag` AS _c1_8, `l_linestatus` AS _c1_9, `l_quantity` AS _c1_4, `l_extendedprice` AS _c1_5, CAST(`l_extendedprice` * CAST(CAST(1.00BD AS DECIMAL(16,2)) - `l_discount` AS DECIMAL(16,2)) AS DECIMAL(18,4)) AS _c2_0, `l_tax` AS _c1_7, `l_discount` AS _c1_6
  FROM {src1}
  WHERE `l_shipdate` <= DATE '1998-09-02' AND `l_shipdate` IS NOT NULL
) AS _q1
GROUP BY _c1_8, _c1_9
ORDER BY `l_returnflag` ASC NULLS LAST, `l_linestatus` ASC NULLS LAST
