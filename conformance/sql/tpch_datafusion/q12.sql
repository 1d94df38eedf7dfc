-- tpch_datafusion/q12: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c5_0 AS `l_shipmode`, _c6_0 AS `high_line_count`, _c6_1 AS `low_line_count`
FROM (
  SELECT `l_shipmode` AS _c5_0, CAST(`sum`(CASE WHEN `o_orderpriority` IN ('1-URGENT', '2-HIGH') THEN 1L ELSE 0L END) AS BIGINT) AS _c6_0, CAST(`sum`(CASE WHEN `o_orderpriority` <> '1-URGENT' AND `o_orderpriority` <> '2-HIGH' THEN 1L ELSE 0L END) AS BIGINT) AS _c6_1
  FROM {src1} JOIN (
    SELECT *
    FROM {src2}
    WHERE `l_shipmode` IN ('MAIL', 'SHIP') AND `l_receiptdate` > `l_commitdate` AND `l_shipdate` < `l_commitdate` AND `l_receiptdate` >= DATE '1994-01-01' AND `l_receiptdate` < DATE '1995-01-01'
  ) AS _q1 ON `o_orderkey` = `l_orderkey`
  GROUP BY `l_shipmode`
  ORDER BY _c5_0 ASC NULLS LAST
) AS _q2
