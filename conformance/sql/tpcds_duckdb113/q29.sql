-- tpcds_duckdb113/q29: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c17_0 AS `i_item_id`, _c17_1 AS `i_item_desc`, _c17_2 AS `s_store_id`, _c17_3 AS `s_store_name`, CAST(CASE WHEN _g2 IS NULL AND _g1 > 0 THEN `raise_error`('sum: overflow') ELSE _g2 END AS DECIMAL(38,0)) AS `store_sales_quantity`, CAST(CASE WHEN _g4 IS NULL AND _g3 > 0 THEN `raise_error`('sum: overflow') ELSE _g4 END AS DECIMAL(38,0)) AS `store_returns_quantity`, CAST(CASE WHEN _g6 IS NULL AND _g5 > 0 THEN `raise_error`('sum: overflow') ELSE _g6 END AS DECIMAL(38,0)) AS `catalog_sales_quantity`
FROM (
  SELECT `i_item_id` AS _c17_0, `i_item_desc` AS _c17_1, `s_store_id` AS _c17_2, `s_store_name` AS _c17_3, `count`(_c5_10) AS _g1, `try_sum`(CAST(_c5_10 AS DECIMAL(38,0))) AS _g2, `count`(_c6_10) AS _g3, `try_sum`(CAST(_c6_10 AS DECIMAL(38,0))) AS _g4, `count`(`cs_quantity`) AS _g5, `try_sum`(CAST(`cs_quantity` AS DECIMAL(38,0))) AS _g6
  FROM {src1} JOIN (
    SELECT *
    FROM {src2} JOIN (
      SELECT *
      FROM {src3} JOIN (
        SELECT *
        FROM (
          SELECT `d_date_sk` AS _c4_0
          FROM {src2}
          WHERE `d_moy` = 9L AND `d_moy` IS NOT NULL AND `d_year` = 1999L AND `d_year` IS NOT NULL AND `d_date_sk` >= 2450816L AND `d_date_sk` <= 2452642L
        ) AS _q1 JOIN (
          SELECT `ss_sold_date_sk` AS _c5_0, `ss_item_sk` AS _c5_2, `ss_store_sk` AS _c5_7, `ss_customer_sk` AS _c5_3, `ss_ticket_number` AS _c5_9, `ss_quantity` AS _c5_10, `sr_customer_sk` AS _c6_3, `sr_item_sk` AS _c6_2, `sr_ticket_number` AS _c6_9, `sr_return_quantity` AS _c6_10
          FROM {src4} JOIN (
            SELECT *
            FROM {src5} JOIN {src2} ON `sr_returned_date_sk` = `d_date_sk`
          ) AS _q2 ON `ss_ticket_number` = `sr_ticket_number` AND `ss_item_sk` = `sr_item_sk` AND `ss_customer_sk` = `sr_customer_sk`
          WHERE `ss_ticket_number` <= 2399L AND `ss_ticket_number` IS NOT NULL AND `d_year` = 1999L AND `d_year` IS NOT NULL AND `d_moy` >= 9L AND `d_moy` <= 12L AND `d_moy` IS NOT NULL AND `d_date_sk` >= 2450830L AND `d_date_sk` <= 2452819L
        ) AS _q3 ON _c4_0 = _c5_0
      ) AS _q4 ON `cs_bill_customer_sk` = _c5_3 AND `cs_item_sk` = _c5_2
    ) AS _q5 ON `d_date_sk` = `cs_sold_date_sk`
  ) AS _q6 ON `i_item_sk` = _c5_2 JOIN {src6} ON _c5_7 = `s_store_sk`
  WHERE `i_item_sk` <= 179L AND `i_item_sk` IS NOT NULL AND `d_year` >= 1999L AND `d_year` <= 2001L AND `d_year` IS NOT NULL AND `d_date_sk` >= 2450815L AND `d_date_sk` <= 2452225L AND _c5_3 >= 3L AND _c5_2 <= 179L
  GROUP BY `i_item_id`, `i_item_desc`, `s_store_id`, `s_store_name`
) AS _q7
ORDER BY `i_item_id` ASC NULLS LAST, `i_item_desc` ASC NULLS LAST, `s_store_id` ASC NULLS LAST, `s_store_name` ASC NULLS LAST
LIMIT 100
