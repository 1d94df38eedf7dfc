-- tpcds_duckdb113/q17: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c17_0 AS `i_item_id`, _c17_1 AS `i_item_desc`, _c17_2 AS `s_state`, _c18_0 AS `store_sales_quantitycount`, _c18_1 AS `store_sales_quantityave`, _c18_2 AS `store_sales_quantitystdev`, CAST(CASE WHEN _c18_1 = 0.0D THEN _c18_2 * `power`(_c18_1, (-1.0D)) ELSE _c18_2 / _c18_1 END AS DOUBLE) AS `store_sales_quantitycov`, _c18_3 AS `store_returns_quantitycount`, _c18_4 AS `store_returns_quantityave`, _c18_5 AS `store_returns_quantitystdev`, CAST(CASE WHEN _c18_4 = 0.0D THEN _c18_5 * `power`(_c18_4, (-1.0D)) ELSE _c18_5 / _c18_4 END AS DOUBLE) AS `store_returns_quantitycov`, _c18_6 AS `catalog_sales_quantitycount`, _c18_7 AS `catalog_sales_quantityave`, _c18_8 AS `catalog_sales_quantitystdev`, CAST(CASE WHEN _c18_7 = 0.0D THEN _c18_8 * `power`(_c18_7, (-1.0D)) ELSE _c18_8 / _c18_7 END AS DOUBLE) AS `catalog_sales_quantitycov`
FROM (
  SELECT `i_item_id` AS _c17_0, `i_item_desc` AS _c17_1, `s_state` AS _c17_2, `count`(_c5_10) AS _c18_0, CAST(`avg`(CAST(_c5_10 AS DOUBLE)) AS DOUBLE) AS _c18_1, CAST(CASE WHEN `count`(CAST(_c5_10 AS DOUBLE)) > 1 THEN `stddev_samp`(CAST(_c5_10 AS DOUBLE)) END AS DOUBLE) AS _c18_2, `count`(_c4_10) AS _c18_3, CAST(`avg`(CAST(_c4_10 AS DOUBLE)) AS DOUBLE) AS _c18_4, CAST(CASE WHEN `count`(CAST(_c4_10 AS DOUBLE)) > 1 THEN `stddev_samp`(CAST(_c4_10 AS DOUBLE)) END AS DOUBLE) AS _c18_5, `count`(`cs_quantity`) AS _c18_6, CAST(`avg`(CAST(`cs_quantity` AS DOUBLE)) AS DOUBLE) AS _c18_7, CAST(CASE WHEN `count`(CAST(`cs_quantity` AS DOUBLE)) > 1 THEN `stddev_samp`(CAST(`cs_quantity` AS DOUBLE)) END AS DOUBLE) AS _c18_8
  FROM {src1} JOIN (
    SELECT *
    FROM {src2} JOIN (
      SELECT *
      FROM (
        SELECT `d_date_sk` AS _c3_0, `d_quarter_name` AS _c3_15
        FROM {src1}
        WHERE `d_date_sk` >= 2450830L AND `d_date_sk` <= 2452819L AND `d_date_sk` IS NOT NULL AND `d_quarter_name` IN ('2001Q1', '2001Q2', '2001Q3')
      ) AS _q1 JOIN (
        SELECT `sr_customer_sk` AS _c4_3, `sr_item_sk` AS _c4_2, `sr_ticket_number` AS _c4_9, `sr_returned_date_sk` AS _c4_0, `sr_return_quantity` AS _c4_10, `ss_item_sk` AS _c5_2, `ss_store_sk` AS _c5_7, `ss_customer_sk` AS _c5_3, `ss_ticket_number` AS _c5_9, `ss_quantity` AS _c5_10
        FROM {src3} JOIN (
          SELECT *
          FROM {src4} JOIN {src1} ON `ss_sold_date_sk` = `d_date_sk`
        ) AS _q2 ON `sr_ticket_number` = `ss_ticket_number` AND `sr_item_sk` = `ss_item_sk` AND `sr_customer_sk` = `ss_customer_sk`
        WHERE `ss_ticket_number` <= 2399L AND `ss_ticket_number` IS NOT NULL AND `d_quarter_name` = '2001Q1' AND `d_quarter_name` IS NOT NULL AND `d_date_sk` >= 2450816L AND `d_date_sk` <= 2452642L
      ) AS _q3 ON _c3_0 = _c4_0
    ) AS _q4 ON `cs_bill_customer_sk` = _c5_3 AND `cs_item_sk` = _c5_2
  ) AS _q5 ON `d_date_sk` = `cs_sold_date_sk` JOIN {src5} ON _c5_2 = `i_item_sk` JOIN {src6} ON _c5_7 = `s_store_sk`
  WHERE `d_date_sk` >= 2450815L AND `d_date_sk` <= 2452225L AND `d_date_sk` IS NOT NULL AND `d_quarter_name` IN ('2001Q1', '2001Q2', '2001Q3') AND _c5_3 >= 3L AND _c5_2 <= 179L AND `i_item_sk` <= 179L AND `i_item_sk` IS NOT NULL
  GROUP BY `i_item_id`, `i_item_desc`, `s_state`
  ORDER BY _c17_0 ASC NULLS FIRST, _c17_1 ASC NULLS FIRST, _c17_2 ASC NULLS FIRST
  LIMIT 100
) AS _q6
