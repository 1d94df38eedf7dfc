-- tpch_duckdb113/q14: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT CAST(CASE WHEN CAST(_c5_1 AS DOUBLE) = 0 THEN NULL ELSE `try_divide`(CAST(CAST(CAST(100.00BD AS DECIMAL(38,2)) * _c5_0 AS DECIMAL(38,6)) AS DOUBLE), CAST(_c5_1 AS DOUBLE)) END AS DOUBLE) AS `promo_revenue`
FROM (
  SELECT CAST(`sum`(CASE WHEN CAST(`startswith`(_c2_4, 'PROMO') AS BOOLEAN) THEN CAST(_c1_5 * CAST(CAST(1.00BD AS DECIMAL(16,2)) - _c1_6 AS DECIMAL(16,2)) AS DECIMAL(18,4)) ELSE CAST(0.0000BD AS DECIMAL(18,4)) END) AS DECIMAL(38,4)) AS _c5_0, CAST(`sum`(CAST(_c1_5 * CAST(CAST(1.00BD AS DECIMAL(16,2)) - _c1_6 AS DECIMAL(16,2)) AS DECIMAL(18,4))) AS DECIMAL(38,4)) AS _c5_1
  FROM (
    SELECT _c1_1, _c1_5, _c1_6
    FROM (
      SELECT `l_partkey` AS _c1_1, `l_extendedprice` AS _c1_5, `l_discount` AS _c1_6, `l_shipdate` AS _c1_10
      FROM {src1}
    ) AS _q1
    WHERE _c1_10 >= `date_from_unix_date`(9374) AND _c1_10 < `date_from_unix_date`(9404) AND _c1_10 IS NOT NULL
  ) AS _q2 JOIN (
    SELECT `p_partkey` AS _c2_0, `p_type` AS _c2_4
    FROM {src2}
  ) AS _q3 ON _c1_1 = _c2_0
) AS _q4
