-- tpcds_duckdb113/q29: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c17_0 AS `i_item_id`, _c17_1 AS `i_item_desc`, _c17_2 AS `s_store_id`, _c17_3 AS `s_store_name`, _c18_0 AS `store_sales_quantity`, _c18_1 AS `store_returns_quantity`, _c18_2 AS `catalog_sales_quantity`
FROM (
  SELECT _c1_1 AS _c17_0, _c1_4 AS _c17_1, _c15_1 AS _c17_2, _c15_5 AS _c17_3, CAST(`sum`(_c5_10) AS DECIMAL(38,0)) AS _c18_0, CAST(`sum`(_c6_10) AS DECIMAL(38,0)) AS _c18_1, CAST(`sum`(_c3_18) AS DECIMAL(38,0)) AS _c18_2
  FROM (
    SELECT _c1_0, _c1_1, _c1_4, _c3_18, _c5_2, _c5_7, _c5_10, _c6_10
    FROM (
      SELECT *
      FROM (
        SELECT `i_item_sk` AS _c1_0, `i_item_id` AS _c1_1, `i_item_desc` AS _c1_4
        FROM {src1}
      ) AS _q1
      WHERE _c1_0 <= 179L AND _c1_0 IS NOT NULL
    ) AS _q2 JOIN (
      SELECT _c2_0, _c3_0, _c3_18, _c5_2, _c5_7, _c5_10, _c6_10
      FROM (
        SELECT _c2_0
        FROM (
          SELECT `d_date_sk` AS _c2_0, `d_year` AS _c2_6
          FROM {src2}
        ) AS _q3
        WHERE _c2_6 >= 1999L AND _c2_6 <= 2001L AND _c2_6 IS NOT NULL AND _c2_0 >= 2450815L AND _c2_0 <= 2452225L
      ) AS _q4 JOIN (
        SELECT *
        FROM (
          SELECT `cs_bill_customer_sk` AS _c3_3, `cs_item_sk` AS _c3_15, `cs_sold_date_sk` AS _c3_0, `cs_quantity` AS _c3_18
          FROM {src3}
        ) AS _q5 JOIN (
          SELECT _c5_2, _c5_7, _c5_3, _c5_10, _c6_10
          FROM (
            SELECT _c4_0
            FROM (
              SELECT `d_date_sk` AS _c4_0, `d_year` AS _c4_6, `d_moy` AS _c4_8
              FROM {src2}
            ) AS _q6
            WHERE _c4_8 = 9L AND _c4_8 IS NOT NULL AND _c4_6 = 1999L AND _c4_6 IS NOT NULL AND _c4_0 >= 2450816L AND _c4_0 <= 2452642L
          ) AS _q7 JOIN (
            SELECT _c5_0, _c5_2, _c5_7, _c5_3, _c5_9, _c5_10, _c6_3, _c6_2, _c6_9, _c6_10
            FROM (
              SELECT *
              FROM (
                SELECT `ss_sold_date_sk` AS _c5_0, `ss_item_sk` AS _c5_2, `ss_store_sk` AS _c5_7, `ss_customer_sk` AS _c5_3, `ss_ticket_number` AS _c5_9, `ss_quantity` AS _c5_10
                FROM {src4}
              ) AS _q8
              WHERE _c5_9 <= 2399L AND _c5_9 IS NOT NULL
            ) AS _q9 JOIN (
              SELECT *
              FROM (
                SELECT `sr_customer_sk` AS _c6_3, `sr_item_sk` AS _c6_2, `sr_ticket_number` AS _c6_9, `sr_returned_date_sk` AS _c6_0, `sr_return_quantity` AS _c6_10
                FROM {src5}
              ) AS _q10 JOIN (
                SELECT _c7_0
                FROM (
                  SELECT `d_date_sk` AS _c7_0, `d_year` AS _c7_6, `d_moy` AS _c7_8
                  FROM {src2}
                ) AS _q11
                WHERE _c7_6 = 1999L AND _c7_6 IS NOT NULL AND _c7_8 >= 9L AND _c7_8 <= 12L AND _c7_8 IS NOT NULL AND _c7_0 >= 2450830L AND _c7_0 <= 2452819L
              ) AS _q12 ON _c6_0 = _c7_0
            ) AS _q13 ON _c5_9 = _c6_9 AND _c5_2 = _c6_2 AND _c5_3 = _c6_3
          ) AS _q14 ON _c4_0 = _c5_0
          WHERE _c5_3 >= 3L AND _c5_2 <= 179L
        ) AS _q15 ON _c3_3 = _c5_3 AND _c3_15 = _c5_2
      ) AS _q16 ON _c2_0 = _c3_0
    ) AS _q17 ON _c1_0 = _c5_2
  ) AS _q18 JOIN (
    SELECT `s_store_sk` AS _c15_0, `s_store_id` AS _c15_1, `s_store_name` AS _c15_5
    FROM {src6}
  ) AS _q19 ON _c5_7 = _c15_0
  GROUP BY _c1_1, _c1_4, _c15_1, _c15_5
  ORDER BY _c17_0 ASC NULLS LAST, _c17_1 ASC NULLS LAST, _c17_2 ASC NULLS LAST, _c17_3 ASC NULLS LAST
  LIMIT 100
) AS _q20
