-- tpcds_datafusion/q97: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c17_0 AS `store_only`, _c17_1 AS `catalog_only`, _c17_2 AS `store_and_catalog`
FROM (
  SELECT CAST(`sum`(CASE WHEN _c5_0 IS NOT NULL AND _c12_0 IS NULL THEN 1L ELSE 0L END) AS BIGINT) AS _c17_0, CAST(`sum`(CASE WHEN _c5_0 IS NULL AND _c12_0 IS NOT NULL THEN 1L ELSE 0L END) AS BIGINT) AS _c17_1, CAST(`sum`(CASE WHEN _c5_0 IS NOT NULL AND _c12_0 IS NOT NULL THEN 1L ELSE 0L END) AS BIGINT) AS _c17_2
  FROM (
    SELECT DISTINCT `ss_customer_sk` AS _c5_0, `ss_item_sk` AS _c5_1
    FROM {src1} LEFT SEMI JOIN (
      SELECT *
      FROM {src2}
      WHERE `d_month_seq` >= 1200L AND `d_month_seq` <= 1211L
    ) AS _q1 ON `ss_sold_date_sk` = `d_date_sk`
  ) AS _q2 FULL OUTER JOIN (
    SELECT DISTINCT `cs_bill_customer_sk` AS _c12_0, `cs_item_sk` AS _c12_1
    FROM {src3} LEFT SEMI JOIN (
      SELECT *
      FROM {src2}
      WHERE `d_month_seq` >= 1200L AND `d_month_seq` <= 1211L
    ) AS _q3 ON `cs_sold_date_sk` = `d_date_sk`
  ) AS _q4 ON _c5_0 = _c12_0 AND _c5_1 = _c12_1
  LIMIT 100
) AS _q5
