-- tpcds_datafusion/q05: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c41_0 AS `channel`, _c41_1 AS `id`, _c43_0 AS `sales`, _c43_1 AS `returns_`, _c43_2 AS `profit`
FROM (
  SELECT _c42_0, _c13_0 AS _c41_0, _c13_1 AS _c41_1, CAST(`sum`(_c11_0) FILTER (WHERE NOT _c42_0) AS DECIMAL(38,2)) AS _c43_0, CAST(`sum`(_c11_2) FILTER (WHERE NOT _c42_0) AS DECIMAL(38,2)) AS _c43_1, CAST(`sum`(_c13_2) FILTER (WHERE NOT _c42_0) AS DECIMAL(38,2)) AS _c43_2, `grouping_id`() AS _c44_0
  FROM (
    SELECT *, FALSE AS _c42_0
    FROM (
      SELECT 'store channel' AS _c13_0, CAST(`concat_ws`('', 'store', _c10_0) AS STRING) AS _c13_1, _c11_0, _c11_2, CAST(_c11_1 - _c11_3 AS DECIMAL(18,2)) AS _c13_2
      FROM (
        SELECT `s_store_id` AS _c10_0, CAST(`sum`(_c1_15) AS DECIMAL(38,2)) AS _c11_0, CAST(`sum`(_c1_22) AS DECIMAL(38,2)) AS _c11_1, CAST(`sum`(_c2_0) AS DECIMAL(38,2)) AS _c11_2, CAST(`sum`(_c2_1) AS DECIMAL(38,2)) AS _c11_3
        FROM (
          SELECT `ss_store_sk` AS _c1_7, `ss_sold_date_sk` AS _c1_0, `ss_ext_sales_price` AS _c1_15, `ss_net_profit` AS _c1_22, CAST(0.00BD AS DECIMAL(7,2)) AS _c2_0, CAST(0.00BD AS DECIMAL(7,2)) AS _c2_1
          FROM {src1}
          UNION ALL
          SELECT `sr_store_sk` AS _c3_7, `sr_returned_date_sk` AS _c3_0, CAST(0.00BD AS DECIMAL(7,2)) AS _c4_0, CAST(0.00BD AS DECIMAL(7,2)) AS _c4_1, `sr_return_amt` AS _c3_11, `sr_net_loss` AS _c3_19
          FROM {src2}
        ) AS _q1 JOIN {src3} ON _c1_0 = `d_date_sk` JOIN {src4} ON _c1_7 = `s_store_sk`
        WHERE `d_date` >= DATE '2000-08-23' AND `d_date` <= DATE '2000-09-06'
        GROUP BY `s_store_id`
      ) AS _q2
      UNION ALL
      SELECT 'catalog channel' AS _c26_0, CAST(`concat_ws`('', 'catalog_page', _c23_0) AS STRING) AS _c26_1, _c24_0, _c24_2, CAST(_c24_1 - _c24_3 AS DECIMAL(18,2)) AS _c26_2
      FROM (
        SELECT `cp_catalog_page_id` AS _c23_0, CAST(`sum`(_c14_23) AS DECIMAL(38,2)) AS _c24_0, CAST(`sum`(_c14_33) AS DECIMAL(38,2)) AS _c24_1, CAST(`sum`(_c15_0) AS DECIMAL(38,2)) AS _c24_2, CAST(`sum`(_c15_1) AS DECIMAL(38,2)) AS _c24_3
        FROM (
          SELECT `cs_catalog_page_sk` AS _c14_12, `cs_sold_date_sk` AS _c14_0, `cs_ext_sales_price` AS _c14_23, `cs_net_profit` AS _c14_33, CAST(0.00BD AS DECIMAL(7,2)) AS _c15_0, CAST(0.00BD AS DECIMAL(7,2)) AS _c15_1
          FROM {src5}
          UNION ALL
          SELECT `cr_catalog_page_sk` AS _c16_12, `cr_returned_date_sk` AS _c16_0, CAST(0.00BD AS DECIMAL(7,2)) AS _c17_0, CAST(0.00BD AS DECIMAL(7,2)) AS _c17_1, `cr_return_amount` AS _c16_18, `cr_net_loss` AS _c16_26
          FROM {src6}
        ) AS _q3 JOIN {src3} ON _c14_0 = `d_date_sk` JOIN {src7} ON _c14_12 = `cp_catalog_page_sk`
        WHERE `d_date` >= DATE '2000-08-23' AND `d_date` <= DATE '2000-09-06'
        GROUP BY `cp_catalog_page_id`
      ) AS _q4
      UNION ALL
      SELECT 'web channel' AS _c40_0, CAST(`concat_ws`('', 'web_site', _c37_0) AS STRING) AS _c40_1, _c38_0, _c38_2, CAST(_c38_1 - _c38_3 AS DECIMAL(18,2)) AS _c40_2
      FROM (
        SELECT `web_site_id` AS _c37_0, CAST(`sum`(_c27_23) AS DECIMAL(38,2)) AS _c38_0, CAST(`sum`(_c27_33) AS DECIMAL(38,2)) AS _c38_1, CAST(`sum`(_c28_0) AS DECIMAL(38,2)) AS _c38_2, CAST(`sum`(_c28_1) AS DECIMAL(38,2)) AS _c38_3
        FROM (
          SELECT `ws_web_site_sk` AS _c27_13, `ws_sold_date_sk` AS _c27_0, `ws_ext_sales_price` AS _c27_23, `ws_net_profit` AS _c27_33, CAST(0.00BD AS DECIMAL(7,2)) AS _c28_0, CAST(0.00BD AS DECIMAL(7,2)) AS _c28_1
          FROM {src8}
          UNION ALL
          SELECT `ws_web_site_sk` AS _c30_13, `wr_returned_date_sk` AS _c29_0, CAST(0.00BD AS DECIMAL(7,2)) AS _c31_0, CAST(0.00BD AS DECIMAL(7,2)) AS _c31_1, `wr_return_amt` AS _c29_15, `wr_net_loss` AS _c29_23
          FROM {src9} LEFT OUTER JOIN {src8} ON `wr_item_sk` = `ws_item_sk` AND `wr_order_number` = `ws_order_number`
        ) AS _q5 JOIN {src3} ON _c27_0 = `d_date_sk` JOIN {src10} ON _c27_13 = `web_site_sk`
        WHERE `d_date` >= DATE '2000-08-23' AND `d_date` <= DATE '2000-09-06'
        GROUP BY `web_site_id`
      ) AS _q6
    ) AS _q7
    UNION ALL
    SELECT CAST(_v0 AS STRING) AS _c13_0, CAST(_v1 AS STRING) AS _c13_1, CAST(_v2 AS DECIMAL(38,2)) AS _c11_0, CAST(_v3 AS DECIMAL(38,2)) AS _c11_2, CAST(_v4 AS DECIMAL(18,2)) AS _c13_2, CAST(_v5 AS BOOLEAN) AS _c42_0
    FROM VALUES (CAST(NULL AS STRING), CAST(NULL AS STRING), CAST(NULL AS DECIMAL(38,2)), CAST(NULL AS DECIMAL(38,2)), CAST(NULL AS DECIMAL(18,2)), TRUE) AS _q8(_v0, _v1, _v2, _v3, _v4, _v5)
  ) AS _q9
  GROUP BY _c42_0, _c13_0, _c13_1 GROUPING SETS ((_c42_0, _c13_0, _c13_1), (_c42_0, _c13_0), ())
) AS _q10
WHERE NOT `coalesce`(_c42_0, FALSE)
ORDER BY _c41_0 ASC NULLS FIRST, _c41_1 ASC NULLS FIRST
LIMIT 100
