-- tpch_datafusion/q03: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c8_0 AS `l_orderkey`, _c9_0 AS `revenue`, _c8_1 AS `o_orderdate`, _c8_2 AS `o_shippriority`
FROM (
  SELECT _c5_0 AS _c8_0, CAST(`sum`(CAST(_c5_5 * CAST(CAST(1BD AS DECIMAL(20,0)) - _c5_6 AS DECIMAL(23,2)) AS DECIMAL(38,4))) AS DECIMAL(38,4)) AS _c9_0, _c3_4 AS _c8_1, _c3_7 AS _c8_2
  FROM (
    SELECT _c3_0, _c3_4, _c3_7
    FROM (
      SELECT _c1_0
      FROM (
        SELECT `c_custkey` AS _c1_0, `c_mktsegment` AS _c1_6
        FROM {src1}
      ) AS _q1
      WHERE _c1_6 = 'BUILDING'
    ) AS _q2 JOIN (
      SELECT *
      FROM (
        SELECT `o_orderkey` AS _c3_0, `o_custkey` AS _c3_1, `o_orderdate` AS _c3_4, `o_shippriority` AS _c3_7
        FROM {src2}
      ) AS _q3
      WHERE _c3_4 < `date_from_unix_date`(9204)
    ) AS _q4 ON _c1_0 = _c3_1
  ) AS _q5 JOIN (
    SELECT _c5_0, _c5_5, _c5_6
    FROM (
      SELECT `l_orderkey` AS _c5_0, `l_extendedprice` AS _c5_5, `l_discount` AS _c5_6, `l_shipdate` AS _c5_10
      FROM {src3}
    ) AS _q6
    WHERE _c5_10 > `date_from_unix_date`(9204)
  ) AS _q7 ON _c3_0 = _c5_0
  GROUP BY _c5_0, _c3_4, _c3_7
  ORDER BY _c9_0 DESC NULLS FIRST, _c8_1 ASC NULLS LAST
  LIMIT 10
) AS _q8
