-- tpch_datafusion/q20: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c1_1 AS `s_name`, _c1_2 AS `s_address`
FROM (
  SELECT _c1_1, _c1_2
  FROM (
    SELECT _c1_0, _c1_1, _c1_2
    FROM (
      SELECT `s_suppkey` AS _c1_0, `s_name` AS _c1_1, `s_address` AS _c1_2, `s_nationkey` AS _c1_3
      FROM {src1}
    ) AS _q1 JOIN (
      SELECT _c2_0
      FROM (
        SELECT `n_nationkey` AS _c2_0, `n_name` AS _c2_1
        FROM {src2}
      ) AS _q2
      WHERE _c2_1 = 'CANADA'
    ) AS _q3 ON _c1_3 = _c2_0
  ) AS _q4 LEFT SEMI JOIN (
    SELECT _c5_1
    FROM (
      SELECT `ps_partkey` AS _c5_0, `ps_suppkey` AS _c5_1, `ps_availqty` AS _c5_2
      FROM {src3}
    ) AS _q5 LEFT SEMI JOIN (
      SELECT _c6_0
      FROM (
        SELECT `p_partkey` AS _c6_0, `p_name` AS _c6_1
        FROM {src4}
      ) AS _q6
      WHERE `like`(_c6_1, 'forest%')
    ) AS _q7 ON _c5_0 = _c6_0 LEFT SEMI JOIN (
      SELECT CAST(0.5D * CAST(_c11_0 AS DOUBLE) AS DOUBLE) AS _c12_0, _c10_0, _c10_1
      FROM (
        SELECT _c8_1 AS _c10_0, _c8_2 AS _c10_1, CAST(`sum`(_c8_4) AS DECIMAL(38,2)) AS _c11_0
        FROM (
          SELECT `l_partkey` AS _c8_1, `l_suppkey` AS _c8_2, `l_quantity` AS _c8_4, `l_shipdate` AS _c8_10
          FROM {src5}
        ) AS _q8
        WHERE _c8_10 >= `date_from_unix_date`(8766) AND _c8_10 < `date_from_unix_date`(9131)
        GROUP BY _c8_1, _c8_2
      ) AS _q9
    ) AS _q10 ON _c5_0 = _c10_0 AND _c5_1 = _c10_1 AND CAST(_c5_2 AS DOUBLE) > _c12_0
  ) AS _q11 ON _c1_0 = _c5_1
  ORDER BY _c1_1 ASC NULLS LAST
) AS _q12
