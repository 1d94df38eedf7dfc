-- tpch_datafusion/q14: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT CAST(CASE WHEN CAST(_c6_1 AS DOUBLE) = 0 THEN CAST(100.0D * CAST(_c6_0 AS DOUBLE) AS DOUBLE) * `signum`(`atan2`(CAST(_c6_1 AS DOUBLE), (-1.0D))) * CAST('Infinity' AS DOUBLE) ELSE `try_divide`(CAST(100.0D * CAST(_c6_0 AS DOUBLE) AS DOUBLE), CAST(_c6_1 AS DOUBLE)) END AS DOUBLE) AS `promo_revenue`
FROM (
  SELECT CAST(`sum`(CASE WHEN `like`(_c3_4, 'PROMO%') THEN _c4_0 ELSE CAST(0.0000BD AS DECIMAL(38,4)) END) AS DECIMAL(38,4)) AS _c6_0, CAST(`sum`(_c4_0) AS DECIMAL(38,4)) AS _c6_1
  FROM (
    SELECT CAST(_c1_5 * CAST(CAST(1BD AS DECIMAL(20,0)) - _c1_6 AS DECIMAL(23,2)) AS DECIMAL(38,4)) AS _c4_0, _c3_4
    FROM (
      SELECT _c1_1, _c1_5, _c1_6
      FROM (
        SELECT `l_partkey` AS _c1_1, `l_extendedprice` AS _c1_5, `l_discount` AS _c1_6, `l_shipdate` AS _c1_10
        FROM {src1}
      ) AS _q1
      WHERE _c1_10 >= `date_from_unix_date`(9374) AND _c1_10 < `date_from_unix_date`(9404)
    ) AS _q2 JOIN (
      SELECT `p_partkey` AS _c3_0, `p_type` AS _c3_4
      FROM {src2}
    ) AS _q3 ON _c1_1 = _c3_0
  ) AS _q4
) AS _q5
