-- tpch_datafusion/q14: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT CAST(CASE WHEN CAST(_c6_1 AS DOUBLE) = 0.0D THEN (100.0D * CAST(_c6_0 AS DOUBLE)) * `power`(CAST(_c6_1 AS DOUBLE), (-1.0D)) ELSE (100.0D * CAST(_c6_0 AS DOUBLE)) / CAST(_c6_1 AS DOUBLE) END AS DOUBLE) AS `promo_revenue`
FROM (
  SELECT CAST(`sum`(CASE WHEN `like`(_c3_4, 'PROMO%') THEN _c4_0 ELSE CAST(0.0000BD AS DECIMAL(38,4)) END) AS DECIMAL(38,4)) AS _c6_0, CAST(`sum`(_c4_0) AS DECIMAL(38,4)) AS _c6_1
  FROM (
    SELECT CAST(`l_extendedprice` * CAST(CAST(1BD AS DECIMAL(20,0)) - `l_discount` AS DECIMAL(23,2)) AS DECIMAL(38,4)) AS _c4_0, `p_type` AS _c3_4
    FROM {src1} JOIN {src2} ON `l_partkey` = `p_partkey`
    WHERE `l_shipdate` >= DATE '1995-09-01' AND `l_shipdate` < DATE '1995-10-01'
  ) AS _q1
) AS _q2
