-- tpch_duckdb113/q14: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT CAST(CASE WHEN CAST(_c5_1 AS DOUBLE) = 0.0D THEN CAST(CAST(CAST(100.00BD AS DECIMAL(38,2)) * _c5_0 AS DECIMAL(38,6)) AS DOUBLE) * `power`(CAST(_c5_1 AS DOUBLE), (-1.0D)) ELSE CAST(CAST(CAST(100.00BD AS DECIMAL(38,2)) * _c5_0 AS DECIMAL(38,6)) AS DOUBLE) / CAST(_c5_1 AS DOUBLE) END AS DOUBLE) AS `promo_revenue`
FROM (
  SELECT CAST(`sum`(CASE WHEN CAST(`startswith`(`p_type`, 'PROMO') AS BOOLEAN) THEN CAST(`l_extendedprice` * CAST(CAST(1.00BD AS DECIMAL(16,2)) - `l_discount` AS DECIMAL(16,2)) AS DECIMAL(18,4)) ELSE CAST(0.0000BD AS DECIMAL(18,4)) END) AS DECIMAL(38,4)) AS _c5_0, CAST(`sum`(CAST(`l_extendedprice` * CAST(CAST(1.00BD AS DECIMAL(16,2)) - `l_discount` AS DECIMAL(16,2)) AS DECIMAL(18,4))) AS DECIMAL(38,4)) AS _c5_1
  FROM {src1} JOIN {src2} ON `l_partkey` = `p_partkey`
  WHERE `l_shipdate` >= DATE '1995-09-01' AND `l_shipdate` < DATE '1995-10-01' AND `l_shipdate` IS NOT NULL
) AS _q1
