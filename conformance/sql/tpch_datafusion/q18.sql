-- tpch_datafusion/q18: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c10_0 AS `c_name`, _c10_1 AS `c_custkey`, _c10_2 AS `o_orderkey`, _c10_3 AS `o_orderdate`, _c10_4 AS `o_totalprice`, _c11_0 AS `sum(lineitem.l_quantity)`
FROM (
  SELECT `c_name` AS _c10_0, `c_custkey` AS _c10_1, `o_orderkey` AS _c10_2, `o_orderdate` AS _c10_3, `o_totalprice` AS _c10_4, CAST(`sum`(`l_quantity`) AS DECIMAL(38,2)) AS _c11_0
  FROM {src1} JOIN {src2} ON `c_custkey` = `o_custkey` JOIN {src3} ON `o_orderkey` = `l_orderkey` LEFT SEMI JOIN (
    SELECT *
    FROM (
      SELECT `l_orderkey` AS _c7_0, CAST(`sum`(`l_quantity`) AS DECIMAL(38,2)) AS _c8_0
      FROM {src3}
      GROUP BY `l_orderkey`
    ) AS _q1
    WHERE _c8_0 > CAST(300.00BD AS DECIMAL(25,2))
  ) AS _q2 ON `o_orderkey` = _c7_0
  GROUP BY `c_name`, `c_custkey`, `o_orderkey`, `o_orderdate`, `o_totalprice`
  ORDER BY _c10_4 DESC NULLS FIRST, _c10_3 ASC NULLS LAST
  LIMIT 100
) AS _q3
