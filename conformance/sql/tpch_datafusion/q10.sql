-- tpch_datafusion/q10: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c10_0 AS `c_custkey`, _c10_1 AS `c_name`, _c11_0 AS `revenue`, _c10_2 AS `c_acctbal`, _c10_4 AS `n_name`, _c10_5 AS `c_address`, _c10_3 AS `c_phone`, _c10_6 AS `c_comment`
FROM (
  SELECT _c1_0 AS _c10_0, _c1_1 AS _c10_1, CAST(`sum`(CAST(_c5_5 * CAST(CAST(1BD AS DECIMAL(20,0)) - _c5_6 AS DECIMAL(23,2)) AS DECIMAL(38,4))) AS DECIMAL(38,4)) AS _c11_0, _c1_5 AS _c10_2, _c8_1 AS _c10_4, _c1_2 AS _c10_5, _c1_4 AS _c10_3, _c1_7 AS _c10_6
  FROM (
    SELECT _c1_0, _c1_1, _c1_2, _c1_3, _c1_4, _c1_5, _c1_7, _c5_5, _c5_6
    FROM (
      SELECT _c1_0, _c1_1, _c1_2, _c1_3, _c1_4, _c1_5, _c1_7, _c2_0
      FROM (
        SELECT `c_custkey` AS _c1_0, `c_name` AS _c1_1, `c_address` AS _c1_2, `c_nationkey` AS _c1_3, `c_phone` AS _c1_4, `c_acctbal` AS _c1_5, `c_comment` AS _c1_7
        FROM {src1}
      ) AS _q1 JOIN (
        SELECT _c2_0, _c2_1
        FROM (
          SELECT `o_orderkey` AS _c2_0, `o_custkey` AS _c2_1, `o_orderdate` AS _c2_4
          FROM {src2}
        ) AS _q2
        WHERE _c2_4 >= `date_from_unix_date`(8674) AND _c2_4 < `date_from_unix_date`(8766)
      ) AS _q3 ON _c1_0 = _c2_1
    ) AS _q4 JOIN (
      SELECT _c5_0, _c5_5, _c5_6
      FROM (
        SELECT `l_orderkey` AS _c5_0, `l_extendedprice` AS _c5_5, `l_discount` AS _c5_6, `l_returnflag` AS _c5_8
        FROM {src3}
      ) AS _q5
      WHERE _c5_8 = 'R'
    ) AS _q6 ON _c2_0 = _c5_0
  ) AS _q7 JOIN (
    SELECT `n_nationkey` AS _c8_0, `n_name` AS _c8_1
    FROM {src4}
  ) AS _q8 ON _c1_3 = _c8_0
  GROUP BY _c1_0, _c1_1, _c1_5, _c1_4, _c8_1, _c1_2, _c1_7
  ORDER BY _c11_0 DESC NULLS FIRST
  LIMIT 20
) AS _q9
