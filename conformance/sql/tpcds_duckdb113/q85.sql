-- tpcds_duckdb113/q85: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT CAST(CASE WHEN 20L < 0 THEN `raise_error`('substring: negative length') ELSE `substring`(_c18_0, CAST(1L AS INT), CAST(20L AS INT)) END AS STRING) AS _c20_0, _c19_0, _c19_1, _c19_2
FROM (
  SELECT _c14_2 AS _c18_0, CAST(`avg`(CAST(_c4_18 AS DOUBLE)) AS DOUBLE) AS _c19_0, CAST(`avg`(CAST(_c3_20 AS DOUBLE)) AS DOUBLE) AS _c19_1, CAST(`avg`(CAST(_c3_18 AS DOUBLE)) AS DOUBLE) AS _c19_2
  FROM (
    SELECT *
    FROM (
      SELECT _c1_0, _c1_2, _c1_3, _c2_2, _c2_3, _c3_8, _c3_12, _c3_20, _c3_18, _c4_12, _c4_18
      FROM (
        SELECT *
        FROM (
          SELECT `cd_demo_sk` AS _c1_0, `cd_marital_status` AS _c1_2, `cd_education_status` AS _c1_3
          FROM {src1}
        ) AS _q1
        WHERE _c1_0 >= 24L AND _c1_0 <= 19179L AND _c1_0 IS NOT NULL
      ) AS _q2 JOIN (
        SELECT _c2_2, _c2_3, _c3_8, _c3_12, _c3_20, _c3_18, _c4_12, _c4_21, _c4_18
        FROM (
          SELECT *
          FROM (
            SELECT `cd_demo_sk` AS _c2_0, `cd_marital_status` AS _c2_2, `cd_education_status` AS _c2_3
            FROM {src1}
          ) AS _q3
          WHERE _c2_0 >= 24L AND _c2_0 <= 19179L AND _c2_0 IS NOT NULL
        ) AS _q4 JOIN (
          SELECT _c3_4, _c3_8, _c3_12, _c3_20, _c3_18, _c4_12, _c4_21, _c4_33, _c4_18, _c8_8
          FROM (
            SELECT _c3_2, _c3_13, _c3_4, _c3_8, _c3_6, _c3_12, _c3_20, _c3_18, _c4_12, _c4_3, _c4_17, _c4_21, _c4_33, _c4_18
            FROM (
              SELECT `wr_item_sk` AS _c3_2, `wr_order_number` AS _c3_13, `wr_refunded_cdemo_sk` AS _c3_4, `wr_returning_cdemo_sk` AS _c3_8, `wr_refunded_addr_sk` AS _c3_6, `wr_reason_sk` AS _c3_12, `wr_refunded_cash` AS _c3_20, `wr_fee` AS _c3_18
              FROM {src2}
            ) AS _q5 JOIN (
              SELECT *
              FROM (
                SELECT `ws_web_page_sk` AS _c4_12, `ws_item_sk` AS _c4_3, `ws_order_number` AS _c4_17, `ws_sold_date_sk` AS _c4_0, `ws_sales_price` AS _c4_21, `ws_net_profit` AS _c4_33, `ws_quantity` AS _c4_18
                FROM {src3}
              ) AS _q6 JOIN (
                SELECT _c5_0
                FROM (
                  SELECT `d_date_sk` AS _c5_0, `d_year` AS _c5_6
                  FROM {src4}
                ) AS _q7
                WHERE _c5_6 = 2000L AND _c5_6 IS NOT NULL AND _c5_0 >= 2450818L AND _c5_0 <= 2452642L
              ) AS _q8 ON _c4_0 = _c5_0
            ) AS _q9 ON _c3_13 = _c4_17 AND _c3_2 = _c4_3
          ) AS _q10 JOIN (
            SELECT _c8_0, _c8_8
            FROM (
              SELECT `ca_address_sk` AS _c8_0, `ca_state` AS _c8_8, `ca_country` AS _c8_10
              FROM {src5}
            ) AS _q11
            WHERE _c8_10 = 'United States' AND _c8_10 IS NOT NULL
          ) AS _q12 ON _c3_6 = _c8_0
          WHERE (_c4_33 >= CAST(100.00BD AS DECIMAL(7,2)) AND _c4_33 <= CAST(200.00BD AS DECIMAL(7,2)) AND _c8_8 IN ('IN', 'OH', 'NJ') OR _c4_33 >= CAST(150.00BD AS DECIMAL(7,2)) AND _c4_33 <= CAST(300.00BD AS DECIMAL(7,2)) AND _c8_8 IN ('WI', 'CT', 'KY') OR _c4_33 >= CAST(50.00BD AS DECIMAL(7,2)) AND _c4_33 <= CAST(250.00BD AS DECIMAL(7,2)) AND _c8_8 IN ('LA', 'IA', 'AR'))
        ) AS _q13 ON _c2_0 = _c3_4
        WHERE (_c4_21 >= CAST(100.00BD AS DECIMAL(7,2)) AND _c4_21 <= CAST(150.00BD AS DECIMAL(7,2)) AND _c2_2 = 'M' AND _c2_3 = 'Advanced Degree' OR _c4_21 >= CAST(50.00BD AS DECIMAL(7,2)) AND _c4_21 <= CAST(100.00BD AS DECIMAL(7,2)) AND _c2_2 = 'S' AND _c2_3 = 'College' OR _c4_21 >= CAST(150.00BD AS DECIMAL(7,2)) AND _c4_21 <= CAST(200.00BD AS DECIMAL(7,2)) AND _c2_2 = 'W' AND _c2_3 = '2 yr Degree')
      ) AS _q14 ON _c1_0 = _c3_8 AND _c1_3 = _c2_3 AND _c1_2 = _c2_2
    ) AS _q15 JOIN (
      SELECT `r_reason_sk` AS _c14_0, `r_reason_desc` AS _c14_2
      FROM {src6}
    ) AS _q16 ON _c3_12 = _c14_0
  ) AS _q17 JOIN (
    SELECT `wp_web_page_sk` AS _c16_0
    FROM {src7}
  ) AS _q18 ON _c4_12 = _c16_0
  GROUP BY _c14_2
) AS _q19
ORDER BY _c20_0 ASC NULLS LAST, _c19_0 ASC NULLS LAST, _c19_1 ASC NULLS LAST, _c19_2 ASC NULLS LAST
LIMIT 100
