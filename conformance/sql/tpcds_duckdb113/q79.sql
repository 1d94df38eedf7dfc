-- tpcds_duckdb113/q79: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `c_last_name` AS _c1_9, `c_first_name` AS _c1_8, CAST(`substring`(_c9_3, 1, 30) AS STRING) AS _c13_0, _c9_0, _c10_0, _c10_1
FROM (
  SELECT *
  FROM {src1} JOIN (
    SELECT `ss_ticket_number` AS _c9_0, `ss_customer_sk` AS _c9_1, `ss_addr_sk` AS _c9_2, `s_city` AS _c9_3, CAST(`sum`(`ss_coupon_amt`) AS DECIMAL(38,2)) AS _c10_0, CAST(`sum`(`ss_net_profit`) AS DECIMAL(38,2)) AS _c10_1
    FROM {src2} JOIN {src3} ON `ss_sold_date_sk` = `d_date_sk` JOIN {src4} ON `ss_hdemo_sk` = `hd_demo_sk` JOIN {src5} ON `ss_store_sk` = `s_store_sk`
    WHERE `d_year` >= 1999L AND `d_year` <= 2001L AND `d_year` IS NOT NULL AND `d_dow` = 1L AND `d_dow` IS NOT NULL AND `d_date_sk` >= 2450816L AND `d_date_sk` <= 2452642L AND `hd_demo_sk` >= 5L AND `hd_demo_sk` IS NOT NULL AND (`hd_dep_count` = 6L OR `hd_vehicle_count` > 2)
    GROUP BY `ss_ticket_number`, `ss_customer_sk`, `ss_addr_sk`, `s_city`
  ) AS _q1 ON `c_customer_sk` = _c9_1
  ORDER BY `c_last_name` ASC NULLS FIRST, `c_first_name` ASC NULLS FIRST, CAST(`substring`(_c9_3, 1, 30) AS STRING) ASC NULLS FIRST, _c10_1 ASC NULLS FIRST, _c9_0 ASC NULLS LAST
  LIMIT 100
) AS _q2
