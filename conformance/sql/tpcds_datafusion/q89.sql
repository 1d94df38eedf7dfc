-- tpcds_datafusion/q89: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c9_0 AS `i_category`, _c9_1 AS `i_class`, _c9_2 AS `i_brand`, _c9_3 AS `s_store_name`, _c9_4 AS `s_company_name`, _c9_5 AS `d_moy`, _c10_0 AS `sum_sales`, _c11_0 AS `avg_monthly_sales`
FROM (
  SELECT *, CAST(`avg`(_c10_0) OVER (PARTITION BY _c9_0, _c9_2, _c9_3, _c9_4 ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING) AS DECIMAL(38,2)) AS _c11_0
  FROM (
    SELECT `i_category` AS _c9_0, `i_class` AS _c9_1, `i_brand` AS _c9_2, `s_store_name` AS _c9_3, `s_company_name` AS _c9_4, `d_moy` AS _c9_5, CAST(`sum`(`ss_sales_price`) AS DECIMAL(38,2)) AS _c10_0
    FROM {src1} JOIN {src2} ON `i_item_sk` = `ss_item_sk` JOIN {src3} ON `ss_sold_date_sk` = `d_date_sk` JOIN {src4} ON `ss_store_sk` = `s_store_sk`
    WHERE (`i_category` IN ('Books', 'Electronics', 'Sports') AND `i_class` IN ('computers', 'stereo', 'football') OR `i_category` IN ('Men', 'Jewelry', 'Women') AND `i_class` IN ('shirts', 'birdal', 'dresses')) AND `d_year` = 1999L
    GROUP BY `i_category`, `i_class`, `i_brand`, `s_store_name`, `s_company_name`, `d_moy`
  ) AS _q1
) AS _q2
WHERE CASE WHEN _c11_0 <> CAST(0.000000BD AS DECIMAL(21,6)) THEN CAST(CAST(`abs`(CAST(_c10_0 - _c11_0 AS DECIMAL(22,6))) AS DECIMAL(22,6)) / _c11_0 AS DECIMAL(32,10)) ELSE CAST(NULL AS DECIMAL(32,10)) END > CAST(0.1000000000BD AS DECIMAL(32,10))
ORDER BY CAST(_c10_0 - _c11_0 AS DECIMAL(22,6)) ASC NULLS LAST, _c9_3 ASC NULLS LAST, _c9_0 ASC NULLS LAST, _c9_1 ASC NULLS LAST, _c9_2 ASC NULLS LAST, _c9_4 ASC NULLS LAST, _c9_5 ASC NULLS LAST
LIMIT 100
