-- tpch_datafusion/q05: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c14_0 AS `n_name`, _c15_0 AS `revenue`
FROM (
  SELECT _c9_1 AS _c14_0, CAST(`sum`(CAST(_c5_5 * CAST(CAST(1BD AS DECIMAL(20,0)) - _c5_6 AS DECIMAL(23,2)) AS DECIMAL(38,4))) AS DECIMAL(38,4)) AS _c15_0
  FROM (
    SELECT _c5_5, _c5_6, _c9_1, _c9_2
    FROM (
      SELECT _c5_5, _c5_6, _c7_3
      FROM (
        SELECT _c1_3, _c5_2, _c5_5, _c5_6
        FROM (
          SELECT _c1_3, _c2_0
          FROM (
            SELECT `c_custkey` AS _c1_0, `c_nationkey` AS _c1_3
            FROM {src1}
          ) AS _q1 JOIN (
            SELECT _c2_0, _c2_1
            FROM (
              SELECT `o_orderkey` AS _c2_0, `o_custkey` AS _c2_1, `o_orderdate` AS _c2_4
              FROM {src2}
            ) AS _q2
            WHERE _c2_4 >= `date_from_unix_date`(8766) AND _c2_4 < `date_from_unix_date`(9131)
          ) AS _q3 ON _c1_0 = _c2_1
        ) AS _q4 JOIN (
          SELECT `l_orderkey` AS _c5_0, `l_suppkey` AS _c5_2, `l_extendedprice` AS _c5_5, `l_discount` AS _c5_6
          FROM {src3}
        ) AS _q5 ON _c2_0 = _c5_0
      ) AS _q6 JOIN (
        SELECT `s_suppkey` AS _c7_0, `s_nationkey` AS _c7_3
        FROM {src4}
      ) AS _q7 ON _c5_2 = _c7_0 AND _c1_3 = _c7_3
    ) AS _q8 JOIN (
      SELECT `n_nationkey` AS _c9_0, `n_name` AS _c9_1, `n_regionkey` AS _c9_2
      FROM {src5}
    ) AS _q9 ON _c7_3 = _c9_0
  ) AS _q10 JOIN (
    SELECT _c11_0
    FROM (
      SELECT `r_regionkey` AS _c11_0, `r_name` AS _c11_1
      FROM {src6}
    ) AS _q11
    WHERE _c11_1 = 'ASIA'
  ) AS _q12 ON _c9_2 = _c11_0
  GROUP BY _c9_1
  ORDER BY _c15_0 DESC NULLS FIRST
) AS _q13
