-- tpch_duckdb113/q06: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT CAST(`sum`(CAST(_c1_5 * _c1_6 AS DECIMAL(18,4))) AS DECIMAL(38,4)) AS `revenue`
FROM (
  SELECT `l_discount` AS _c1_6, `l_extendedprice` AS _c1_5, `l_quantity` AS _c1_4, `l_shipdate` AS _c1_10
  FROM {src1}
) AS _q1
WHERE _c1_4 < CAST(24.00BD AS DECIMAL(15,2)) AND _c1_4 IS NOT NULL AND _c1_6 >= CAST(0.05BD AS DECIMAL(15,2)) AND _c1_6 <= CAST(0.07BD AS DECIMAL(15,2)) AND _c1_6 IS NOT NULL AND _c1_10 >= `date_from_unix_date`(8766) AND _c1_10 < `date_from_unix_date`(9131) AND _c1_10 IS NOT NULL
