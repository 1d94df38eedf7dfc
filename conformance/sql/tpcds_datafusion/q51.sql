-- tpcds_datafusion/q51: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c17_0 AS `item_sk`, _c17_1 AS `d_date`, _c7_0 AS `web_sales`, _c15_0 AS `store_sales`, _c18_0 AS `web_cumulative`, _c18_1 AS `store_cumulative`
FROM (
  SELECT *, CAST(`max`(_c7_0) OVER (PARTITION BY _c17_0 ORDER BY _c17_1 ASC NULLS LAST ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS DECIMAL(38,2)) AS _c18_0, CAST(`max`(_c15_0) OVER (PARTITION BY _c17_0 ORDER BY _c17_1 ASC NULLS LAST ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS DECIMAL(38,2)) AS _c18_1
  FROM (
    SELECT CASE WHEN _c5_0 IS NOT NULL THEN _c5_0 ELSE _c13_0 END AS _c17_0, CASE WHEN _c5_1 IS NOT NULL THEN _c5_1 ELSE _c13_1 END AS _c17_1, _c7_0, _c15_0
    FROM (
      SELECT *, CAST(`sum`(_c6_0) OVER (PARTITION BY _c5_0 ORDER BY _c5_1 ASC NULLS LAST ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS DECIMAL(38,2)) AS _c7_0
      FROM (
        SELECT `ws_item_sk` AS _c5_0, `d_date` AS _c5_1, CAST(`sum`(`ws_sales_price`) AS DECIMAL(38,2)) AS _c6_0
        FROM {src1} JOIN {src2} ON `ws_sold_date_sk` = `d_date_sk`
        WHERE `ws_item_sk` IS NOT NULL AND `d_month_seq` >= 1200L AND `d_month_seq` <= 1211L
        GROUP BY `ws_item_sk`, `d_date`
      ) AS _q1
    ) AS _q2 FULL OUTER JOIN (
      SELECT *, CAST(`sum`(_c14_0) OVER (PARTITION BY _c13_0 ORDER BY _c13_1 ASC NULLS LAST ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS DECIMAL(38,2)) AS _c15_0
      FROM (
        SELECT `ss_item_sk` AS _c13_0, `d_date` AS _c13_1, CAST(`sum`(`ss_sales_price`) AS DECIMAL(38,2)) AS _c14_0
        FROM {src3} JOIN {src2} ON `ss_sold_date_sk` = `d_date_sk`
        WHERE `ss_item_sk` IS NOT NULL AND `d_month_seq` >= 1200L AND `d_month_seq` <= 1211L
        GROUP BY `ss_item_sk`, `d_date`
      ) AS _q3
    ) AS _q4 ON _c5_0 = _c13_0 AND _c5_1 = _c13_1
  ) AS _q5
) AS _q6
WHERE _c18_0 > _c18_1
ORDER BY _c17_0 ASC NULLS FIRST, _c17_1 ASC NULLS FIRST
LIMIT 100
