-- tpcds_datafusion/q63: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c10_0 AS `i_manager_id`, _c11_0 AS `sum_sales`, _c13_0 AS `avg_monthly_sales`
FROM (
  SELECT _c10_0, _c11_0, CAST(`avg`(_c11_0) OVER (PARTITION BY _c10_0 ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING) AS DECIMAL(38,2)) AS _c13_0
  FROM (
    SELECT `i_manager_id` AS _c10_0, `d_moy` AS _c10_1, CAST(`sum`(`ss_sales_price`) AS DECIMAL(38,2)) AS _c11_0
    FROM {src1} JOIN {src2} ON `i_item_sk` = `ss_item_sk` JOIN {src3} ON `ss_sold_date_sk` = `d_date_sk` JOIN {src4} ON `ss_store_sk` = `s_store_sk`
    WHERE (`i_category` IN ('Books', 'Children', 'Electronics') AND `i_class` IN ('personal', 'portable', 'reference', 'self-help') AND `i_brand` IN ('scholaramalgamalg #14', 'scholaramalgamalg #7', 'exportiunivamalg #9', 'scholaramalgamalg #9') OR `i_category` IN ('Women', 'Music', 'Men') AND `i_class` IN ('accessories', 'classical', 'fragrances', 'pants') AND `i_brand` IN ('amalgimporto #1', 'edu packscholar #1', 'exportiimporto #1', 'importoamalg #1')) AND `d_month_seq` IN (1200L, 1201L, 1202L, 1203L, 1204L, 1205L, 1206L, 1207L, 1208L, 1209L, 1210L, 1211L)
    GROUP BY `i_manager_id`, `d_moy`
  ) AS _q1
) AS _q2
WHERE CASE WHEN _c13_0 > CAST(0.000000BD AS DECIMAL(21,6)) THEN CAST(CAST(`abs`(CAST(_c11_0 - _c13_0 AS DECIMAL(22,6))) AS DECIMAL(22,6)) / _c13_0 AS DECIMAL(32,10)) ELSE CAST(NULL AS DECIMAL(32,10)) END > CAST(0.1000000000BD AS DECIMAL(32,10))
ORDER BY _c10_0 ASC NULLS LAST, _c13_0 ASC NULLS LAST, _c11_0 ASC NULLS LAST
LIMIT 100
