-- tpcds_datafusion/q75: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c62_0 AS `prev_year`, _c30_0 AS `year_`, _c30_1 AS `i_brand_id`, _c30_2 AS `i_class_id`, _c30_3 AS `i_category_id`, _c30_4 AS `i_manufact_id`, _c63_0 AS `prev_yr_cnt`, _c31_0 AS `curr_yr_cnt`, _c31_0 - _c63_0 AS `sales_cnt_diff`, CASE WHEN TRY_CAST(_c31_1 AS DECIMAL(37,15)) IS NULL AND _c31_1 IS NOT NULL OR TRY_CAST(_c63_1 AS DECIMAL(37,15)) IS NULL AND _c63_1 IS NOT NULL THEN CAST(CASE WHEN `try_subtract`(_c31_1, _c63_1) IS NULL AND _c31_1 IS NOT NULL AND _c63_1 IS NOT NULL THEN `raise_error`('subtract: decimal overflow') ELSE `try_subtract`(_c31_1, _c63_1) END AS DECIMAL(38,15)) ELSE CAST(TRY_CAST(_c31_1 AS DECIMAL(37,15)) - TRY_CAST(_c63_1 AS DECIMAL(37,15)) AS DECIMAL(38,15)) END AS `sales_amt_diff`
FROM (
  SELECT *
  FROM (
    SELECT _c28_0 AS _c30_0, _c28_1 AS _c30_1, _c28_2 AS _c30_2, _c28_3 AS _c30_3, _c28_4 AS _c30_4, CAST(`sum`(_c28_5) AS BIGINT) AS _c31_0, CAST(`sum`(_c28_6) AS DECIMAL(38,15)) AS _c31_1
    FROM (
      SELECT DISTINCT _c5_6 AS _c28_0, _c2_7 AS _c28_1, _c2_9 AS _c28_2, _c2_11 AS _c28_3, _c2_13 AS _c28_4, _c9_0 AS _c28_5, _c9_1 AS _c28_6
      FROM (
        SELECT `d_year` AS _c5_6, `i_brand_id` AS _c2_7, `i_class_id` AS _c2_9, `i_category_id` AS _c2_11, `i_manufact_id` AS _c2_13, `cs_quantity` - CASE WHEN `cr_return_quantity` IS NOT NULL THEN `cr_return_quantity` ELSE 0L END AS _c9_0, CAST(`cs_ext_sales_price` - CASE WHEN CAST(`cr_return_amount` AS DECIMAL(30,15)) IS NOT NULL THEN CAST(`cr_return_amount` AS DECIMAL(30,15)) ELSE CAST(0.000000000000000BD AS DECIMAL(30,15)) END AS DECIMAL(31,15)) AS _c9_1
        FROM {src1} JOIN {src2} ON `cs_item_sk` = `i_item_sk` JOIN {src3} ON `cs_sold_date_sk` = `d_date_sk` LEFT OUTER JOIN {src4} ON `cs_order_number` = `cr_order_number` AND `cs_item_sk` = `cr_item_sk`
        WHERE `i_category` = 'Books' AND `d_year` = 2002L
        UNION ALL
        SELECT `d_year` AS _c14_6, `i_brand_id` AS _c11_7, `i_class_id` AS _c11_9, `i_category_id` AS _c11_11, `i_manufact_id` AS _c11_13, `ss_quantity` - CASE WHEN `sr_return_quantity` IS NOT NULL THEN `sr_return_quantity` ELSE 0L END AS _c18_0, CAST(`ss_ext_sales_price` - CASE WHEN CAST(`sr_return_amt` AS DECIMAL(30,15)) IS NOT NULL THEN CAST(`sr_return_amt` AS DECIMAL(30,15)) ELSE CAST(0.000000000000000BD AS DECIMAL(30,15)) END AS DECIMAL(31,15)) AS _c18_1
        FROM {src5} JOIN {src2} ON `ss_item_sk` = `i_item_sk` JOIN {src3} ON `ss_sold_date_sk` = `d_date_sk` LEFT OUTER JOIN {src6} ON `ss_ticket_number` = `sr_ticket_number` AND `ss_item_sk` = `sr_item_sk`
        WHERE `i_category` = 'Books' AND `d_year` = 2002L
        UNION ALL
        SELECT `d_year` AS _c23_6, `i_brand_id` AS _c20_7, `i_class_id` AS _c20_9, `i_category_id` AS _c20_11, `i_manufact_id` AS _c20_13, `ws_quantity` - CASE WHEN `wr_return_quantity` IS NOT NULL THEN `wr_return_quantity` ELSE 0L END AS _c27_0, CAST(`ws_ext_sales_price` - CASE WHEN CAST(`wr_return_amt` AS DECIMAL(30,15)) IS NOT NULL THEN CAST(`wr_return_amt` AS DECIMAL(30,15)) ELSE CAST(0.000000000000000BD AS DECIMAL(30,15)) END AS DECIMAL(31,15)) AS _c27_1
        FROM {src7} JOIN {src2} ON `ws_item_sk` = `i_item_sk` JOIN {src3} ON `ws_sold_date_sk` = `d_date_sk` LEFT OUTER JOIN {src8} ON `ws_order_number` = `wr_order_number` AND `ws_item_sk` = `wr_item_sk`
        WHERE `i_category` = 'Books' AND `d_year` = 2002L
      ) AS _q1
    ) AS _q2
    GROUP BY _c28_0, _c28_1, _c28_2, _c28_3, _c28_4
  ) AS _q3 JOIN (
    SELECT _c60_0 AS _c62_0, _c60_1 AS _c62_1, _c60_2 AS _c62_2, _c60_3 AS _c62_3, _c60_4 AS _c62_4, CAST(`sum`(_c60_5) AS BIGINT) AS _c63_0, CAST(`sum`(_c60_6) AS DECIMAL(38,15)) AS _c63_1
    FROM (
      SELECT DISTINCT _c37_6 AS _c60_0, _c34_7 AS _c60_1, _c34_9 AS _c60_2, _c34_11 AS _c60_3, _c34_13 AS _c60_4, _c41_0 AS _c60_5, _c41_1 AS _c60_6
      FROM (
        SELECT `d_year` AS _c37_6, `i_brand_id` AS _c34_7, `i_class_id` AS _c34_9, `i_category_id` AS _c34_11, `i_manufact_id` AS _c34_13, `cs_quantity` - CASE WHEN `cr_return_quantity` IS NOT NULL THEN `cr_return_quantity` ELSE 0L END AS _c41_0, CAST(`cs_ext_sales_price` - CASE WHEN CAST(`cr_return_amount` AS DECIMAL(30,15)) IS NOT NULL THEN CAST(`cr_return_amount` AS DECIMAL(30,15)) ELSE CAST(0.000000000000000BD AS DECIMAL(30,15)) END AS DECIMAL(31,15)) AS _c41_1
        FROM {src1} JOIN {src2} ON `cs_item_sk` = `i_item_sk` JOIN {src3} ON `cs_sold_date_sk` = `d_date_sk` LEFT OUTER JOIN {src4} ON `cs_order_number` = `cr_order_number` AND `cs_item_sk` = `cr_item_sk`
        WHERE `i_category` = 'Books' AND `d_year` = 2001L
        UNION ALL
        SELECT `d_year` AS _c46_6, `i_brand_id` AS _c43_7, `i_class_id` AS _c43_9, `i_category_id` AS _c43_11, `i_manufact_id` AS _c43_13, `ss_quantity` - CASE WHEN `sr_return_quantity` IS NOT NULL THEN `sr_return_quantity` ELSE 0L END AS _c50_0, CAST(`ss_ext_sales_price` - CASE WHEN CAST(`sr_return_amt` AS DECIMAL(30,15)) IS NOT NULL THEN CAST(`sr_return_amt` AS DECIMAL(30,15)) ELSE CAST(0.000000000000000BD AS DECIMAL(30,15)) END AS DECIMAL(31,15)) AS _c50_1
        FROM {src5} JOIN {src2} ON `ss_item_sk` = `i_item_sk` JOIN {src3} ON `ss_sold_date_sk` = `d_date_sk` LEFT OUTER JOIN {src6} ON `ss_ticket_number` = `sr_ticket_number` AND `ss_item_sk` = `sr_item_sk`
        WHERE `i_category` = 'Books' AND `d_year` = 2001L
        UNION ALL
        SELECT `d_year` AS _c55_6, `i_brand_id` AS _c52_7, `i_class_id` AS _c52_9, `i_category_id` AS _c52_11, `i_manufact_id` AS _c52_13, `ws_quantity` - CASE WHEN `wr_return_quantity` IS NOT NULL THEN `wr_return_quantity` ELSE 0L END AS _c59_0, CAST(`ws_ext_sales_price` - CASE WHEN CAST(`wr_return_amt` AS DECIMAL(30,15)) IS NOT NULL THEN CAST(`wr_return_amt` AS DECIMAL(30,15)) ELSE CAST(0.000000000000000BD AS DECIMAL(30,15)) END AS DECIMAL(31,15)) AS _c59_1
        FROM {src7} JOIN {src2} ON `ws_item_sk` = `i_item_sk` JOIN {src3} ON `ws_sold_date_sk` = `d_date_sk` LEFT OUTER JOIN {src8} ON `ws_order_number` = `wr_order_number` AND `ws_item_sk` = `wr_item_sk`
        WHERE `i_category` = 'Books' AND `d_year` = 2001L
      ) AS _q4
    ) AS _q5
    GROUP BY _c60_0, _c60_1, _c60_2, _c60_3, _c60_4
  ) AS _q6 ON _c30_1 = _c62_1 AND _c30_2 = _c62_2 AND _c30_3 = _c62_3 AND _c30_4 = _c62_4 AND CAST(CAST(_c31_0 AS DECIMAL(17,2)) / CAST(_c63_0 AS DECIMAL(17,2)) AS DECIMAL(23,6)) < CAST(0.900000BD AS DECIMAL(23,6))
  ORDER BY _c31_0 - _c63_0 ASC NULLS LAST, CASE WHEN TRY_CAST(_c31_1 AS DECIMAL(37,15)) IS NULL AND _c31_1 IS NOT NULL OR TRY_CAST(_c63_1 AS DECIMAL(37,15)) IS NULL AND _c63_1 IS NOT NULL THEN CAST(CASE WHEN `try_subtract`(_c31_1, _c63_1) IS NULL AND _c31_1 IS NOT NULL AND _c63_1 IS NOT NULL THEN `raise_error`('subtract: decimal overflow') ELSE `try_subtract`(_c31_1, _c63_1) END AS DECIMAL(38,15)) ELSE CAST(TRY_CAST(_c31_1 AS DECIMAL(37,15)) - TRY_CAST(_c63_1 AS DECIMAL(37,15)) AS DECIMAL(38,15)) END ASC NULLS LAST
  LIMIT 100
) AS _q7
