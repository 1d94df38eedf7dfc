-- tpcds_duckdb113/q25: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c16_0 AS `i_item_id`, _c16_1 AS `i_item_desc`, _c16_2 AS `s_store_id`, _c16_3 AS `s_store_name`, _c17_0 AS `store_sales_profit`, _c17_1 AS `store_returns_loss`, _c17_2 AS `catalog_sales_profit`
FROM (
  SELECT _c2_1 AS _c16_0, _c2_4 AS _c16_1, _c1_1 AS _c16_2, _c1_5 AS _c16_3, CAST(`sum`(_c4_22) AS DECIMAL(38,2)) AS _c17_0, CAST(`sum`(_c8_19) AS DECIMAL(38,2)) AS _c17_1, CAST(`sum`(_c5_33) AS DECIMAL(38,2)) AS _c17_2
  FROM (
    SELECT `s_store_sk` AS _c1_0, `s_store_id` AS _c1_1, `s_store_name` AS _c1_5
    FROM {src1}
  ) AS _q1 JOIN (
    SELECT _c2_0, _c2_1, _c2_4, _c4_2, _c4_7, _c4_22, _c5_33, _c8_19
    FROM (
      SELECT *
      FROM (
        SELECT `i_item_sk` AS _c2_0, `i_item_id` AS _c2_1, `i_item_desc` AS _c2_4
        FROM {src2}
      ) AS _q2
      WHERE _c2_0 <= 179L AND _c2_0 IS NOT NULL
    ) AS _q3 JOIN (
      SELECT _c3_0, _c4_0, _c4_2, _c4_7, _c4_22, _c5_33, _c8_19
      FROM (
        SELECT _c3_0
        FROM (
          SELECT `d_date_sk` AS _c3_0, `d_year` AS _c3_6, `d_moy` AS _c3_8
          FROM {src3}
        ) AS _q4
        WHERE _c3_8 = 4L AND _c3_8 IS NOT NULL AND _c3_6 = 2001L AND _c3_6 IS NOT NULL AND _c3_0 >= 2450816L AND _c3_0 <= 2452642L
      ) AS _q5 JOIN (
        SELECT _c4_0, _c4_2, _c4_7, _c4_3, _c4_9, _c4_22, _c5_33, _c8_3, _c8_2, _c8_9, _c8_19
        FROM (
          SELECT *
          FROM (
            SELECT `ss_sold_date_sk` AS _c4_0, `ss_item_sk` AS _c4_2, `ss_store_sk` AS _c4_7, `ss_customer_sk` AS _c4_3, `ss_ticket_number` AS _c4_9, `ss_net_profit` AS _c4_22
            FROM {src4}
          ) AS _q6
          WHERE _c4_3 >= 3L AND _c4_3 IS NOT NULL AND _c4_2 <= 179L AND _c4_9 <= 2399L
        ) AS _q7 JOIN (
          SELECT _c5_3, _c5_15, _c5_0, _c5_33, _c6_0, _c8_3, _c8_2, _c8_9, _c8_19
          FROM (
            SELECT *
            FROM (
              SELECT `cs_bill_customer_sk` AS _c5_3, `cs_item_sk` AS _c5_15, `cs_sold_date_sk` AS _c5_0, `cs_net_profit` AS _c5_33
              FROM {src5}
            ) AS _q8 JOIN (
              SELECT _c6_0
              FROM (
                SELECT `d_date_sk` AS _c6_0, `d_year` AS _c6_6, `d_moy` AS _c6_8
                FROM {src3}
              ) AS _q9
              WHERE _c6_6 = 2001L AND _c6_6 IS NOT NULL AND _c6_8 >= 4L AND _c6_8 <= 10L AND _c6_8 IS NOT NULL AND _c6_0 >= 2450815L AND _c6_0 <= 2452225L
            ) AS _q10 ON _c5_0 = _c6_0
          ) AS _q11 JOIN (
            SELECT *
            FROM (
              SELECT *
              FROM (
                SELECT `sr_customer_sk` AS _c8_3, `sr_item_sk` AS _c8_2, `sr_ticket_number` AS _c8_9, `sr_returned_date_sk` AS _c8_0, `sr_net_loss` AS _c8_19
                FROM {src6}
              ) AS _q12
              WHERE _c8_3 >= 3L AND _c8_3 IS NOT NULL AND _c8_2 <= 179L
            ) AS _q13 JOIN (
              SELECT _c9_0
              FROM (
                SELECT `d_date_sk` AS _c9_0, `d_year` AS _c9_6, `d_moy` AS _c9_8
                FROM {src3}
              ) AS _q14
              WHERE _c9_6 = 2001L AND _c9_6 IS NOT NULL AND _c9_8 >= 4L AND _c9_8 <= 10L AND _c9_8 IS NOT NULL AND _c9_0 >= 2450830L AND _c9_0 <= 2452819L
            ) AS _q15 ON _c8_0 = _c9_0
          ) AS _q16 ON _c5_3 = _c8_3 AND _c5_15 = _c8_2
        ) AS _q17 ON _c4_3 = _c8_3 AND _c4_2 = _c8_2 AND _c4_9 = _c8_9
      ) AS _q18 ON _c3_0 = _c4_0
    ) AS _q19 ON _c2_0 = _c4_2
  ) AS _q20 ON _c1_0 = _c4_7
  GROUP BY _c2_1, _c2_4, _c1_1, _c1_5
  ORDER BY _c16_0 ASC NULLS LAST, _c16_1 ASC NULLS LAST, _c16_2 ASC NULLS LAST, _c16_3 ASC NULLS LAST
  LIMIT 100
) AS _q21
