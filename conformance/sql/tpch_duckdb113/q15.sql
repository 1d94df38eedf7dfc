-- tpch_duckdb113/q15: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c1_0 AS `s_suppkey`, _c1_1 AS `s_name`, _c1_2 AS `s_address`, _c1_4 AS `s_phone`, _c4_0 AS `total_revenue`
FROM (
  SELECT _c1_0, _c1_1, _c1_2, _c1_4, _c4_0
  FROM (
    SELECT `s_suppkey` AS _c1_0, `s_name` AS _c1_1, `s_address` AS _c1_2, `s_phone` AS _c1_4
    FROM {src1}
  ) AS _q1 JOIN (
    SELECT *
    FROM (
      SELECT _c2_2 AS _c3_0, CAST(`sum`(CAST(_c2_5 * CAST(CAST(1.00BD AS DECIMAL(16,2)) - _c2_6 AS DECIMAL(16,2)) AS DECIMAL(18,4))) AS DECIMAL(38,4)) AS _c4_0
      FROM (
        SELECT `l_suppkey` AS _c2_2, `l_extendedprice` AS _c2_5, `l_discount` AS _c2_6, `l_shipdate` AS _c2_10
        FROM {src2}
      ) AS _q2
      WHERE _c2_10 >= `date_from_unix_date`(9496) AND _c2_10 < `date_from_unix_date`(9587) AND _c2_10 IS NOT NULL
      GROUP BY _c2_2
    ) AS _q3 JOIN (
      SELECT CAST(`any_value`(_c11_0) AS DECIMAL(38,4)) AS _c14_0
      FROM (
        SELECT CAST(`max`(_c8_0) AS DECIMAL(38,4)) AS _c11_0
        FROM (
          SELECT CAST(`sum`(CAST(_c6_5 * CAST(CAST(1.00BD AS DECIMAL(16,2)) - _c6_6 AS DECIMAL(16,2)) AS DECIMAL(18,4))) AS DECIMAL(38,4)) AS _c8_0
          FROM (
            SELECT `l_suppkey` AS _c6_2, `l_extendedprice` AS _c6_5, `l_discount` AS _c6_6, `l_shipdate` AS _c6_10
            FROM {src2}
          ) AS _q4
          WHERE _c6_10 >= `date_from_unix_date`(9496) AND _c6_10 < `date_from_unix_date`(9587) AND _c6_10 IS NOT NULL
          GROUP BY _c6_2
        ) AS _q5
      ) AS _q6
    ) AS _q7 ON _c4_0 = _c14_0
  ) AS _q8 ON _c1_0 = _c3_0
  ORDER BY _c1_0 ASC NULLS LAST
) AS _q9
