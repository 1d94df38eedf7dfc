-- tpcds_datafusion/q77: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
WITH
_shared_c59_0 AS (
  SELECT *, _c20_0 AS _c58_0, _c7_0 AS _c58_1
  FROM (
    SELECT 'store channel' AS _c20_0, _c7_0, _c8_0, CASE WHEN _c19_0 IS NOT NULL THEN _c19_0 ELSE CAST(0.00BD AS DECIMAL(22,2)) END AS _c20_1, CAST(_c8_1 - CASE WHEN _c19_1 IS NOT NULL THEN _c19_1 ELSE CAST(0.00BD AS DECIMAL(22,2)) END AS DECIMAL(23,2)) AS _c20_2
    FROM (
      SELECT CAST(_c17_0 AS DECIMAL(22,2)) AS _c19_0, CAST(_c17_1 AS DECIMAL(22,2)) AS _c19_1, _c7_0, _c8_0, _c8_1
      FROM (
        SELECT _c5_0 AS _c7_0, CAST(`sum`(_c1_15) AS DECIMAL(38,2)) AS _c8_0, CAST(`sum`(_c1_22) AS DECIMAL(38,2)) AS _c8_1
        FROM (
          SELECT _c1_7, _c1_15, _c1_22
          FROM (
            SELECT `ss_sold_date_sk` AS _c1_0, `ss_store_sk` AS _c1_7, `ss_ext_sales_price` AS _c1_15, `ss_net_profit` AS _c1_22
            FROM {src1}
          ) AS _q1 JOIN (
            SELECT _c2_0
            FROM (
              SELECT `d_date_sk` AS _c2_0, `d_date` AS _c2_2
              FROM {src2}
            ) AS _q2
            WHERE _c2_2 >= `date_from_unix_date`(11192) AND _c2_2 <= `date_from_unix_date`(11222)
          ) AS _q3 ON _c1_0 = _c2_0
        ) AS _q4 JOIN (
          SELECT `s_store_sk` AS _c5_0
          FROM {src3}
        ) AS _q5 ON _c1_7 = _c5_0
        GROUP BY _c5_0
      ) AS _q6 LEFT OUTER JOIN (
        SELECT _c14_0 AS _c16_0, CAST(`sum`(_c10_11) AS DECIMAL(38,2)) AS _c17_0, CAST(`sum`(_c10_19) AS DECIMAL(38,2)) AS _c17_1
        FROM (
          SELECT _c10_7, _c10_11, _c10_19
          FROM (
            SELECT `sr_returned_date_sk` AS _c10_0, `sr_store_sk` AS _c10_7, `sr_return_amt` AS _c10_11, `sr_net_loss` AS _c10_19
            FROM {src4}
          ) AS _q7 JOIN (
            SELECT _c11_0
            FROM (
              SELECT `d_date_sk` AS _c11_0, `d_date` AS _c11_2
              FROM {src2}
            ) AS _q8
            WHERE _c11_2 >= `date_from_unix_date`(11192) AND _c11_2 <= `date_from_unix_date`(11222)
          ) AS _q9 ON _c10_0 = _c11_0
        ) AS _q10 JOIN (
          SELECT `s_store_sk` AS _c14_0
          FROM {src3}
        ) AS _q11 ON _c10_7 = _c14_0
        GROUP BY _c14_0
      ) AS _q12 ON _c7_0 = _c16_0
    ) AS _q13
    UNION ALL
    SELECT 'catalog channel' AS _c35_0, _c25_0, _c26_0, CAST(_c33_0 AS DECIMAL(22,2)) AS _c35_1, CAST(CAST(_c26_1 - _c33_1 AS DECIMAL(18,2)) AS DECIMAL(23,2)) AS _c35_2
    FROM (
      SELECT _c21_11 AS _c25_0, CAST(`sum`(_c21_23) AS DECIMAL(38,2)) AS _c26_0, CAST(`sum`(_c21_33) AS DECIMAL(38,2)) AS _c26_1
      FROM (
        SELECT `cs_sold_date_sk` AS _c21_0, `cs_call_center_sk` AS _c21_11, `cs_ext_sales_price` AS _c21_23, `cs_net_profit` AS _c21_33
        FROM {src5}
      ) AS _q14 JOIN (
        SELECT _c22_0
        FROM (
          SELECT `d_date_sk` AS _c22_0, `d_date` AS _c22_2
          FROM {src2}
        ) AS _q15
        WHERE _c22_2 >= `date_from_unix_date`(11192) AND _c22_2 <= `date_from_unix_date`(11222)
      ) AS _q16 ON _c21_0 = _c22_0
      GROUP BY _c21_11
    ) AS _q17 JOIN (
      SELECT CAST(`sum`(_c28_18) AS DECIMAL(38,2)) AS _c33_0, CAST(`sum`(_c28_26) AS DECIMAL(38,2)) AS _c33_1
      FROM (
        SELECT `cr_returned_date_sk` AS _c28_0, `cr_call_center_sk` AS _c28_11, `cr_return_amount` AS _c28_18, `cr_net_loss` AS _c28_26
        FROM {src6}
      ) AS _q18 JOIN (
        SELECT _c29_0
        FROM (
          SELECT `d_date_sk` AS _c29_0, `d_date` AS _c29_2
          FROM {src2}
        ) AS _q19
        WHERE _c29_2 >= `date_from_unix_date`(11192) AND _c29_2 <= `date_from_unix_date`(11222)
      ) AS _q20 ON _c28_0 = _c29_0
      GROUP BY _c28_11
    ) AS _q21 ON TRUE
    UNION ALL
    SELECT 'web channel' AS _c55_0, _c42_0, _c43_0, CASE WHEN _c54_0 IS NOT NULL THEN _c54_0 ELSE CAST(0.00BD AS DECIMAL(22,2)) END AS _c55_1, CAST(_c43_1 - CASE WHEN _c54_1 IS NOT NULL THEN _c54_1 ELSE CAST(0.00BD AS DECIMAL(22,2)) END AS DECIMAL(23,2)) AS _c55_2
    FROM (
      SELECT CAST(_c52_0 AS DECIMAL(22,2)) AS _c54_0, CAST(_c52_1 AS DECIMAL(22,2)) AS _c54_1, _c42_0, _c43_0, _c43_1
      FROM (
        SELECT _c40_0 AS _c42_0, CAST(`sum`(_c36_23) AS DECIMAL(38,2)) AS _c43_0, CAST(`sum`(_c36_33) AS DECIMAL(38,2)) AS _c43_1
        FROM (
          SELECT _c36_12, _c36_23, _c36_33
          FROM (
            SELECT `ws_sold_date_sk` AS _c36_0, `ws_web_page_sk` AS _c36_12, `ws_ext_sales_price` AS _c36_23, `ws_net_profit` AS _c36_33
            FROM {src7}
          ) AS _q22 JOIN (
            SELECT _c37_0
            FROM (
              SELECT `d_date_sk` AS _c37_0, `d_date` AS _c37_2
              FROM {src2}
            ) AS _q23
            WHERE _c37_2 >= `date_from_unix_date`(11192) AND _c37_2 <= `date_from_unix_date`(11222)
          ) AS _q24 ON _c36_0 = _c37_0
        ) AS _q25 JOIN (
          SELECT `wp_web_page_sk` AS _c40_0
          FROM {src8}
        ) AS _q26 ON _c36_12 = _c40_0
        GROUP BY _c40_0
      ) AS _q27 LEFT OUTER JOIN (
        SELECT _c49_0 AS _c51_0, CAST(`sum`(_c45_15) AS DECIMAL(38,2)) AS _c52_0, CAST(`sum`(_c45_23) AS DECIMAL(38,2)) AS _c52_1
        FROM (
          SELECT _c45_11, _c45_15, _c45_23
          FROM (
            SELECT `wr_returned_date_sk` AS _c45_0, `wr_web_page_sk` AS _c45_11, `wr_return_amt` AS _c45_15, `wr_net_loss` AS _c45_23
            FROM {src9}
          ) AS _q28 JOIN (
            SELECT _c46_0
            FROM (
              SELECT `d_date_sk` AS _c46_0, `d_date` AS _c46_2
              FROM {src2}
            ) AS _q29
            WHERE _c46_2 >= `date_from_unix_date`(11192) AND _c46_2 <= `date_from_unix_date`(11222)
          ) AS _q30 ON _c45_0 = _c46_0
        ) AS _q31 JOIN (
          SELECT `wp_web_page_sk` AS _c49_0
          FROM {src8}
        ) AS _q32 ON _c45_11 = _c49_0
        GROUP BY _c49_0
      ) AS _q33 ON _c42_0 = _c51_0
    ) AS _q34
  ) AS _q35
)
SELECT _c56_0 AS `channel`, _c56_1 AS `id`, _c57_0 AS `sales`, _c57_1 AS `returns_`, _c57_2 AS `profit`
FROM (
  SELECT _c56_0, _c56_1, _c57_0, _c57_1, _c57_2
  FROM (
    SELECT _c56_0_0 AS _c56_0, _c56_1_0 AS _c56_1, 0 AS _c60_0, _c57_0_0 AS _c57_0, _c57_1_0 AS _c57_1, _c57_2_0 AS _c57_2
    FROM (
      SELECT _c61_5 AS _c56_0_0, _c61_6 AS _c56_1_0, CAST(`sum`(_c61_2) AS DECIMAL(38,2)) AS _c57_0_0, CAST(`sum`(_c61_3) AS DECIMAL(38,2)) AS _c57_1_0, CAST(`sum`(_c61_4) AS DECIMAL(38,2)) AS _c57_2_0
      FROM (
        SELECT _c20_0 AS _c61_0, _c7_0 AS _c61_1, _c8_0 AS _c61_2, _c20_1 AS _c61_3, _c20_2 AS _c61_4, _c58_0 AS _c61_5, _c58_1 AS _c61_6
        FROM _shared_c59_0
      ) AS _q36
      GROUP BY _c61_5, _c61_6
    ) AS _q37
    UNION ALL
    SELECT _c56_0_1 AS _c56_0, CAST(NULL AS BIGINT) AS _c56_1, 1 AS _c60_0, _c57_0_1 AS _c57_0, _c57_1_1 AS _c57_1, _c57_2_1 AS _c57_2
    FROM (
      SELECT _c62_5 AS _c56_0_1, CAST(`sum`(_c62_2) AS DECIMAL(38,2)) AS _c57_0_1, CAST(`sum`(_c62_3) AS DECIMAL(38,2)) AS _c57_1_1, CAST(`sum`(_c62_4) AS DECIMAL(38,2)) AS _c57_2_1
      FROM (
        SELECT _c20_0 AS _c62_0, _c7_0 AS _c62_1, _c8_0 AS _c62_2, _c20_1 AS _c62_3, _c20_2 AS _c62_4, _c58_0 AS _c62_5, _c58_1 AS _c62_6
        FROM _shared_c59_0
      ) AS _q38
      GROUP BY _c62_5
    ) AS _q39
    UNION ALL
    SELECT CAST(NULL AS STRING) AS _c56_0, CAST(NULL AS BIGINT) AS _c56_1, 3 AS _c60_0, _c57_0_2 AS _c57_0, _c57_1_2 AS _c57_1, _c57_2_2 AS _c57_2
    FROM (
      SELECT CAST(`sum`(_c63_2) AS DECIMAL(38,2)) AS _c57_0_2, CAST(`sum`(_c63_3) AS DECIMAL(38,2)) AS _c57_1_2, CAST(`sum`(_c63_4) AS DECIMAL(38,2)) AS _c57_2_2
      FROM (
        SELECT _c20_0 AS _c63_0, _c7_0 AS _c63_1, _c8_0 AS _c63_2, _c20_1 AS _c63_3, _c20_2 AS _c63_4, _c58_0 AS _c63_5, _c58_1 AS _c63_6
        FROM _shared_c59_0
      ) AS _q40
    ) AS _q41
  ) AS _q42
  ORDER BY _c56_0 ASC NULLS FIRST, _c56_1 ASC NULLS FIRST, _c57_1 DESC NULLS FIRST
  LIMIT 100
) AS _q43
