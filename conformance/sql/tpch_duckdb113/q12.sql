-- tpch_duckdb113/q12: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c4_0 AS `l_shipmode`, _c5_0 AS `high_line_count`, _c5_1 AS `low_line_count`
FROM (
  SELECT `l_shipmode` AS _c4_0, CAST(`sum`(CASE WHEN `o_orderpriority` IN ('1-URGENT', '2-HIGH') THEN 1 ELSE 0 END) AS DECIMAL(38,0)) AS _c5_0, CAST(`sum`(CASE WHEN `o_orderpriority` <> '1-URGENT' AND `o_orderpriority` <> '2-HIGH' THEN 1 ELSE 0 END) AS DECIMAL(38,0)) AS _c5_1
  FROM {src1} JOIN (
    SELECT *
    FROM {src2}
    WHERE `l_shipdate` < DATE '1995-01-01' AND `l_shipdate` IS NOT NULL AND `l_commitdate` < DATE '1995-01-01' AND `l_commitdate` IS NOT NULL AND `l_receiptdate` >= DATE '1994-01-01' AND `l_receiptdate` < DATE '1995-01-01' AND `l_receiptdate` IS NOT NULL AND `l_commitdate` < `l_receiptdate` AND `l_shipdate` < `l_commitdate` AND `l_shipmode` IN ('MAIL', 'SHIP')
  ) AS _q1 ON `o_orderkey` = `l_orderkey`
  GROUP BY `l_shipmode`
  ORDER BY _c4_0 ASC NULLS LAST
) AS _q2
