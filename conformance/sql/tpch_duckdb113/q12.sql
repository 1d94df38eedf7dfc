-- tpch_duckdb113/q12: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c4_0 AS `l_shipmode`, CAST(CASE WHEN _g3 IS NULL AND _g2 > 0 THEN `raise_error`('sum: overflow') ELSE _g3 END AS DECIMAL(38,0)) AS `high_line_count`, CAST(CASE WHEN _g5 IS NULL AND _g4 > 0 THEN `raise_error`('sum: overflow') ELSE _g5 END AS DECIMAL(38,0)) AS `low_line_count`
FROM (
  SELECT `l_shipmode` AS _c4_0, `count`(CASE WHEN `o_orderpriority` IN ('1-URGENT', '2-HIGH') THEN 1 ELSE 0 END) AS _g2, `try_sum`(CAST(CASE WHEN `o_orderpriority` IN ('1-URGENT', '2-HIGH') THEN 1 ELSE 0 END AS DECIMAL(38,0))) AS _g3, `count`(CASE WHEN `o_orderpriority` <> '1-URGENT' AND `o_orderpriority` <> '2-HIGH' THEN 1 ELSE 0 END) AS _g4, `try_sum`(_g1) AS _g5
  FROM (
    SELECT *, CAST(CASE WHEN `o_orderpriority` <> '1-URGENT' AND `o_orderpriority` <> '2-HIGH' THEN 1 ELSE 0 END AS DECIMAL(38,0)) AS _g1
    FROM {src1} JOIN {src2} ON `o_orderkey` = `l_orderkey`
    WHERE `l_shipdate` < DATE '1995-01-01' AND `l_shipdate` IS NOT NULL AND `l_commitdate` < DATE '1995-01-01' AND `l_commitdate` IS NOT NULL AND `l_receiptdate` >= DATE '1994-01-01' AND `l_receiptdate` < DATE '1995-01-01' AND `l_receiptdate` IS NOT NULL AND `l_commitdate` < `l_receiptdate` AND `l_shipdate` < `l_commitdate` AND `l_shipmode` IN ('MAIL', 'SHIP')
  ) AS _q1
  GROUP BY `l_shipmode`
) AS _q2
ORDER BY `l_shipmode` ASC NULLS LAST
