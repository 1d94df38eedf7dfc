-- tpch_datafusion/q15: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `s_suppkey`, `s_name`, `s_address`, `s_phone`, _c5_0 AS `total_revenue`
FROM {src1} JOIN (
  SELECT *
  FROM (
    SELECT `l_suppkey` AS _c4_0, CAST(`sum`(CAST(`l_extendedprice` * CAST(CAST(1BD AS DECIMAL(20,0)) - `l_discount` AS DECIMAL(23,2)) AS DECIMAL(38,4))) AS DECIMAL(38,4)) AS _c5_0
    FROM {src2}
    WHERE `l_shipdate` >= DATE '1996-01-01' AND `l_shipdate` < DATE '1996-04-01'
    GROUP BY `l_suppkey`
  ) AS _q1
  WHERE _c5_0 = (
    SELECT CAST(`max`(_c9_0) AS DECIMAL(38,4)) AS _c12_0
    FROM (
      SELECT `l_suppkey` AS _c8_0, CAST(`sum`(CAST(`l_extendedprice` * CAST(CAST(1BD AS DECIMAL(20,0)) - `l_discount` AS DECIMAL(23,2)) AS DECIMAL(38,4))) AS DECIMAL(38,4)) AS _c9_0
      FROM {src2}
      WHERE `l_shipdate` >= DATE '1996-01-01' AND `l_shipdate` < DATE '1996-04-01'
      GROUP BY `l_suppkey`
    ) AS _q2
  )
) AS _q3 ON `s_suppkey` = _c4_0
ORDER BY `s_suppkey` ASC NULLS LAST
