-- tpcds_duckdb113/q97: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT CAST(`sum`(CASE WHEN _c4_0 IS NOT NULL AND _c10_0 IS NULL THEN 1 ELSE 0 END) AS DECIMAL(38,0)) AS `store_only`, CAST(`sum`(CASE WHEN _c4_0 IS NULL AND _c10_0 IS NOT NULL THEN 1 ELSE 0 END) AS DECIMAL(38,0)) AS `catalog_only`, CAST(`sum`(CASE WHEN _c4_0 IS NOT NULL AND _c10_0 IS NOT NULL THEN 1 ELSE 0 END) AS DECIMAL(38,0)) AS `store_and_catalog`
FROM (
  SELECT DISTINCT `ss_customer_sk` AS _c4_0, `ss_item_sk` AS _c4_1
  FROM {src1} JOIN {src2} ON `ss_sold_date_sk` = `d_date_sk`
  WHERE `d_month_seq` >= 1200L AND `d_month_seq` <= 1211L AND `d_month_seq` IS NOT NULL AND `d_date_sk` >= 2450816L AND `d_date_sk` <= 2452642L
) AS _q1 FULL OUTER JOIN (
  SELECT DISTINCT `cs_bill_customer_sk` AS _c10_0, `cs_item_sk` AS _c10_1
  FROM {src3} JOIN {src2} ON `cs_sold_date_sk` = `d_date_sk`
  WHERE `d_month_seq` >= 1200L AND `d_month_seq` <= 1211L AND `d_month_seq` IS NOT NULL AND `d_date_sk` >= 2450815L AND `d_date_sk` <= 2452225L
) AS _q2 ON _c4_0 = _c10_0 AND _c4_1 = _c10_1
LIMIT 100
