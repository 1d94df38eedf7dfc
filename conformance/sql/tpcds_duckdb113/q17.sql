-- tpcds_duckdb113/q17: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c17_0 AS `i_item_id`, _c17_1 AS `i_item_desc`, _c17_2 AS `s_state`, _c18_0 AS `store_sales_quantitycount`, _c18_1 AS `store_sales_quantityave`, _c18_2 AS `store_sales_quantitystdev`, _c19_0 AS `store_sales_quantitycov`, _c18_3 AS `store_returns_quantitycount`, _c18_4 AS `store_returns_quantityave`, _c18_5 AS `store_returns_quantitystdev`, _c19_1 AS `store_returns_quantitycov`, _c18_6 AS `catalog_sales_quantitycount`, _c18_7 AS `catalog_sales_quantityave`, _c18_8 AS `catalog_sales_quantitystdev`, _c19_2 AS `catalog_sales_quantitycov`
FROM (
  SELECT _c17_0, _c17_1, _c17_2, _c18_0, _c18_1, _c18_2, CAST(CASE WHEN _c18_1 = 0 THEN NULL ELSE `try_divide`(_c18_2, _c18_1) END AS DOUBLE) AS _c19_0, _c18_3, _c18_4, _c18_5, CAST(CASE WHEN _c18_4 = 0 THEN NULL ELSE `try_divide`(_c18_5, _c18_4) END AS DOUBLE) AS _c19_1, _c18_6, _c18_7, _c18_8, CAST(CASE WHEN _c18_7 = 0 THEN NULL ELSE `try_divide`(_c18_8, _c18_7) END AS DOUBLE) AS _c19_2
  FROM (
    SELECT _c13_1 AS _c17_0, _c13_4 AS _c17_1, _c15_24 AS _c17_2, CAST(`count`(_c5_10) AS BIGINT) AS _c18_0, CAST(`avg`(CAST(_c5_10 AS DOUBLE)) AS DOUBLE) AS _c18_1, CAST(CASE WHEN `count`(CAST(_c5_10 AS DOUBLE)) > 1 THEN `stddev_samp`(CAST(_c5_10 AS DOUBLE)) END AS DOUBLE) AS _c18_2, CAST(`count`(_c4_10) AS BIGINT) AS _c18_3, CAST(`avg`(CAST(_c4_10 AS DOUBLE)) AS DOUBLE) AS _c18_4, CAST(CASE WHEN `count`(CAST(_c4_10 AS DOUBLE)) > 1 THEN `stddev_samp`(CAST(_c4_10 AS DOUBLE)) END AS DOUBLE) AS _c18_5, CAST(`count`(_c2_18) AS BIGINT) AS _c18_6, CAST(`avg`(CAST(_c2_18 AS DOUBLE)) AS DOUBLE) AS _c18_7, CAST(CASE WHEN `count`(CAST(_c2_18 AS DOUBLE)) > 1 THEN `stddev_samp`(CAST(_c2_18 AS DOUBLE)) END AS DOUBLE) AS _c18_8
    FROM (
      SELECT *
      FROM (
        SELECT _c1_0, _c1_15, _c2_0, _c2_18, _c4_10, _c5_2, _c5_7, _c5_10
        FROM (
          SELECT *
          FROM (
            SELECT `d_date_sk` AS _c1_0, `d_quarter_name` AS _c1_15
            FROM {src1}
          ) AS _q1
          WHERE _c1_0 >= 2450815L AND _c1_0 <= 2452225L AND _c1_0 IS NOT NULL AND _c1_15 IN ('2001Q1', '2001Q2', '2001Q3')
        ) AS _q2 JOIN (
          SELECT *
          FROM (
            SELECT `cs_bill_customer_sk` AS _c2_3, `cs_item_sk` AS _c2_15, `cs_sold_date_sk` AS _c2_0, `cs_quantity` AS _c2_18
            FROM {src2}
          ) AS _q3 JOIN (
            SELECT _c4_10, _c5_2, _c5_7, _c5_3, _c5_10
            FROM (
              SELECT *
              FROM (
                SELECT `d_date_sk` AS _c3_0, `d_quarter_name` AS _c3_15
                FROM {src1}
              ) AS _q4
              WHERE _c3_0 >= 2450830L AND _c3_0 <= 2452819L AND _c3_0 IS NOT NULL AND _c3_15 IN ('2001Q1', '2001Q2', '2001Q3')
            ) AS _q5 JOIN (
              SELECT _c4_3, _c4_2, _c4_9, _c4_0, _c4_10, _c5_2, _c5_7, _c5_3, _c5_9, _c5_10
              FROM (
                SELECT `sr_customer_sk` AS _c4_3, `sr_item_sk` AS _c4_2, `sr_ticket_number` AS _c4_9, `sr_returned_date_sk` AS _c4_0, `sr_return_quantity` AS _c4_10
                FROM {src3}
              ) AS _q6 JOIN (
                SELECT *
                FROM (
                  SELECT *
                  FROM (
                    SELECT `ss_sold_date_sk` AS _c5_0, `ss_item_sk` AS _c5_2, `ss_store_sk` AS _c5_7, `ss_customer_sk` AS _c5_3, `ss_ticket_number` AS _c5_9, `ss_quantity` AS _c5_10
                    FROM {src4}
                  ) AS _q7
                  WHERE _c5_9 <= 2399L AND _c5_9 IS NOT NULL
                ) AS _q8 JOIN (
                  SELECT _c6_0
                  FROM (
                    SELECT `d_date_sk` AS _c6_0, `d_quarter_name` AS _c6_15
                    FROM {src1}
                  ) AS _q9
                  WHERE _c6_15 = '2001Q1' AND _c6_15 IS NOT NULL AND _c6_0 >= 2450816L AND _c6_0 <= 2452642L
                ) AS _q10 ON _c5_0 = _c6_0
              ) AS _q11 ON _c4_9 = _c5_9 AND _c4_2 = _c5_2 AND _c4_3 = _c5_3
            ) AS _q12 ON _c3_0 = _c4_0
            WHERE _c5_3 >= 3L AND _c5_2 <= 179L
          ) AS _q13 ON _c2_3 = _c5_3 AND _c2_15 = _c5_2
        ) AS _q14 ON _c1_0 = _c2_0
      ) AS _q15 JOIN (
        SELECT *
        FROM (
          SELECT `i_item_sk` AS _c13_0, `i_item_id` AS _c13_1, `i_item_desc` AS _c13_4
          FROM {src5}
        ) AS _q16
        WHERE _c13_0 <= 179L AND _c13_0 IS NOT NULL
      ) AS _q17 ON _c5_2 = _c13_0
    ) AS _q18 JOIN (
      SELECT `s_store_sk` AS _c15_0, `s_state` AS _c15_24
      FROM {src6}
    ) AS _q19 ON _c5_7 = _c15_0
    GROUP BY _c13_1, _c13_4, _c15_24
  ) AS _q20
  ORDER BY _c17_0 ASC NULLS FIRST, _c17_1 ASC NULLS FIRST, _c17_2 ASC NULLS FIRST
  LIMIT 100
) AS _q21
