-- tpch_datafusion/q08: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c18_0 AS `o_year`, _c20_0 AS `mkt_share`
FROM (
  SELECT _c18_0, CAST(CASE WHEN _c19_1 = 0 THEN `raise_error`('divide: division by zero') ELSE CASE WHEN `try_divide`(_c19_0, _c19_1) IS NULL AND _c19_0 IS NOT NULL AND _c19_1 IS NOT NULL THEN `raise_error`('divide: decimal overflow') ELSE `try_divide`(_c19_0, _c19_1) END END AS DECIMAL(38,8)) AS _c20_0
  FROM (
    SELECT _c17_0 AS _c18_0, CAST(`sum`(CASE WHEN _c13_1 = 'BRAZIL' THEN _c17_1 ELSE CAST(0.0000BD AS DECIMAL(38,4)) END) AS DECIMAL(38,4)) AS _c19_0, CAST(`sum`(_c17_1) AS DECIMAL(38,4)) AS _c19_1
    FROM (
      SELECT CAST(`year`(_c7_4) AS INT) AS _c17_0, CAST(_c3_5 * CAST(CAST(1BD AS DECIMAL(20,0)) - _c3_6 AS DECIMAL(23,2)) AS DECIMAL(38,4)) AS _c17_1, _c13_1
      FROM (
        SELECT _c3_5, _c3_6, _c7_4, _c11_2, _c13_1
        FROM (
          SELECT _c3_5, _c3_6, _c5_3, _c7_4, _c11_2
          FROM (
            SELECT _c3_5, _c3_6, _c5_3, _c7_4, _c9_3
            FROM (
              SELECT _c3_5, _c3_6, _c5_3, _c7_1, _c7_4
              FROM (
                SELECT _c3_0, _c3_5, _c3_6, _c5_3
                FROM (
                  SELECT _c3_0, _c3_2, _c3_5, _c3_6
                  FROM (
                    SELECT _c1_0
                    FROM (
                      SELECT `p_partkey` AS _c1_0, `p_type` AS _c1_4
                      FROM {src1}
                    ) AS _q1
                    WHERE _c1_4 = 'ECONOMY ANODIZED STEEL'
                  ) AS _q2 JOIN (
                    SELECT `l_orderkey` AS _c3_0, `l_partkey` AS _c3_1, `l_suppkey` AS _c3_2, `l_extendedprice` AS _c3_5, `l_discount` AS _c3_6
                    FROM {src2}
                  ) AS _q3 ON _c1_0 = _c3_1
                ) AS _q4 JOIN (
                  SELECT `s_suppkey` AS _c5_0, `s_nationkey` AS _c5_3
                  FROM {src3}
                ) AS _q5 ON _c3_2 = _c5_0
              ) AS _q6 JOIN (
                SELECT *
                FROM (
                  SELECT `o_orderkey` AS _c7_0, `o_custkey` AS _c7_1, `o_orderdate` AS _c7_4
                  FROM {src4}
                ) AS _q7
                WHERE _c7_4 >= `date_from_unix_date`(9131) AND _c7_4 <= `date_from_unix_date`(9861)
              ) AS _q8 ON _c3_0 = _c7_0
            ) AS _q9 JOIN (
              SELECT `c_custkey` AS _c9_0, `c_nationkey` AS _c9_3
              FROM {src5}
            ) AS _q10 ON _c7_1 = _c9_0
          ) AS _q11 JOIN (
            SELECT `n_nationkey` AS _c11_0, `n_regionkey` AS _c11_2
            FROM {src6}
          ) AS _q12 ON _c9_3 = _c11_0
        ) AS _q13 JOIN (
          SELECT `n_nationkey` AS _c13_0, `n_name` AS _c13_1
          FROM {src6}
        ) AS _q14 ON _c5_3 = _c13_0
      ) AS _q15 JOIN (
        SELECT _c15_0
        FROM (
          SELECT `r_regionkey` AS _c15_0, `r_name` AS _c15_1
          FROM {src7}
        ) AS _q16
        WHERE _c15_1 = 'AMERICA'
      ) AS _q17 ON _c11_2 = _c15_0
    ) AS _q18
    GROUP BY _c17_0
  ) AS _q19
  ORDER BY _c18_0 ASC NULLS LAST
) AS _q20
