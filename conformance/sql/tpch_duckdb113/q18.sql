-- tpch_duckdb113/q18: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c11_0 AS `c_name`, _c11_1 AS `c_custkey`, _c11_2 AS `o_orderkey`, _c11_3 AS `o_orderdate`, _c11_4 AS `o_totalprice`, _c12_0 AS `sum(l_quantity)`
FROM (
  SELECT `c_name` AS _c11_0, `c_custkey` AS _c11_1, `o_orderkey` AS _c11_2, `o_orderdate` AS _c11_3, `o_totalprice` AS _c11_4, CAST(`sum`(`l_quantity`) AS DECIMAL(38,2)) AS _c12_0
  FROM {src1} JOIN (
    SELECT *
    FROM {src2} LEFT SEMI JOIN (
      SELECT *
      FROM (
        SELECT `l_orderkey` AS _c4_0, CAST(`sum`(`l_quantity`) AS DECIMAL(38,2)) AS _c5_0
        FROM {src1}
        GROUP BY `l_orderkey`
      ) AS _q1
      WHERE _c5_0 > CAST(300.00BD AS DECIMAL(38,2))
    ) AS _q2 ON `o_orderkey` = _c4_0 JOIN (
      SELECT *
      FROM {src3}
      WHERE `c_custkey` <= 1499L AND `c_custkey` IS NOT NULL
    ) AS _q3 ON `o_custkey` = `c_custkey`
  ) AS _q4 ON `l_orderkey` = `o_orderkey`
  GROUP BY `c_name`, `c_custkey`, `o_orderkey`, `o_orderdate`, `o_totalprice`
  ORDER BY _c11_4 DESC NULLS LAST, _c11_3 ASC NULLS LAST
  LIMIT 100
) AS _q5
