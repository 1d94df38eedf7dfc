-- tpcds_datafusion/q17: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c19_0 AS `i_item_id`, _c19_1 AS `i_item_desc`, _c19_2 AS `s_state`, _c20_0 AS `store_sales_quantitycount`, _c20_1 AS `store_sales_quantityave`, _c20_2 AS `store_sales_quantitystdev`, _c21_0 AS `store_sales_quantitycov`, _c20_3 AS `store_returns_quantitycount`, _c20_4 AS `store_returns_quantityave`, _c20_5 AS `store_returns_quantitystdev`, _c21_1 AS `store_returns_quantitycov`, _c20_6 AS `catalog_sales_quantitycount`, _c20_7 AS `catalog_sales_quantityave`, _c20_8 AS `catalog_sales_quantitystdev`, _c21_2 AS `catalog_sales_quantitycov`
FROM (
  SELECT _c19_0, _c19_1, _c19_2, _c20_0, _c20_1, _c20_2, CAST(CASE WHEN _c20_1 = 0 THEN _c20_2 * `signum`(`atan2`(_c20_1, (-1.0D))) * CAST('Infinity' AS DOUBLE) ELSE `try_divide`(_c20_2, _c20_1) END AS DOUBLE) AS _c21_0, _c20_3, _c20_4, _c20_5, CAST(CASE WHEN _c20_4 = 0 THEN _c20_5 * `signum`(`atan2`(_c20_4, (-1.0D))) * CAST('Infinity' AS DOUBLE) ELSE `try_divide`(_c20_5, _c20_4) END AS DOUBLE) AS _c21_1, _c20_6, _c20_7, _c20_8, CAST(CASE WHEN _c20_7 = 0 THEN _c20_8 * `signum`(`atan2`(_c20_7, (-1.0D))) * CAST('Infinity' AS DOUBLE) ELSE `try_divide`(_c20_8, _c20_7) END AS DOUBLE) AS _c21_2
  FROM (
    SELECT _c17_1 AS _c19_0, _c17_4 AS _c19_1, _c15_24 AS _c19_2, CAST(`count`(_c1_10) AS BIGINT) AS _c20_0, CAST(`avg`(_c18_0) AS DOUBLE) AS _c20_1, CAST(CASE WHEN `count`(_c18_0) > 1 THEN `stddev_samp`(_c18_0) END AS DOUBLE) AS _c20_2, CAST(`count`(_c2_10) AS BIGINT) AS _c20_3, CAST(`avg`(_c18_1) AS DOUBLE) AS _c20_4, CAST(CASE WHEN `count`(_c18_1) > 1 THEN `stddev_samp`(_c18_1) END AS DOUBLE) AS _c20_5, CAST(`count`(_c4_18) AS BIGINT) AS _c20_6, CAST(`avg`(_c18_2) AS DOUBLE) AS _c20_7, CAST(CASE WHEN `count`(_c18_2) > 1 THEN `stddev_samp`(_c18_2) END AS DOUBLE) AS _c20_8
    FROM (
      SELECT CAST(_c1_10 AS DOUBLE) AS _c18_0, CAST(_c2_10 AS DOUBLE) AS _c18_1, CAST(_c4_18 AS DOUBLE) AS _c18_2, _c1_10, _c2_10, _c4_18, _c15_24, _c17_1, _c17_4
      FROM (
        SELECT _c1_2, _c1_10, _c2_10, _c4_18, _c15_24
        FROM (
          SELECT _c1_2, _c1_7, _c1_10, _c2_10, _c4_18
          FROM (
            SELECT _c1_2, _c1_7, _c1_10, _c2_10, _c4_0, _c4_18
            FROM (
              SELECT _c1_2, _c1_7, _c1_10, _c2_0, _c2_10, _c4_0, _c4_18
              FROM (
                SELECT _c1_0, _c1_2, _c1_7, _c1_10, _c2_0, _c2_10, _c4_0, _c4_18
                FROM (
                  SELECT _c1_0, _c1_2, _c1_7, _c1_10, _c2_0, _c2_2, _c2_3, _c2_10
                  FROM (
                    SELECT `ss_sold_date_sk` AS _c1_0, `ss_item_sk` AS _c1_2, `ss_customer_sk` AS _c1_3, `ss_store_sk` AS _c1_7, `ss_ticket_number` AS _c1_9, `ss_quantity` AS _c1_10
                    FROM {src1}
                  ) AS _q1 JOIN (
                    SELECT `sr_returned_date_sk` AS _c2_0, `sr_item_sk` AS _c2_2, `sr_customer_sk` AS _c2_3, `sr_ticket_number` AS _c2_9, `sr_return_quantity` AS _c2_10
                    FROM {src2}
                  ) AS _q2 ON _c1_3 = _c2_3 AND _c1_2 = _c2_2 AND _c1_9 = _c2_9
                ) AS _q3 JOIN (
                  SELECT `cs_sold_date_sk` AS _c4_0, `cs_bill_customer_sk` AS _c4_3, `cs_item_sk` AS _c4_15, `cs_quantity` AS _c4_18
                  FROM {src3}
                ) AS _q4 ON _c2_3 = _c4_3 AND _c2_2 = _c4_15
              ) AS _q5 JOIN (
                SELECT _c6_0
                FROM (
                  SELECT `d_date_sk` AS _c6_0, `d_quarter_name` AS _c6_15
                  FROM {src4}
                ) AS _q6
                WHERE _c6_15 = '2001Q1'
              ) AS _q7 ON _c1_0 = _c6_0
            ) AS _q8 JOIN (
              SELECT _c9_0
              FROM (
                SELECT `d_date_sk` AS _c9_0, `d_quarter_name` AS _c9_15
                FROM {src4}
              ) AS _q9
              WHERE (_c9_15 = '2001Q1' OR _c9_15 = '2001Q2' OR _c9_15 = '2001Q3')
            ) AS _q10 ON _c2_0 = _c9_0
          ) AS _q11 JOIN (
            SELECT _c12_0
            FROM (
              SELECT `d_date_sk` AS _c12_0, `d_quarter_name` AS _c12_15
              FROM {src4}
            ) AS _q12
            WHERE (_c12_15 = '2001Q1' OR _c12_15 = '2001Q2' OR _c12_15 = '2001Q3')
          ) AS _q13 ON _c4_0 = _c12_0
        ) AS _q14 JOIN (
          SELECT `s_store_sk` AS _c15_0, `s_state` AS _c15_24
          FROM {src5}
        ) AS _q15 ON _c1_7 = _c15_0
      ) AS _q16 JOIN (
        SELECT `i_item_sk` AS _c17_0, `i_item_id` AS _c17_1, `i_item_desc` AS _c17_4
        FROM {src6}
      ) AS _q17 ON _c1_2 = _c17_0
    ) AS _q18
    GROUP BY _c17_1, _c17_4, _c15_24
  ) AS _q19
  ORDER BY _c19_0 ASC NULLS FIRST, _c19_1 ASC NULLS FIRST, _c19_2 ASC NULLS FIRST
  LIMIT 100
) AS _q20
