-- tpch_duckdb113/q08: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c17_0 AS `o_year`, _c19_0 AS `mkt_share`
FROM (
  SELECT _c17_0, CAST(CASE WHEN CAST(_c18_1 AS DOUBLE) = 0 THEN NULL ELSE `try_divide`(CAST(_c18_0 AS DOUBLE), CAST(_c18_1 AS DOUBLE)) END AS DOUBLE) AS _c19_0
  FROM (
    SELECT _c16_0 AS _c17_0, CAST(`sum`(CASE WHEN _c1_1 = 'BRAZIL' THEN _c16_1 ELSE CAST(0.0000BD AS DECIMAL(18,4)) END) AS DECIMAL(38,4)) AS _c18_0, CAST(`sum`(_c16_1) AS DECIMAL(38,4)) AS _c18_1
    FROM (
      SELECT CAST(`year`(_c4_4) AS BIGINT) AS _c16_0, CAST(_c5_5 * CAST(CAST(1.00BD AS DECIMAL(16,2)) - _c5_6 AS DECIMAL(16,2)) AS DECIMAL(18,4)) AS _c16_1, _c1_1
      FROM (
        SELECT `n_nationkey` AS _c1_0, `n_name` AS _c1_1
        FROM {src1}
      ) AS _q1 JOIN (
        SELECT _c2_0, _c2_3, _c4_4, _c5_2, _c5_5, _c5_6
        FROM (
          SELECT `s_suppkey` AS _c2_0, `s_nationkey` AS _c2_3
          FROM {src2}
        ) AS _q2 JOIN (
          SELECT _c3_0, _c3_3, _c4_1, _c4_4, _c5_2, _c5_5, _c5_6, _c10_0
          FROM (
            SELECT _c3_0, _c3_3, _c4_1, _c4_4, _c5_2, _c5_5, _c5_6
            FROM (
              SELECT *
              FROM (
                SELECT `c_custkey` AS _c3_0, `c_nationkey` AS _c3_3
                FROM {src3}
              ) AS _q3
              WHERE _c3_0 <= 1499L AND _c3_0 IS NOT NULL
            ) AS _q4 JOIN (
              SELECT _c4_0, _c4_1, _c4_4, _c5_2, _c5_0, _c5_5, _c5_6
              FROM (
                SELECT *
                FROM (
                  SELECT `o_orderkey` AS _c4_0, `o_custkey` AS _c4_1, `o_orderdate` AS _c4_4
                  FROM {src4}
                ) AS _q5
                WHERE _c4_4 >= `date_from_unix_date`(9131) AND _c4_4 <= `date_from_unix_date`(9861) AND _c4_4 IS NOT NULL
              ) AS _q6 JOIN (
                SELECT *
                FROM (
                  SELECT `l_partkey` AS _c5_1, `l_suppkey` AS _c5_2, `l_orderkey` AS _c5_0, `l_extendedprice` AS _c5_5, `l_discount` AS _c5_6
                  FROM {src5}
                ) AS _q7 JOIN (
                  SELECT _c6_0
                  FROM (
                    SELECT `p_partkey` AS _c6_0, `p_type` AS _c6_4
                    FROM {src6}
                  ) AS _q8
                  WHERE _c6_4 = 'ECONOMY ANODIZED STEEL' AND _c6_4 IS NOT NULL
                ) AS _q9 ON _c5_1 = _c6_0
              ) AS _q10 ON _c4_0 = _c5_0
            ) AS _q11 ON _c3_0 = _c4_1
          ) AS _q12 JOIN (
            SELECT *
            FROM (
              SELECT `n_nationkey` AS _c10_0, `n_regionkey` AS _c10_2
              FROM {src1}
            ) AS _q13 JOIN (
              SELECT _c11_0
              FROM (
                SELECT `r_regionkey` AS _c11_0, `r_name` AS _c11_1
                FROM {src7}
              ) AS _q14
              WHERE _c11_1 = 'AMERICA' AND _c11_1 IS NOT NULL
            ) AS _q15 ON _c10_2 = _c11_0
          ) AS _q16 ON _c3_3 = _c10_0
        ) AS _q17 ON _c2_0 = _c5_2
      ) AS _q18 ON _c1_0 = _c2_3
    ) AS _q19
    GROUP BY _c16_0
  ) AS _q20
  ORDER BY _c17_0 ASC NULLS LAST
) AS _q21
