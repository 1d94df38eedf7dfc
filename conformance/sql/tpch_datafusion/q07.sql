-- tpch_datafusion/q07: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c12_0 AS `supp_nation`, _c12_1 AS `cust_nation`, _c12_2 AS `l_year`, _c13_0 AS `revenue`
FROM (
  SELECT _c8_1 AS _c12_0, _c10_1 AS _c12_1, _c11_0 AS _c12_2, CAST(`sum`(_c11_1) AS DECIMAL(38,4)) AS _c13_0
  FROM (
    SELECT _c8_1, _c10_1, CAST(`year`(_c2_10) AS INT) AS _c11_0, CAST(_c2_5 * CAST(CAST(1BD AS DECIMAL(20,0)) - _c2_6 AS DECIMAL(23,2)) AS DECIMAL(38,4)) AS _c11_1
    FROM (
      SELECT _c2_5, _c2_6, _c2_10, _c6_3, _c8_1
      FROM (
        SELECT _c1_3, _c2_5, _c2_6, _c2_10, _c6_3
        FROM (
          SELECT _c1_3, _c2_5, _c2_6, _c2_10, _c4_1
          FROM (
            SELECT _c1_3, _c2_0, _c2_5, _c2_6, _c2_10
            FROM (
              SELECT `s_suppkey` AS _c1_0, `s_nationkey` AS _c1_3
              FROM {src1}
            ) AS _q1 JOIN (
              SELECT *
              FROM (
                SELECT `l_orderkey` AS _c2_0, `l_suppkey` AS _c2_2, `l_extendedprice` AS _c2_5, `l_discount` AS _c2_6, `l_shipdate` AS _c2_10
                FROM {src2}
              ) AS _q2
              WHERE _c2_10 >= `date_from_unix_date`(9131) AND _c2_10 <= `date_from_unix_date`(9861)
            ) AS _q3 ON _c1_0 = _c2_2
          ) AS _q4 JOIN (
            SELECT `o_orderkey` AS _c4_0, `o_custkey` AS _c4_1
            FROM {src3}
          ) AS _q5 ON _c2_0 = _c4_0
        ) AS _q6 JOIN (
          SELECT `c_custkey` AS _c6_0, `c_nationkey` AS _c6_3
          FROM {src4}
        ) AS _q7 ON _c4_1 = _c6_0
      ) AS _q8 JOIN (
        SELECT *
        FROM (
          SELECT `n_nationkey` AS _c8_0, `n_name` AS _c8_1
          FROM {src5}
        ) AS _q9
        WHERE (_c8_1 = 'FRANCE' OR _c8_1 = 'GERMANY')
      ) AS _q10 ON _c1_3 = _c8_0
    ) AS _q11 JOIN (
      SELECT *
      FROM (
        SELECT `n_nationkey` AS _c10_0, `n_name` AS _c10_1
        FROM {src5}
      ) AS _q12
      WHERE (_c10_1 = 'GERMANY' OR _c10_1 = 'FRANCE')
    ) AS _q13 ON _c6_3 = _c10_0 AND (_c8_1 = 'FRANCE' AND _c10_1 = 'GERMANY' OR _c8_1 = 'GERMANY' AND _c10_1 = 'FRANCE')
  ) AS _q14
  GROUP BY _c8_1, _c10_1, _c11_0
  ORDER BY _c12_0 ASC NULLS LAST, _c12_1 ASC NULLS LAST, _c12_2 ASC NULLS LAST
) AS _q15
