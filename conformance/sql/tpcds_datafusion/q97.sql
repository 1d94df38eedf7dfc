-- tpcds_datafusion/q97: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT CAST(`sum`(CASE WHEN _c5_0 IS NOT NULL AND _c12_0 IS NULL THEN 1L ELSE 0L END) AS BIGINT) AS `store_only`, CAST(`sum`(CASE WHEN _c5_0 IS NULL AND _c12_0 IS NOT NULL THEN 1L ELSE 0L END) AS BIGINT) AS `catalog_only`, CAST(`sum`(CASE WHEN _c5_0 IS NOT NULL AND _c12_0 IS NOT NULL THEN 1L ELSE 0L END) AS BIGINT) AS `store_and_catalog`
FROM (
  SELECT DISTINCT `ss_customer_sk` AS _c5_0, `ss_item_sk` AS _c5_1
  FROM {src1}
  WHERE `ss_sold_date_sk` IS NOT NULL AND `ss_sold_date_sk` IN (
    SELECT `d_date_sk`
    FROM {src2}
    WHERE `d_date_sk` IS NOT NULL AND `d_month_seq` >= 1200L AND `d_month_seq` <= 1211L
  )
) AS _q1 FULL OUTER JOIN (
  SELECT DISTINCT `cs_bill_customer_sk` AS _c12_0, `cs_item_sk` AS _c12_1
  FROM {src3}
  WHERE `cs_sold_date_sk` IS NOT NULL AND `cs_sold_date_sk` IN (
    SELECT `d_date_sk`
    FROM {src2}
    WHERE `d_date_sk` IS NOT NULL AND `d_month_seq` >= 1200L AND `d_month_seq` <= 1211L
  )
) AS _q2 ON _c5_0 = _c12_0 AND _c5_1 = _c12_1
LIMIT 100
