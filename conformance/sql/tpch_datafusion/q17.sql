-- tpch_datafusion/q17: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT CAST(CASE WHEN 7.0D = 0 THEN CAST(_c11_0 AS DOUBLE) * `signum`(`atan2`(7.0D, (-1.0D))) * CAST('Infinity' AS DOUBLE) ELSE `try_divide`(CAST(_c11_0 AS DOUBLE), 7.0D) END AS DOUBLE) AS `avg_yearly`
FROM (
  SELECT CAST(`sum`(_c1_5) AS DECIMAL(38,2)) AS _c11_0
  FROM (
    SELECT _c1_4, _c1_5, _c2_0
    FROM (
      SELECT `l_partkey` AS _c1_1, `l_quantity` AS _c1_4, `l_extendedprice` AS _c1_5
      FROM {src1}
    ) AS _q1 JOIN (
      SELECT _c2_0
      FROM (
        SELECT `p_partkey` AS _c2_0, `p_brand` AS _c2_3, `p_container` AS _c2_6
        FROM {src2}
      ) AS _q2
      WHERE _c2_3 = 'Brand#23' AND _c2_6 = 'MED BOX'
    ) AS _q3 ON _c1_1 = _c2_0
  ) AS _q4 LEFT SEMI JOIN (
    SELECT CAST(CAST(0.2D * CAST(_c7_0 AS DOUBLE) AS DOUBLE) AS DECIMAL(30,15)) AS _c8_0, _c6_0
    FROM (
      SELECT _c5_1 AS _c6_0, CAST(`avg`(_c5_4) AS DECIMAL(38,2)) AS _c7_0
      FROM (
        SELECT `l_partkey` AS _c5_1, `l_quantity` AS _c5_4
        FROM {src1}
      ) AS _q5
      GROUP BY _c5_1
    ) AS _q6
  ) AS _q7 ON _c2_0 = _c6_0 AND CAST(_c1_4 AS DECIMAL(30,15)) < _c8_0
) AS _q8
