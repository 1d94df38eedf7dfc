-- tpcds_duckdb113/q25: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `i_item_id`, `i_item_desc`, `s_store_id`, `s_store_name`, CAST(`sum`(`ss_net_profit`) AS DECIMAL(38,2)) AS `store_sales_profit`, CAST(`sum`(_c8_19) AS DECIMAL(38,2)) AS `store_returns_loss`, CAST(`sum`(_c5_33) AS DECIMAL(38,2)) AS `catalog_sales_profit`
FROM {src1} JOIN (
  SELECT *
  FROM {src2} JOIN (
    SELECT *
    FROM {src3} JOIN (
      SELECT *
      FROM {src4} JOIN (
        SELECT *
        FROM (
          SELECT `cs_bill_customer_sk` AS _c5_3, `cs_item_sk` AS _c5_15, `cs_sold_date_sk` AS _c5_0, `cs_net_profit` AS _c5_33, `d_date_sk` AS _c6_0
          FROM {src5} JOIN {src3} ON `cs_sold_date_sk` = `d_date_sk`
          WHERE `d_year` = 2001L AND `d_year` IS NOT NULL AND `d_moy` >= 4L AND `d_moy` <= 10L AND `d_moy` IS NOT NULL AND `d_date_sk` >= 2450815L AND `d_date_sk` <= 2452225L
        ) AS _q1 JOIN (
          SELECT `sr_customer_sk` AS _c8_3, `sr_item_sk` AS _c8_2, `sr_ticket_number` AS _c8_9, `sr_returned_date_sk` AS _c8_0, `sr_net_loss` AS _c8_19, `d_date_sk` AS _c9_0
          FROM {src6} JOIN {src3} ON `sr_returned_date_sk` = `d_date_sk`
          WHERE `sr_customer_sk` >= 3L AND `sr_customer_sk` IS NOT NULL AND `sr_item_sk` <= 179L AND `d_year` = 2001L AND `d_year` IS NOT NULL AND `d_moy` >= 4L AND `d_moy` <= 10L AND `d_moy` IS NOT NULL AND `d_date_sk` >= 2450830L AND `d_date_sk` <= 2452819L
        ) AS _q2 ON _c5_3 = _c8_3 AND _c5_15 = _c8_2
      ) AS _q3 ON `ss_customer_sk` = _c8_3 AND `ss_item_sk` = _c8_2 AND `ss_ticket_number` = _c8_9
    ) AS _q4 ON `d_date_sk` = `ss_sold_date_sk`
  ) AS _q5 ON `i_item_sk` = `ss_item_sk`
) AS _q6 ON `s_store_sk` = `ss_store_sk`
WHERE `i_item_sk` <= 179L AND `i_item_sk` IS NOT NULL AND `d_moy` = 4L AND `d_moy` IS NOT NULL AND `d_year` = 2001L AND `d_year` IS NOT NULL AND `d_date_sk` >= 2450816L AND `d_date_sk` <= 2452642L AND `ss_customer_sk` >= 3L AND `ss_customer_sk` IS NOT NULL AND `ss_item_sk` <= 179L AND `ss_ticket_number` <= 2399L
GROUP BY `i_item_id`, `i_item_desc`, `s_store_id`, `s_store_name`
ORDER BY `i_item_id` ASC NULLS LAST, `i_item_desc` ASC NULLS LAST, `s_store_id` ASC NULLS LAST, `s_store_name` ASC NULLS LAST
LIMIT 100
