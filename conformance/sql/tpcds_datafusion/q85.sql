-- tpcds_datafusion/q85: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c20_0 AS `substr(reason.r_reason_desc,Int64(1),Int64(20))`, _c19_0 AS `avg1`, _c19_1 AS `avg2`, _c19_2 AS `avg(web_returns.wr_fee)`
FROM (
  SELECT CAST(CASE WHEN 20L < 0 THEN `raise_error`('substring: negative length') ELSE `substring`(_c18_0, CAST(1L AS INT), CAST(20L AS INT)) END AS STRING) AS _c20_0, _c19_0, _c19_1, _c19_2
  FROM (
    SELECT _c16_2 AS _c18_0, CAST(`avg`(CAST(_c1_18 AS DOUBLE)) AS DOUBLE) AS _c19_0, CAST(`avg`(_c2_20) AS DECIMAL(38,2)) AS _c19_1, CAST(`avg`(_c2_18) AS DECIMAL(38,2)) AS _c19_2
    FROM (
      SELECT _c1_18, _c2_12, _c2_18, _c2_20
      FROM (
        SELECT _c1_0, _c1_18, _c2_12, _c2_18, _c2_20
        FROM (
          SELECT _c1_0, _c1_18, _c1_33, _c2_6, _c2_12, _c2_18, _c2_20
          FROM (
            SELECT _c1_0, _c1_18, _c1_33, _c2_6, _c2_8, _c2_12, _c2_18, _c2_20, _c6_2, _c6_3
            FROM (
              SELECT _c1_0, _c1_18, _c1_21, _c1_33, _c2_4, _c2_6, _c2_8, _c2_12, _c2_18, _c2_20
              FROM (
                SELECT _c1_0, _c1_12, _c1_18, _c1_21, _c1_33, _c2_4, _c2_6, _c2_8, _c2_12, _c2_18, _c2_20
                FROM (
                  SELECT *
                  FROM (
                    SELECT `ws_sold_date_sk` AS _c1_0, `ws_item_sk` AS _c1_3, `ws_web_page_sk` AS _c1_12, `ws_order_number` AS _c1_17, `ws_quantity` AS _c1_18, `ws_sales_price` AS _c1_21, `ws_net_profit` AS _c1_33
                    FROM {src1}
                  ) AS _q1
                  WHERE (_c1_33 >= CAST(100.00BD AS DECIMAL(7,2)) AND _c1_33 <= CAST(200.00BD AS DECIMAL(7,2)) OR _c1_33 >= CAST(150.00BD AS DECIMAL(7,2)) AND _c1_33 <= CAST(300.00BD AS DECIMAL(7,2)) OR _c1_33 >= CAST(50.00BD AS DECIMAL(7,2)) AND _c1_33 <= CAST(250.00BD AS DECIMAL(7,2))) AND (_c1_21 >= CAST(100.00BD AS DECIMAL(7,2)) AND _c1_21 <= CAST(150.00BD AS DECIMAL(7,2)) OR _c1_21 >= CAST(50.00BD AS DECIMAL(7,2)) AND _c1_21 <= CAST(100.00BD AS DECIMAL(7,2)) OR _c1_21 >= CAST(150.00BD AS DECIMAL(7,2)) AND _c1_21 <= CAST(200.00BD AS DECIMAL(7,2)))
                ) AS _q2 JOIN (
                  SELECT `wr_item_sk` AS _c2_2, `wr_refunded_cdemo_sk` AS _c2_4, `wr_refunded_addr_sk` AS _c2_6, `wr_returning_cdemo_sk` AS _c2_8, `wr_reason_sk` AS _c2_12, `wr_order_number` AS _c2_13, `wr_fee` AS _c2_18, `wr_refunded_cash` AS _c2_20
                  FROM {src2}
                ) AS _q3 ON _c1_3 = _c2_2 AND _c1_17 = _c2_13
              ) AS _q4 JOIN (
                SELECT `wp_web_page_sk` AS _c4_0
                FROM {src3}
              ) AS _q5 ON _c1_12 = _c4_0
            ) AS _q6 JOIN (
              SELECT *
              FROM (
                SELECT `cd_demo_sk` AS _c6_0, `cd_marital_status` AS _c6_2, `cd_education_status` AS _c6_3
                FROM {src4}
              ) AS _q7
              WHERE (_c6_2 = 'M' AND _c6_3 = 'Advanced Degree' OR _c6_2 = 'S' AND _c6_3 = 'College' OR _c6_2 = 'W' AND _c6_3 = '2 yr Degree')
            ) AS _q8 ON _c2_4 = _c6_0 AND (_c6_2 = 'M' AND _c6_3 = 'Advanced Degree' AND _c1_21 >= CAST(100.00BD AS DECIMAL(7,2)) AND _c1_21 <= CAST(150.00BD AS DECIMAL(7,2)) OR _c6_2 = 'S' AND _c6_3 = 'College' AND _c1_21 >= CAST(50.00BD AS DECIMAL(7,2)) AND _c1_21 <= CAST(100.00BD AS DECIMAL(7,2)) OR _c6_2 = 'W' AND _c6_3 = '2 yr Degree' AND _c1_21 >= CAST(150.00BD AS DECIMAL(7,2)) AND _c1_21 <= CAST(200.00BD AS DECIMAL(7,2)))
          ) AS _q9 JOIN (
            SELECT `cd_demo_sk` AS _c8_0, `cd_marital_status` AS _c8_2, `cd_education_status` AS _c8_3
            FROM {src4}
          ) AS _q10 ON _c2_8 = _c8_0 AND _c6_2 = _c8_2 AND _c6_3 = _c8_3
        ) AS _q11 JOIN (
          SELECT _c10_0, _c10_8
          FROM (
            SELECT `ca_address_sk` AS _c10_0, `ca_state` AS _c10_8, `ca_country` AS _c10_10
            FROM {src5}
          ) AS _q12
          WHERE _c10_10 = 'United States' AND _c10_8 IN ('IN', 'OH', 'NJ', 'WI', 'CT', 'KY', 'LA', 'IA', 'AR') AND (_c10_8 = 'IN' OR _c10_8 = 'OH' OR _c10_8 = 'NJ' OR _c10_8 = 'WI' OR _c10_8 = 'CT' OR _c10_8 = 'KY' OR _c10_8 = 'LA' OR _c10_8 = 'IA' OR _c10_8 = 'AR')
        ) AS _q13 ON _c2_6 = _c10_0 AND ((_c10_8 = 'IN' OR _c10_8 = 'OH' OR _c10_8 = 'NJ') AND _c1_33 >= CAST(100.00BD AS DECIMAL(7,2)) AND _c1_33 <= CAST(200.00BD AS DECIMAL(7,2)) OR (_c10_8 = 'WI' OR _c10_8 = 'CT' OR _c10_8 = 'KY') AND _c1_33 >= CAST(150.00BD AS DECIMAL(7,2)) AND _c1_33 <= CAST(300.00BD AS DECIMAL(7,2)) OR (_c10_8 = 'LA' OR _c10_8 = 'IA' OR _c10_8 = 'AR') AND _c1_33 >= CAST(50.00BD AS DECIMAL(7,2)) AND _c1_33 <= CAST(250.00BD AS DECIMAL(7,2)))
      ) AS _q14 JOIN (
        SELECT _c13_0
        FROM (
          SELECT `d_date_sk` AS _c13_0, `d_year` AS _c13_6
          FROM {src6}
        ) AS _q15
        WHERE _c13_6 = 2000L
      ) AS _q16 ON _c1_0 = _c13_0
    ) AS _q17 JOIN (
      SELECT `r_reason_sk` AS _c16_0, `r_reason_desc` AS _c16_2
      FROM {src7}
    ) AS _q18 ON _c2_12 = _c16_0
    GROUP BY _c16_2
  ) AS _q19
  ORDER BY _c20_0 ASC NULLS LAST, _c19_0 ASC NULLS LAST, _c19_1 ASC NULLS LAST, _c19_2 ASC NULLS LAST
  LIMIT 100
) AS _q20
