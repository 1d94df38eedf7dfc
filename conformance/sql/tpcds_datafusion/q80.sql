-- tpcds_datafusion/q80: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c55_0 AS `channel`, _c55_1 AS `id`, _c57_0 AS `sales`, _c57_1 AS `returns_`, _c57_2 AS `profit`
FROM (
  SELECT _c56_0, _c18_0 AS _c55_0, _c18_1 AS _c55_1, CAST(`sum`(_c16_0) FILTER (WHERE NOT _c56_0) AS DECIMAL(38,2)) AS _c57_0, CAST(`sum`(_c16_1) FILTER (WHERE NOT _c56_0) AS DECIMAL(38,2)) AS _c57_1, CAST(`sum`(_c16_2) FILTER (WHERE NOT _c56_0) AS DECIMAL(38,2)) AS _c57_2, `grouping_id`() AS _c58_0
  FROM (
    SELECT *, FALSE AS _c56_0
    FROM (
      SELECT 'store channel' AS _c18_0, CAST(`concat_ws`('', 'store', _c15_0) AS STRING) AS _c18_1, _c16_0, _c16_1, _c16_2
      FROM (
        SELECT `s_store_id` AS _c15_0, CAST(`sum`(`ss_ext_sales_price`) AS DECIMAL(38,2)) AS _c16_0, CAST(`sum`(CASE WHEN CAST(`sr_return_amt` AS DECIMAL(22,2)) IS NOT NULL THEN CAST(`sr_return_amt` AS DECIMAL(22,2)) ELSE CAST(0.00BD AS DECIMAL(22,2)) END) AS DECIMAL(38,2)) AS _c16_1, CAST(`sum`(CAST(`ss_net_profit` - CASE WHEN CAST(`sr_net_loss` AS DECIMAL(22,2)) IS NOT NULL THEN CAST(`sr_net_loss` AS DECIMAL(22,2)) ELSE CAST(0.00BD AS DECIMAL(22,2)) END AS DECIMAL(23,2))) AS DECIMAL(38,2)) AS _c16_2
        FROM {src1} LEFT OUTER JOIN {src2} ON `ss_item_sk` = `sr_item_sk` AND `ss_ticket_number` = `sr_ticket_number` JOIN {src3} ON `ss_sold_date_sk` = `d_date_sk` JOIN {src4} ON `ss_store_sk` = `s_store_sk` JOIN {src5} ON `ss_item_sk` = `i_item_sk` JOIN {src6} ON `ss_promo_sk` = `p_promo_sk`
        WHERE `d_date` >= DATE '2000-08-23' AND `d_date` <= DATE '2000-09-22' AND `i_current_price` > CAST(50.00BD AS DECIMAL(7,2)) AND `p_channel_tv` = 'N'
        GROUP BY `s_store_id`
      ) AS _q1
      UNION ALL
      SELECT 'catalog channel' AS _c36_0, CAST(`concat_ws`('', 'catalog_page', _c33_0) AS STRING) AS _c36_1, _c34_0, _c34_1, _c34_2
      FROM (
        SELECT `cp_catalog_page_id` AS _c33_0, CAST(`sum`(`cs_ext_sales_price`) AS DECIMAL(38,2)) AS _c34_0, CAST(`sum`(CASE WHEN CAST(`cr_return_amount` AS DECIMAL(22,2)) IS NOT NULL THEN CAST(`cr_return_amount` AS DECIMAL(22,2)) ELSE CAST(0.00BD AS DECIMAL(22,2)) END) AS DECIMAL(38,2)) AS _c34_1, CAST(`sum`(CAST(`cs_net_profit` - CASE WHEN CAST(`cr_net_loss` AS DECIMAL(22,2)) IS NOT NULL THEN CAST(`cr_net_loss` AS DECIMAL(22,2)) ELSE CAST(0.00BD AS DECIMAL(22,2)) END AS DECIMAL(23,2))) AS DECIMAL(38,2)) AS _c34_2
        FROM {src7} LEFT OUTER JOIN {src8} ON `cs_item_sk` = `cr_item_sk` AND `cs_order_number` = `cr_order_number` JOIN {src3} ON `cs_sold_date_sk` = `d_date_sk` JOIN {src9} ON `cs_catalog_page_sk` = `cp_catalog_page_sk` JOIN {src5} ON `cs_item_sk` = `i_item_sk` JOIN {src6} ON `cs_promo_sk` = `p_promo_sk`
        WHERE `d_date` >= DATE '2000-08-23' AND `d_date` <= DATE '2000-09-22' AND `i_current_price` > CAST(50.00BD AS DECIMAL(7,2)) AND `p_channel_tv` = 'N'
        GROUP BY `cp_catalog_page_id`
      ) AS _q2
      UNION ALL
      SELECT 'web channel' AS _c54_0, CAST(`concat_ws`('', 'web_site', _c51_0) AS STRING) AS _c54_1, _c52_0, _c52_1, _c52_2
      FROM (
        SELECT `web_site_id` AS _c51_0, CAST(`sum`(`ws_ext_sales_price`) AS DECIMAL(38,2)) AS _c52_0, CAST(`sum`(CASE WHEN CAST(`wr_return_amt` AS DECIMAL(22,2)) IS NOT NULL THEN CAST(`wr_return_amt` AS DECIMAL(22,2)) ELSE CAST(0.00BD AS DECIMAL(22,2)) END) AS DECIMAL(38,2)) AS _c52_1, CAST(`sum`(CAST(`ws_net_profit` - CASE WHEN CAST(`wr_net_loss` AS DECIMAL(22,2)) IS NOT NULL THEN CAST(`wr_net_loss` AS DECIMAL(22,2)) ELSE CAST(0.00BD AS DECIMAL(22,2)) END AS DECIMAL(23,2))) AS DECIMAL(38,2)) AS _c52_2
        FROM {src10} LEFT OUTER JOIN {src11} ON `ws_item_sk` = `wr_item_sk` AND `ws_order_number` = `wr_order_number` JOIN {src3} ON `ws_sold_date_sk` = `d_date_sk` JOIN {src12} ON `ws_web_site_sk` = `web_site_sk` JOIN {src5} ON `ws_item_sk` = `i_item_sk` JOIN {src6} ON `ws_promo_sk` = `p_promo_sk`
        WHERE `d_date` >= DATE '2000-08-23' AND `d_date` <= DATE '2000-09-22' AND `i_current_price` > CAST(50.00BD AS DECIMAL(7,2)) AND `p_channel_tv` = 'N'
        GROUP BY `web_site_id`
      ) AS _q3
    ) AS _q4
    UNION ALL
    SELECT CAST(_v0 AS STRING) AS _c18_0, CAST(_v1 AS STRING) AS _c18_1, CAST(_v2 AS DECIMAL(38,2)) AS _c16_0, CAST(_v3 AS DECIMAL(38,2)) AS _c16_1, CAST(_v4 AS DECIMAL(38,2)) AS _c16_2, CAST(_v5 AS BOOLEAN) AS _c56_0
    FROM VALUES (CAST(NULL AS STRING), CAST(NULL AS STRING), CAST(NULL AS DECIMAL(38,2)), CAST(NULL AS DECIMAL(38,2)), CAST(NULL AS DECIMAL(38,2)), TRUE) AS _q5(_v0, _v1, _v2, _v3, _v4, _v5)
  ) AS _q6
  GROUP BY _c56_0, _c18_0, _c18_1 GROUPING SETS ((_c56_0, _c18_0, _c18_1), (_c56_0, _c18_0), ())
) AS _q7
WHERE NOT `coalesce`(_c56_0, FALSE)
ORDER BY _c55_0 ASC NULLS FIRST, _c55_1 ASC NULLS FIRST
LIMIT 100
