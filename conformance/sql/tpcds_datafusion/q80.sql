-- tpcds_datafusion/q80: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
WITH
_shared_c58_0 AS (
  SELECT *, _c18_0 AS _c57_0, _c18_1 AS _c57_1
  FROM (
    SELECT 'store channel' AS _c18_0, CAST(`concat`('store', _c15_0) AS STRING) AS _c18_1, _c16_0, _c16_1, _c16_2
    FROM (
      SELECT _c7_1 AS _c15_0, CAST(`sum`(_c1_15) AS DECIMAL(38,2)) AS _c16_0, CAST(`sum`(CASE WHEN _c14_0 IS NOT NULL THEN _c14_0 ELSE CAST(0.00BD AS DECIMAL(22,2)) END) AS DECIMAL(38,2)) AS _c16_1, CAST(`sum`(CAST(_c1_22 - CASE WHEN _c14_1 IS NOT NULL THEN _c14_1 ELSE CAST(0.00BD AS DECIMAL(22,2)) END AS DECIMAL(23,2))) AS DECIMAL(38,2)) AS _c16_2
      FROM (
        SELECT CAST(_c2_11 AS DECIMAL(22,2)) AS _c14_0, CAST(_c2_19 AS DECIMAL(22,2)) AS _c14_1, _c1_15, _c1_22, _c7_1
        FROM (
          SELECT _c1_8, _c1_15, _c1_22, _c2_11, _c2_19, _c7_1
          FROM (
            SELECT _c1_2, _c1_8, _c1_15, _c1_22, _c2_11, _c2_19, _c7_1
            FROM (
              SELECT _c1_2, _c1_7, _c1_8, _c1_15, _c1_22, _c2_11, _c2_19
              FROM (
                SELECT _c1_0, _c1_2, _c1_7, _c1_8, _c1_15, _c1_22, _c2_11, _c2_19
                FROM (
                  SELECT `ss_sold_date_sk` AS _c1_0, `ss_item_sk` AS _c1_2, `ss_store_sk` AS _c1_7, `ss_promo_sk` AS _c1_8, `ss_ticket_number` AS _c1_9, `ss_ext_sales_price` AS _c1_15, `ss_net_profit` AS _c1_22
                  FROM {src1}
                ) AS _q1 LEFT OUTER JOIN (
                  SELECT `sr_item_sk` AS _c2_2, `sr_ticket_number` AS _c2_9, `sr_return_amt` AS _c2_11, `sr_net_loss` AS _c2_19
                  FROM {src2}
                ) AS _q2 ON _c1_2 = _c2_2 AND _c1_9 = _c2_9
              ) AS _q3 JOIN (
                SELECT _c4_0
                FROM (
                  SELECT `d_date_sk` AS _c4_0, `d_date` AS _c4_2
                  FROM {src3}
                ) AS _q4
                WHERE _c4_2 >= `date_from_unix_date`(11192) AND _c4_2 <= `date_from_unix_date`(11222)
              ) AS _q5 ON _c1_0 = _c4_0
            ) AS _q6 JOIN (
              SELECT `s_store_sk` AS _c7_0, `s_store_id` AS _c7_1
              FROM {src4}
            ) AS _q7 ON _c1_7 = _c7_0
          ) AS _q8 JOIN (
            SELECT _c9_0
            FROM (
              SELECT `i_item_sk` AS _c9_0, `i_current_price` AS _c9_5
              FROM {src5}
            ) AS _q9
            WHERE _c9_5 > CAST(50.00BD AS DECIMAL(7,2))
          ) AS _q10 ON _c1_2 = _c9_0
        ) AS _q11 JOIN (
          SELECT _c12_0
          FROM (
            SELECT `p_promo_sk` AS _c12_0, `p_channel_tv` AS _c12_11
            FROM {src6}
          ) AS _q12
          WHERE _c12_11 = 'N'
        ) AS _q13 ON _c1_8 = _c12_0
      ) AS _q14
      GROUP BY _c7_1
    ) AS _q15
    UNION ALL
    SELECT 'catalog channel' AS _c36_0, CAST(`concat`('catalog_page', _c33_0) AS STRING) AS _c36_1, _c34_0, _c34_1, _c34_2
    FROM (
      SELECT _c25_1 AS _c33_0, CAST(`sum`(_c19_23) AS DECIMAL(38,2)) AS _c34_0, CAST(`sum`(CASE WHEN _c32_0 IS NOT NULL THEN _c32_0 ELSE CAST(0.00BD AS DECIMAL(22,2)) END) AS DECIMAL(38,2)) AS _c34_1, CAST(`sum`(CAST(_c19_33 - CASE WHEN _c32_1 IS NOT NULL THEN _c32_1 ELSE CAST(0.00BD AS DECIMAL(22,2)) END AS DECIMAL(23,2))) AS DECIMAL(38,2)) AS _c34_2
      FROM (
        SELECT CAST(_c20_18 AS DECIMAL(22,2)) AS _c32_0, CAST(_c20_26 AS DECIMAL(22,2)) AS _c32_1, _c19_23, _c19_33, _c25_1
        FROM (
          SELECT _c19_16, _c19_23, _c19_33, _c20_18, _c20_26, _c25_1
          FROM (
            SELECT _c19_15, _c19_16, _c19_23, _c19_33, _c20_18, _c20_26, _c25_1
            FROM (
              SELECT _c19_12, _c19_15, _c19_16, _c19_23, _c19_33, _c20_18, _c20_26
              FROM (
                SELECT _c19_0, _c19_12, _c19_15, _c19_16, _c19_23, _c19_33, _c20_18, _c20_26
                FROM (
                  SELECT `cs_sold_date_sk` AS _c19_0, `cs_catalog_page_sk` AS _c19_12, `cs_item_sk` AS _c19_15, `cs_promo_sk` AS _c19_16, `cs_order_number` AS _c19_17, `cs_ext_sales_price` AS _c19_23, `cs_net_profit` AS _c19_33
                  FROM {src7}
                ) AS _q16 LEFT OUTER JOIN (
                  SELECT `cr_item_sk` AS _c20_2, `cr_order_number` AS _c20_16, `cr_return_amount` AS _c20_18, `cr_net_loss` AS _c20_26
                  FROM {src8}
                ) AS _q17 ON _c19_15 = _c20_2 AND _c19_17 = _c20_16
              ) AS _q18 JOIN (
                SELECT _c22_0
                FROM (
                  SELECT `d_date_sk` AS _c22_0, `d_date` AS _c22_2
                  FROM {src3}
                ) AS _q19
                WHERE _c22_2 >= `date_from_unix_date`(11192) AND _c22_2 <= `date_from_unix_date`(11222)
              ) AS _q20 ON _c19_0 = _c22_0
            ) AS _q21 JOIN (
              SELECT `cp_catalog_page_sk` AS _c25_0, `cp_catalog_page_id` AS _c25_1
              FROM {src9}
            ) AS _q22 ON _c19_12 = _c25_0
          ) AS _q23 JOIN (
            SELECT _c27_0
            FROM (
              SELECT `i_item_sk` AS _c27_0, `i_current_price` AS _c27_5
              FROM {src5}
            ) AS _q24
            WHERE _c27_5 > CAST(50.00BD AS DECIMAL(7,2))
          ) AS _q25 ON _c19_15 = _c27_0
        ) AS _q26 JOIN (
          SELECT _c30_0
          FROM (
            SELECT `p_promo_sk` AS _c30_0, `p_channel_tv` AS _c30_11
            FROM {src6}
          ) AS _q27
          WHERE _c30_11 = 'N'
        ) AS _q28 ON _c19_16 = _c30_0
      ) AS _q29
      GROUP BY _c25_1
    ) AS _q30
    UNION ALL
    SELECT 'web channel' AS _c54_0, CAST(`concat`('web_site', _c51_0) AS STRING) AS _c54_1, _c52_0, _c52_1, _c52_2
    FROM (
      SELECT _c43_1 AS _c51_0, CAST(`sum`(_c37_23) AS DECIMAL(38,2)) AS _c52_0, CAST(`sum`(CASE WHEN _c50_0 IS NOT NULL THEN _c50_0 ELSE CAST(0.00BD AS DECIMAL(22,2)) END) AS DECIMAL(38,2)) AS _c52_1, CAST(`sum`(CAST(_c37_33 - CASE WHEN _c50_1 IS NOT NULL THEN _c50_1 ELSE CAST(0.00BD AS DECIMAL(22,2)) END AS DECIMAL(23,2))) AS DECIMAL(38,2)) AS _c52_2
      FROM (
        SELECT CAST(_c38_15 AS DECIMAL(22,2)) AS _c50_0, CAST(_c38_23 AS DECIMAL(22,2)) AS _c50_1, _c37_23, _c37_33, _c43_1
        FROM (
          SELECT _c37_16, _c37_23, _c37_33, _c38_15, _c38_23, _c43_1
          FROM (
            SELECT _c37_3, _c37_16, _c37_23, _c37_33, _c38_15, _c38_23, _c43_1
            FROM (
              SELECT _c37_3, _c37_13, _c37_16, _c37_23, _c37_33, _c38_15, _c38_23
              FROM (
                SELECT _c37_0, _c37_3, _c37_13, _c37_16, _c37_23, _c37_33, _c38_15, _c38_23
                FROM (
                  SELECT `ws_sold_date_sk` AS _c37_0, `ws_item_sk` AS _c37_3, `ws_web_site_sk` AS _c37_13, `ws_promo_sk` AS _c37_16, `ws_order_number` AS _c37_17, `ws_ext_sales_price` AS _c37_23, `ws_net_profit` AS _c37_33
                  FROM {src10}
                ) AS _q31 LEFT OUTER JOIN (
                  SELECT `wr_item_sk` AS _c38_2, `wr_order_number` AS _c38_13, `wr_return_amt` AS _c38_15, `wr_net_loss` AS _c38_23
                  FROM {src11}
                ) AS _q32 ON _c37_3 = _c38_2 AND _c37_17 = _c38_13
              ) AS _q33 JOIN (
                SELECT _c40_0
                FROM (
                  SELECT `d_date_sk` AS _c40_0, `d_date` AS _c40_2
                  FROM {src3}
                ) AS _q34
                WHERE _c40_2 >= `date_from_unix_date`(11192) AND _c40_2 <= `date_from_unix_date`(11222)
              ) AS _q35 ON _c37_0 = _c40_0
            ) AS _q36 JOIN (
              SELECT `web_site_sk` AS _c43_0, `web_site_id` AS _c43_1
              FROM {src12}
            ) AS _q37 ON _c37_13 = _c43_0
          ) AS _q38 JOIN (
            SELECT _c45_0
            FROM (
              SELECT `i_item_sk` AS _c45_0, `i_current_price` AS _c45_5
              FROM {src5}
            ) AS _q39
            WHERE _c45_5 > CAST(50.00BD AS DECIMAL(7,2))
          ) AS _q40 ON _c37_3 = _c45_0
        ) AS _q41 JOIN (
          SELECT _c48_0
          FROM (
            SELECT `p_promo_sk` AS _c48_0, `p_channel_tv` AS _c48_11
            FROM {src6}
          ) AS _q42
          WHERE _c48_11 = 'N'
        ) AS _q43 ON _c37_16 = _c48_0
      ) AS _q44
      GROUP BY _c43_1
    ) AS _q45
  ) AS _q46
)
SELECT _c55_0 AS `channel`, _c55_1 AS `id`, _c56_0 AS `sales`, _c56_1 AS `returns_`, _c56_2 AS `profit`
FROM (
  SELECT _c55_0, _c55_1, _c56_0, _c56_1, _c56_2
  FROM (
    SELECT _c55_0_0 AS _c55_0, _c55_1_0 AS _c55_1, 0 AS _c59_0, _c56_0_0 AS _c56_0, _c56_1_0 AS _c56_1, _c56_2_0 AS _c56_2
    FROM (
      SELECT _c60_5 AS _c55_0_0, _c60_6 AS _c55_1_0, CAST(`sum`(_c60_2) AS DECIMAL(38,2)) AS _c56_0_0, CAST(`sum`(_c60_3) AS DECIMAL(38,2)) AS _c56_1_0, CAST(`sum`(_c60_4) AS DECIMAL(38,2)) AS _c56_2_0
      FROM (
        SELECT _c18_0 AS _c60_0, _c18_1 AS _c60_1, _c16_0 AS _c60_2, _c16_1 AS _c60_3, _c16_2 AS _c60_4, _c57_0 AS _c60_5, _c57_1 AS _c60_6
        FROM _shared_c58_0
      ) AS _q47
      GROUP BY _c60_5, _c60_6
    ) AS _q48
    UNION ALL
    SELECT _c55_0_1 AS _c55_0, CAST(NULL AS STRING) AS _c55_1, 1 AS _c59_0, _c56_0_1 AS _c56_0, _c56_1_1 AS _c56_1, _c56_2_1 AS _c56_2
    FROM (
      SELECT _c61_5 AS _c55_0_1, CAST(`sum`(_c61_2) AS DECIMAL(38,2)) AS _c56_0_1, CAST(`sum`(_c61_3) AS DECIMAL(38,2)) AS _c56_1_1, CAST(`sum`(_c61_4) AS DECIMAL(38,2)) AS _c56_2_1
      FROM (
        SELECT _c18_0 AS _c61_0, _c18_1 AS _c61_1, _c16_0 AS _c61_2, _c16_1 AS _c61_3, _c16_2 AS _c61_4, _c57_0 AS _c61_5, _c57_1 AS _c61_6
        FROM _shared_c58_0
      ) AS _q49
      GROUP BY _c61_5
    ) AS _q50
    UNION ALL
    SELECT CAST(NULL AS STRING) AS _c55_0, CAST(NULL AS STRING) AS _c55_1, 3 AS _c59_0, _c56_0_2 AS _c56_0, _c56_1_2 AS _c56_1, _c56_2_2 AS _c56_2
    FROM (
      SELECT CAST(`sum`(_c62_2) AS DECIMAL(38,2)) AS _c56_0_2, CAST(`sum`(_c62_3) AS DECIMAL(38,2)) AS _c56_1_2, CAST(`sum`(_c62_4) AS DECIMAL(38,2)) AS _c56_2_2
      FROM (
        SELECT _c18_0 AS _c62_0, _c18_1 AS _c62_1, _c16_0 AS _c62_2, _c16_1 AS _c62_3, _c16_2 AS _c62_4, _c57_0 AS _c62_5, _c57_1 AS _c62_6
        FROM _shared_c58_0
      ) AS _q51
    ) AS _q52
  ) AS _q53
  ORDER BY _c55_0 ASC NULLS FIRST, _c55_1 ASC NULLS FIRST
  LIMIT 100
) AS _q54
