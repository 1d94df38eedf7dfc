-- tpch_datafusion/q04: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c6_0 AS `o_orderpriority`, _c7_0 AS `order_count`
FROM (
  SELECT _c1_5 AS _c6_0, CAST(`count`(1L) AS BIGINT) AS _c7_0
  FROM (
    SELECT _c1_0, _c1_5
    FROM (
      SELECT `o_orderkey` AS _c1_0, `o_orderdate` AS _c1_4, `o_orderpriority` AS _c1_5
      FROM {src1}
    ) AS _q1
    WHERE _c1_4 >= `date_from_unix_date`(8582) AND _c1_4 < `date_from_unix_date`(8674)
  ) AS _q2 LEFT SEMI JOIN (
    SELECT _c3_0
    FROM (
      SELECT `l_orderkey` AS _c3_0, `l_commitdate` AS _c3_11, `l_receiptdate` AS _c3_12
      FROM {src2}
    ) AS _q3
    WHERE _c3_12 > _c3_11
  ) AS _q4 ON _c1_0 = _c3_0
  GROUP BY _c1_5
  ORDER BY _c6_0 ASC NULLS LAST
) AS _q5
