-- tpch_duckdb113/q15: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `s_suppkey`, `s_name`, `s_address`, `s_phone`, _c4_0 AS `total_revenue`
FROM {src1} JOIN (
  SELECT *
  FROM (
    SELECT `l_suppkey` AS _c3_0, CAST(`sum`(CAST(`l_extendedprice` * CAST(CAST(1.00BD AS DECIMAL(16,2)) - `l_discount` AS DECIMAL(16,2)) AS DECIMAL(18,4))) AS DECIMAL(38,4)) AS _c4_0
    FROM {src2}
    WHERE `l_shipdate` >= DATE '1996-01-01' AND `l_shipdate` < DATE '1996-04-01' AND `l_shipdate` IS NOT NULL
    GROUP BY `l_suppkey`
  ) AS _q1 JOIN (
    SELECT CAST(`any_value`(_c11_0) AS DECIMAL(38,4)) AS _c14_0
    FROM (
      SELECT CAST(`max`(_c8_0) AS DECIMAL(38,4)) AS _c11_0
      FROM (
        SELECT `l_suppkey` AS _c7_0, CAST(`sum`(CAST(`l_extendedprice` * CAST(CAST(1.00BD AS DECIMAL(16,2)) - `l_discount` AS DECIMAL(16,2)) AS DECIMAL(18,4))) AS DECIMAL(38,4)) AS _c8_0
        FROM {src2}
        WHERE `l_shipdate` >= DATE '1996-01-01' AND `l_shipdate` < DATE '1996-04-01' AND `l_shipdate` IS NOT NULL
        GROUP BY `l_suppkey`
      ) AS _q2
    ) AS _q3
  ) AS _q4 ON _c4_0 = _c14_0
) AS _q5 ON `s_suppkey` = _c3_0
ORDER BY `s_suppkey` ASC NULLS LAST
