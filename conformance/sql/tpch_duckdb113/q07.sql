-- tpch_duckdb113/q07: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c14_0 AS `supp_nation`, _c14_1 AS `cust_nation`, _c14_2 AS `l_year`, _c15_0 AS `revenue`
FROM (
  SELECT _c3_1 AS _c14_0, _c8_1 AS _c14_1, _c13_0 AS _c14_2, CAST(`sum`(_c13_1) AS DECIMAL(38,4)) AS _c15_0
  FROM (
    SELECT _c3_1, _c8_1, CAST(`year`(_c1_10) AS BIGINT) AS _c13_0, CAST(_c1_5 * CAST(CAST(1.00BD AS DECIMAL(16,2)) - _c1_6 AS DECIMAL(16,2)) AS DECIMAL(18,4)) AS _c13_1
    FROM (
      SELECT _c1_2, _c1_0, _c1_10, _c1_5, _c1_6, _c2_0, _c3_1
      FROM (
        SELECT *
        FROM (
          SELECT `l_suppkey` AS _c1_2, `l_orderkey` AS _c1_0, `l_shipdate` AS _c1_10, `l_extendedprice` AS _c1_5, `l_discount` AS _c1_6
          FROM {src1}
        ) AS _q1
        WHERE _c1_10 >= `date_from_unix_date`(9131) AND _c1_10 <= `date_from_unix_date`(9861) AND _c1_10 IS NOT NULL
      ) AS _q2 JOIN (
        SELECT *
        FROM (
          SELECT `s_suppkey` AS _c2_0, `s_nationkey` AS _c2_3
          FROM {src2}
        ) AS _q3 JOIN (
          SELECT *
          FROM (
            SELECT `n_nationkey` AS _c3_0, `n_name` AS _c3_1
            FROM {src3}
          ) AS _q4
          WHERE (_c3_1 = 'FRANCE' OR _c3_1 = 'GERMANY')
        ) AS _q5 ON _c2_3 = _c3_0
      ) AS _q6 ON _c1_2 = _c2_0
    ) AS _q7 JOIN (
      SELECT _c6_0, _c6_1, _c7_0, _c8_1
      FROM (
        SELECT `o_orderkey` AS _c6_0, `o_custkey` AS _c6_1
        FROM {src4}
      ) AS _q8 JOIN (
        SELECT *
        FROM (
          SELECT *
          FROM (
            SELECT `c_custkey` AS _c7_0, `c_nationkey` AS _c7_3
            FROM {src5}
          ) AS _q9
          WHERE _c7_0 <= 1499L AND _c7_0 IS NOT NULL
        ) AS _q10 JOIN (
          SELECT *
          FROM (
            SELECT `n_nationkey` AS _c8_0, `n_name` AS _c8_1
            FROM {src3}
          ) AS _q11
          WHERE (_c8_1 = 'GERMANY' OR _c8_1 = 'FRANCE')
        ) AS _q12 ON _c7_3 = _c8_0
      ) AS _q13 ON _c6_1 = _c7_0
    ) AS _q14 ON _c1_0 = _c6_0
    WHERE (_c3_1 = 'FRANCE' AND _c8_1 = 'GERMANY' OR _c3_1 = 'GERMANY' AND _c8_1 = 'FRANCE')
  ) AS _q15
  GROUP BY _c3_1, _c8_1, _c13_0
  ORDER BY _c14_0 ASC NULLS LAST, _c14_1 ASC NULLS LAST, _c14_2 ASC NULLS LAST
) AS _q16
