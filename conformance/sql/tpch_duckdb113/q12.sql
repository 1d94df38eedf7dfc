-- tpch_duckdb113/q12: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `l_shipmode`, CAST(`sum`(CASE WHEN `o_orderpriority` IN ('1-URGENT', '2-HIGH') THEN 1 ELSE 0 END) AS DECIMAL(38,0)) AS `high_line_count`, CAST(`sum`(CASE WHEN `o_orderpriority` <> '1-URGENT' AND `o_orderpriority` <> '2-HIGH' THEN 1 ELSE 0 END) AS DECIMAL(38,0)) AS `low_line_count`
FROM {src1} JOIN {src2} ON `o_orderkey` = `l_orderkey`
WHERE `l_shipdate` < DATE '1995-01-01' AND `l_shipdate` IS NOT NULL AND `l_commitdate` < DATE '1995-01-01' AND `l_commitdate` IS NOT NULL AND `l_receiptdate` >= DATE '1994-01-01' AND `l_receiptdate` < DATE '1995-01-01' AND `l_receiptdate` IS NOT NULL AND `l_commitdate` < `l_receiptdate` AND `l_shipdate` < `l_commitdate` AND `l_shipmode` IN ('MAIL', 'SHIP')
GROUP BY `l_shipmode`
ORDER BY `l_shipmode` ASC NULLS LAST
