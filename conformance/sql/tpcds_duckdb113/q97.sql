-- tpcds_duckdb113/q97: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT CAST(CASE WHEN _g5 IS NULL AND _g4 > 0 THEN `raise_error`('sum: overflow') ELSE _g5 END AS DECIMAL(38,0)) AS `store_only`, CAST(CASE WHEN _g7 IS NULL AND _g6 > 0 THEN `raise_error`('sum: overflow') ELSE _g7 END AS DECIMAL(38,0)) AS `catalog_only`, CAST(CASE WHEN _g9 IS NULL AND _g8 > 0 THEN `raise_error`('sum: overflow') ELSE _g9 END AS DECIMAL(38,0)) AS `store_and_catalog`
FROM (
  SELECT `count`(CASE WHEN _c4_0 IS NOT NULL AND _c10_0 IS NULL THEN 1 ELSE 0 END) AS _g4, `try_sum`(_g1) AS _g5, `count`(CASE WHEN _c4_0 IS NULL AND _c10_0 IS NOT NULL THEN 1 ELSE 0 END) AS _g6, `try_sum`(_g2) AS _g7, `count`(CASE WHEN _c4_0 IS NOT NULL AND _c10_0 IS NOT NULL THEN 1 ELSE 0 END) AS _g8, `try_sum`(_g3) AS _g9
  FROM (
    SELECT *, CAST(CASE WHEN _c4_0 IS NOT NULL AND _c10_0 IS NULL THEN 1 ELSE 0 END AS DECIMAL(38,0)) AS _g1, CAST(CASE WHEN _c4_0 IS NULL AND _c10_0 IS NOT NULL THEN 1 ELSE 0 END AS DECIMAL(38,0)) AS _g2, CAST(CASE WHEN _c4_0 IS NOT NULL AND _c10_0 IS NOT NULL THEN 1 ELSE 0 END AS DECIMAL(38,0)) AS _g3
    FROM (
      SELECT DISTINCT `ss_customer_sk` AS _c4_0, `ss_item_sk` AS _c4_1
      FROM {src1} JOIN {src2} ON `ss_sold_date_sk` = `d_date_sk`
      WHERE `d_month_seq` >= 1200L AND `d_month_seq` <= 1211L AND `d_month_seq` IS NOT NULL AND `d_date_sk` >= 2450816L AND `d_date_sk` <= 2452642L
    ) AS _q1 FULL OUTER JOIN (
      SELECT DISTINCT `cs_bill_customer_sk` AS _c10_0, `cs_item_sk` AS _c10_1
      FROM {src3} JOIN {src2} ON `cs_sold_date_sk` = `d_date_sk`
      WHERE `d_month_seq` >= 1200L AND `d_month_seq` <= 1211L AND `d_month_seq` IS NOT NULL AND `d_date_sk` >= 2450815L AND `d_date_sk` <= 2452225L
    ) AS _q2 ON _c4_0 = _c10_0 AND _c4_1 = _c10_1
  ) AS _q3
) AS _q4
LIMIT 100
