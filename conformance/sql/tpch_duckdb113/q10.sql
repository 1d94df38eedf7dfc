-- tpch_duckdb113/q10: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c8_0 AS `c_custkey`, _c8_1 AS `c_name`, _c9_0 AS `revenue`, _c8_2 AS `c_acctbal`, _c8_4 AS `n_name`, _c8_5 AS `c_address`, _c8_3 AS `c_phone`, _c8_6 AS `c_comment`
FROM (
  SELECT _c2_0 AS _c8_0, _c2_1 AS _c8_1, CAST(`sum`(CAST(_c1_5 * CAST(CAST(1.00BD AS DECIMAL(16,2)) - _c1_6 AS DECIMAL(16,2)) AS DECIMAL(18,4))) AS DECIMAL(38,4)) AS _c9_0, _c2_5 AS _c8_2, _c3_1 AS _c8_4, _c2_2 AS _c8_5, _c2_4 AS _c8_3, _c2_7 AS _c8_6
  FROM (
    SELECT _c1_0, _c1_5, _c1_6
    FROM (
      SELECT `l_orderkey` AS _c1_0, `l_extendedprice` AS _c1_5, `l_discount` AS _c1_6, `l_returnflag` AS _c1_8
      FROM {src1}
    ) AS _q1
    WHERE _c1_8 = 'R' AND _c1_8 IS NOT NULL
  ) AS _q2 JOIN (
    SELECT *
    FROM (
      SELECT *
      FROM (
        SELECT *
        FROM (
          SELECT `c_custkey` AS _c2_0, `c_nationkey` AS _c2_3, `c_name` AS _c2_1, `c_acctbal` AS _c2_5, `c_phone` AS _c2_4, `c_address` AS _c2_2, `c_comment` AS _c2_7
          FROM {src2}
        ) AS _q3
        WHERE _c2_0 <= 1499L AND _c2_0 IS NOT NULL
      ) AS _q4 JOIN (
        SELECT `n_nationkey` AS _c3_0, `n_name` AS _c3_1
        FROM {src3}
      ) AS _q5 ON _c2_3 = _c3_0
    ) AS _q6 JOIN (
      SELECT _c5_1, _c5_0
      FROM (
        SELECT `o_custkey` AS _c5_1, `o_orderkey` AS _c5_0, `o_orderdate` AS _c5_4
        FROM {src4}
      ) AS _q7
      WHERE _c5_4 >= `date_from_unix_date`(8674) AND _c5_4 < `date_from_unix_date`(8766) AND _c5_4 IS NOT NULL
    ) AS _q8 ON _c2_0 = _c5_1
  ) AS _q9 ON _c1_0 = _c5_0
  GROUP BY _c2_0, _c2_1, _c2_5, _c2_4, _c3_1, _c2_2, _c2_7
  ORDER BY _c9_0 DESC NULLS LAST
  LIMIT 20
) AS _q10
