-- tpch_datafusion/q12: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `l_shipmode`, CAST(`sum`(CASE WHEN `o_orderpriority` IN ('1-URGENT', '2-HIGH') THEN 1L ELSE 0L END) AS BIGINT) AS `high_line_count`, CAST(`sum`(CASE WHEN `o_orderpriority` <> '1-URGENT' AND `o_orderpriority` <> '2-HIGH' THEN 1L ELSE 0L END) AS BIGINT) AS `low_line_count`
FROM {src1} JOIN {src2} ON `o_orderkey` = `l_orderkey`
WHERE `l_shipmode` IN ('MAIL', 'SHIP') AND `l_receiptdate` > `l_commitdate` AND `l_shipdate` < `l_commitdate` AND `l_receiptdate` >= DATE '1994-01-01' AND `l_receiptdate` < DATE '1995-01-01'
GROUP BY `l_shipmode`
ORDER BY `l_shipmode` ASC NULLS LAST
