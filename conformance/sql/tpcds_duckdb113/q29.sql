-- tpcds_duckdb113/q29: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `i_item_id`, `i_item_desc`, `s_store_id`, `s_store_name`, CAST(`sum`(_c5_10) AS DECIMAL(38,0)) AS `store_sales_quantity`, CAST(`sum`(_c6_10) AS DECIMAL(38,0)) AS `store_returns_quantity`, CAST(`sum`(`cs_quantity`) AS DECIMAL(38,0)) AS `catalog_sales_quantity`
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
ORDER BY `i_item_id` ASC NULLS LAST, `i_item_desc` ASC NULLS LAST, `s_store_id` ASC NULLS LAST, `s_store_name` ASC NULLS LAST
LIMIT 100
