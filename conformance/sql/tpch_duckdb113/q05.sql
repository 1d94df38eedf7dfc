-- tpch_duckdb113/q05: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c13_0 AS `n_name`, _c14_0 AS `revenue`
FROM (
  SELECT _c4_1 AS _c13_0, CAST(`sum`(CAST(_c1_5 * CAST(CAST(1.00BD AS DECIMAL(16,2)) - _c1_6 AS DECIMAL(16,2)) AS DECIMAL(18,4))) AS DECIMAL(38,4)) AS _c14_0
  FROM (
    SELECT `l_orderkey` AS _c1_0, `l_suppkey` AS _c1_2, `l_extendedprice` AS _c1_5, `l_discount` AS _c1_6
    FROM {src1}
  ) AS _q1 JOIN (
    SELECT *
    FROM (
      SELECT *
      FROM (
        SELECT _c2_1, _c2_0
        FROM (
          SELECT `o_custkey` AS _c2_1, `o_orderkey` AS _c2_0, `o_orderdate` AS _c2_4
          FROM {src2}
        ) AS _q2
        WHERE _c2_4 >= `date_from_unix_date`(8766) AND _c2_4 < `date_from_unix_date`(9131) AND _c2_4 IS NOT NULL
      ) AS _q3 JOIN (
        SELECT _c3_0, _c3_3, _c4_1
        FROM (
          SELECT `c_custkey` AS _c3_0, `c_nationkey` AS _c3_3
          FROM {src3}
        ) AS _q4 JOIN (
          SELECT *
          FROM (
            SELECT `n_nationkey` AS _c4_0, `n_regionkey` AS _c4_2, `n_name` AS _c4_1
            FROM {src4}
          ) AS _q5 JOIN (
            SELECT _c5_0
            FROM (
              SELECT `r_regionkey` AS _c5_0, `r_name` AS _c5_1
              FROM {src5}
            ) AS _q6
            WHERE _c5_1 = 'ASIA' AND _c5_1 IS NOT NULL
          ) AS _q7 ON _c4_2 = _c5_0
        ) AS _q8 ON _c3_3 = _c4_0
        WHERE _c3_0 <= 1499L
      ) AS _q9 ON _c2_1 = _c3_0
    ) AS _q10 JOIN (
      SELECT `s_suppkey` AS _c10_0, `s_nationkey` AS _c10_3
      FROM {src6}
    ) AS _q11 ON _c3_3 = _c10_3
  ) AS _q12 ON _c1_0 = _c2_0 AND _c1_2 = _c10_0
  GROUP BY _c4_1
  ORDER BY _c14_0 DESC NULLS LAST
) AS _q13
