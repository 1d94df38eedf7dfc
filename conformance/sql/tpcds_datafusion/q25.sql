-- tpcds_datafusion/q25: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c19_0 AS `i_item_id`, _c19_1 AS `i_item_desc`, _c19_2 AS `s_store_id`, _c19_3 AS `s_store_name`, _c20_0 AS `store_sales_profit`, _c20_1 AS `store_returns_loss`, _c20_2 AS `catalog_sales_profit`
FROM (
  SELECT _c17_1 AS _c19_0, _c17_4 AS _c19_1, _c15_1 AS _c19_2, _c15_5 AS _c19_3, CAST(`sum`(_c1_22) AS DECIMAL(38,2)) AS _c20_0, CAST(`sum`(_c2_19) AS DECIMAL(38,2)) AS _c20_1, CAST(`sum`(_c4_33) AS DECIMAL(38,2)) AS _c20_2
  FROM (
    SELECT _c1_2, _c1_22, _c2_19, _c4_33, _c15_1, _c15_5
    FROM (
      SELECT _c1_2, _c1_7, _c1_22, _c2_19, _c4_33
      FROM (
        SELECT _c1_2, _c1_7, _c1_22, _c2_19, _c4_0, _c4_33
        FROM (
          SELECT _c1_2, _c1_7, _c1_22, _c2_0, _c2_19, _c4_0, _c4_33
          FROM (
            SELECT _c1_0, _c1_2, _c1_7, _c1_22, _c2_0, _c2_19, _c4_0, _c4_33
            FROM (
              SELECT _c1_0, _c1_2, _c1_7, _c1_22, _c2_0, _c2_2, _c2_3, _c2_19
              FROM (
                SELECT `ss_sold_date_sk` AS _c1_0, `ss_item_sk` AS _c1_2, `ss_customer_sk` AS _c1_3, `ss_store_sk` AS _c1_7, `ss_ticket_number` AS _c1_9, `ss_net_profit` AS _c1_22
                FROM {src1}
              ) AS _q1 JOIN (
                SELECT `sr_returned_date_sk` AS _c2_0, `sr_item_sk` AS _c2_2, `sr_customer_sk` AS _c2_3, `sr_ticket_number` AS _c2_9, `sr_net_loss` AS _c2_19
                FROM {src2}
              ) AS _q2 ON _c1_3 = _c2_3 AND _c1_2 = _c2_2 AND _c1_9 = _c2_9
            ) AS _q3 JOIN (
              SELECT `cs_sold_date_sk` AS _c4_0, `cs_bill_customer_sk` AS _c4_3, `cs_item_sk` AS _c4_15, `cs_net_profit` AS _c4_33
              FROM {src3}
            ) AS _q4 ON _c2_3 = _c4_3 AND _c2_2 = _c4_15
          ) AS _q5 JOIN (
            SELECT _c6_0
            FROM (
              SELECT `d_date_sk` AS _c6_0, `d_year` AS _c6_6, `d_moy` AS _c6_8
              FROM {src4}
            ) AS _q6
            WHERE _c6_8 = 4L AND _c6_6 = 2001L
          ) AS _q7 ON _c1_0 = _c6_0
        ) AS _q8 JOIN (
          SELECT _c9_0
          FROM (
            SELECT `d_date_sk` AS _c9_0, `d_year` AS _c9_6, `d_moy` AS _c9_8
            FROM {src4}
          ) AS _q9
          WHERE _c9_8 >= 4L AND _c9_8 <= 10L AND _c9_6 = 2001L
        ) AS _q10 ON _c2_0 = _c9_0
      ) AS _q11 JOIN (
        SELECT _c12_0
        FROM (
          SELECT `d_date_sk` AS _c12_0, `d_year` AS _c12_6, `d_moy` AS _c12_8
          FROM {src4}
        ) AS _q12
        WHERE _c12_8 >= 4L AND _c12_8 <= 10L AND _c12_6 = 2001L
      ) AS _q13 ON _c4_0 = _c12_0
    ) AS _q14 JOIN (
      SELECT `s_store_sk` AS _c15_0, `s_store_id` AS _c15_1, `s_store_name` AS _c15_5
      FROM {src5}
    ) AS _q15 ON _c1_7 = _c15_0
  ) AS _q16 JOIN (
    SELECT `i_item_sk` AS _c17_0, `i_item_id` AS _c17_1, `i_item_desc` AS _c17_4
    FROM {src6}
  ) AS _q17 ON _c1_2 = _c17_0
  GROUP BY _c17_1, _c17_4, _c15_1, _c15_5
  ORDER BY _c19_0 ASC NULLS LAST, _c19_1 ASC NULLS LAST, _c19_2 ASC NULLS LAST, _c19_3 ASC NULLS LAST
  LIMIT 100
) AS _q18
