-- tpch_duckdb113/q12: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c4_0 AS `l_shipmode`, _c5_0 AS `high_line_count`, _c5_1 AS `low_line_count`
FROM (
  SELECT _c2_14 AS _c4_0, CAST(`sum`(CASE WHEN _c1_5 = '1-URGENT' OR _c1_5 = '2-HIGH' THEN 1 ELSE 0 END) AS DECIMAL(38,0)) AS _c5_0, CAST(`sum`(CASE WHEN _c1_5 <> '1-URGENT' AND _c1_5 <> '2-HIGH' THEN 1 ELSE 0 END) AS DECIMAL(38,0)) AS _c5_1
  FROM (
    SELECT `o_orderkey` AS _c1_0, `o_orderpriority` AS _c1_5
    FROM {src1}
  ) AS _q1 JOIN (
    SELECT *
    FROM (
      SELECT `l_orderkey` AS _c2_0, `l_shipmode` AS _c2_14, `l_commitdate` AS _c2_11, `l_receiptdate` AS _c2_12, `l_shipdate` AS _c2_10
      FROM {src2}
    ) AS _q2
    WHERE _c2_10 < `date_from_unix_date`(9131) AND _c2_10 IS NOT NULL AND _c2_11 < `date_from_unix_date`(9131) AND _c2_11 IS NOT NULL AND _c2_12 >= `date_from_unix_date`(8766) AND _c2_12 < `date_from_unix_date`(9131) AND _c2_12 IS NOT NULL AND _c2_11 < _c2_12 AND _c2_10 < _c2_11 AND _c2_14 IN ('MAIL', 'SHIP')
  ) AS _q3 ON _c1_0 = _c2_0
  GROUP BY _c2_14
  ORDER BY _c4_0 ASC NULLS LAST
) AS _q4
