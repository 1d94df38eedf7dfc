-- tpch_duckdb113/q03: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c6_0 AS `l_orderkey`, _c7_0 AS `revenue`, _c6_1 AS `o_orderdate`, _c6_2 AS `o_shippriority`
FROM (
  SELECT _c2_0 AS _c6_0, CAST(`sum`(CAST(_c1_5 * CAST(CAST(1.00BD AS DECIMAL(16,2)) - _c1_6 AS DECIMAL(16,2)) AS DECIMAL(18,4))) AS DECIMAL(38,4)) AS _c7_0, _c2_4 AS _c6_1, _c2_7 AS _c6_2
  FROM (
    SELECT _c1_0, _c1_5, _c1_6
    FROM (
      SELECT `l_orderkey` AS _c1_0, `l_extendedprice` AS _c1_5, `l_discount` AS _c1_6, `l_shipdate` AS _c1_10
      FROM {src1}
    ) AS _q1
    WHERE _c1_10 > `date_from_unix_date`(9204) AND _c1_10 IS NOT NULL
  ) AS _q2 JOIN (
    SELECT *
    FROM (
      SELECT *
      FROM (
        SELECT `o_custkey` AS _c2_1, `o_orderkey` AS _c2_0, `o_orderdate` AS _c2_4, `o_shippriority` AS _c2_7
        FROM {src2}
      ) AS _q3
      WHERE _c2_4 < `date_from_unix_date`(9204) AND _c2_4 IS NOT NULL
    ) AS _q4 JOIN (
      SELECT _c3_0
      FROM (
        SELECT `c_custkey` AS _c3_0, `c_mktsegment` AS _c3_6
        FROM {src3}
      ) AS _q5
      WHERE _c3_6 = 'BUILDING' AND _c3_6 IS NOT NULL AND _c3_0 <= 1499L
    ) AS _q6 ON _c2_1 = _c3_0
  ) AS _q7 ON _c1_0 = _c2_0
  GROUP BY _c2_0, _c2_4, _c2_7
  ORDER BY _c7_0 DESC NULLS LAST, _c6_1 ASC NULLS LAST
  LIMIT 10
) AS _q8
