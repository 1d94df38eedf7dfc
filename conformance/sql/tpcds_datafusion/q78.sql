-- tpcds_datafusion/q78: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c7_0 AS `ss_sold_year`, _c7_1 AS `ss_item_sk`, _c7_2 AS `ss_customer_sk`, CAST(CASE WHEN `round`(_g2, 2) = 0.0D THEN _g2 * 0.0D ELSE `round`(_g2, 2) END AS DOUBLE) AS `ratio`, _c8_0 AS `store_qty`, _c8_1 AS `store_wholesale_cost`, _c8_2 AS `store_sales_price`, _c30_0 AS `other_chan_qty`, CAST(CASE WHEN _c30_1 IS NOT NULL THEN _c30_1 ELSE CAST(0.00BD AS DECIMAL(22,2)) END + CASE WHEN _c30_2 IS NOT NULL THEN _c30_2 ELSE CAST(0.00BD AS DECIMAL(22,2)) END AS DECIMAL(23,2)) AS `other_chan_wholesale_cost`, CAST(CASE WHEN _c30_3 IS NOT NULL THEN _c30_3 ELSE CAST(0.00BD AS DECIMAL(22,2)) END + CASE WHEN _c30_4 IS NOT NULL THEN _c30_4 ELSE CAST(0.00BD AS DECIMAL(22,2)) END AS DECIMAL(23,2)) AS `other_chan_sales_price`
FROM (
  SELECT *, CAST(CASE WHEN CAST(_c30_0 AS DOUBLE) = 0.0D THEN CAST(_c8_0 AS DOUBLE) * `power`(CAST(_c30_0 AS DOUBLE), (-1.0D)) ELSE CAST(_c8_0 AS DOUBLE) / CAST(_c30_0 AS DOUBLE) END AS DOUBLE) AS _g2
  FROM (
    SELECT _c30_0, _c30_1, _c30_2, _c30_3, _c30_4, _c7_0, _c7_1, _c7_2, _c8_0, _c8_1, _c8_2
    FROM (
      SELECT *, CAST(CASE WHEN CAST(_c30_0 AS DOUBLE) = 0.0D THEN CAST(_c8_0 AS DOUBLE) * `power`(CAST(_c30_0 AS DOUBLE), (-1.0D)) ELSE CAST(_c8_0 AS DOUBLE) / CAST(_c30_0 AS DOUBLE) END AS DOUBLE) AS _g1
      FROM (
        SELECT CASE WHEN _c17_0 IS NOT NULL THEN _c17_0 ELSE 0L END + CASE WHEN _c27_0 IS NOT NULL THEN _c27_0 ELSE 0L END AS _c30_0, CAST(_c17_1 AS DECIMAL(22,2)) AS _c30_1, CAST(_c27_1 AS DECIMAL(22,2)) AS _c30_2, CAST(_c17_2 AS DECIMAL(22,2)) AS _c30_3, CAST(_c27_2 AS DECIMAL(22,2)) AS _c30_4, _c7_0, _c7_1, _c7_2, _c8_0, _c8_1, _c8_2
        FROM (
          SELECT `d_year` AS _c7_0, `ss_item_sk` AS _c7_1, `ss_customer_sk` AS _c7_2, CAST(`sum`(`ss_quantity`) AS BIGINT) AS _c8_0, CAST(`sum`(`ss_wholesale_cost`) AS DECIMAL(38,2)) AS _c8_1, CAST(`sum`(`ss_sales_price`) AS DECIMAL(38,2)) AS _c8_2
          FROM {src1} LEFT OUTER JOIN {src2} ON `ss_ticket_number` = `sr_ticket_number` AND `ss_item_sk` = `sr_item_sk` JOIN {src3} ON `ss_sold_date_sk` = `d_date_sk`
          WHERE `sr_ticket_number` IS NULL AND `d_year` = 2000L
          GROUP BY `d_year`, `ss_item_sk`, `ss_customer_sk`
        ) AS _q1 LEFT OUTER JOIN (
          SELECT `d_year` AS _c16_0, `ws_item_sk` AS _c16_1, `ws_bill_customer_sk` AS _c16_2, CAST(`sum`(`ws_quantity`) AS BIGINT) AS _c17_0, CAST(`sum`(`ws_wholesale_cost`) AS DECIMAL(38,2)) AS _c17_1, CAST(`sum`(`ws_sales_price`) AS DECIMAL(38,2)) AS _c17_2
          FROM {src4} LEFT OUTER JOIN {src5} ON `ws_order_number` = `wr_order_number` AND `ws_item_sk` = `wr_item_sk` JOIN {src3} ON `ws_sold_date_sk` = `d_date_sk`
          WHERE `wr_order_number` IS NULL AND `d_year` = 2000L
          GROUP BY `d_year`, `ws_item_sk`, `ws_bill_customer_sk`
        ) AS _q2 ON _c7_0 = _c16_0 AND _c7_1 = _c16_1 AND _c7_2 = _c16_2 LEFT OUTER JOIN (
          SELECT `d_year` AS _c26_0, `cs_item_sk` AS _c26_1, `cs_bill_customer_sk` AS _c26_2, CAST(`sum`(`cs_quantity`) AS BIGINT) AS _c27_0, CAST(`sum`(`cs_wholesale_cost`) AS DECIMAL(38,2)) AS _c27_1, CAST(`sum`(`cs_sales_price`) AS DECIMAL(38,2)) AS _c27_2
          FROM {src6} LEFT OUTER JOIN {src7} ON `cs_order_number` = `cr_order_number` AND `cs_item_sk` = `cr_item_sk` JOIN {src3} ON `cs_sold_date_sk` = `d_date_sk`
          WHERE `cr_order_number` IS NULL AND `d_year` = 2000L
          GROUP BY `d_year`, `cs_item_sk`, `cs_bill_customer_sk`
        ) AS _q3 ON _c7_0 = _c26_0 AND _c7_1 = _c26_1 AND _c7_2 = _c26_2
        WHERE (CASE WHEN _c17_0 IS NOT NULL THEN _c17_0 ELSE 0L END > 0L OR CASE WHEN _c27_0 IS NOT NULL THEN _c27_0 ELSE 0L END > 0L)
      ) AS _q4
    ) AS _q5
    ORDER BY _c7_0 ASC NULLS LAST, _c7_1 ASC NULLS LAST, _c7_2 ASC NULLS LAST, _c30_0 ASC NULLS LAST, CAST(CASE WHEN _c30_1 IS NOT NULL THEN _c30_1 ELSE CAST(0.00BD AS DECIMAL(22,2)) END + CASE WHEN _c30_2 IS NOT NULL THEN _c30_2 ELSE CAST(0.00BD AS DECIMAL(22,2)) END AS DECIMAL(23,2)) ASC NULLS LAST, CAST(CASE WHEN _c30_3 IS NOT NULL THEN _c30_3 ELSE CAST(0.00BD AS DECIMAL(22,2)) END + CASE WHEN _c30_4 IS NOT NULL THEN _c30_4 ELSE CAST(0.00BD AS DECIMAL(22,2)) END AS DECIMAL(23,2)) ASC NULLS LAST, CAST(CASE WHEN `round`(_g1, 2) = 0.0D THEN _g1 * 0.0D ELSE `round`(_g1, 2) END AS DOUBLE) ASC NULLS LAST
    LIMIT 100
  ) AS _q6
) AS _q7
