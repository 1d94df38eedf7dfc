-- tpcds_datafusion/q79: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `c_last_name`, `c_first_name`, CAST(`substring`(_c11_3, 1, 30) AS STRING) AS `substr(ms.s_city,Int64(1),Int64(30))`, _c11_0 AS `ss_ticket_number`, _c12_0 AS `amt`, _c12_1 AS `profit`
FROM (
  SELECT *
  FROM (
    SELECT `ss_ticket_number` AS _c11_0, `ss_customer_sk` AS _c11_1, `ss_addr_sk` AS _c11_2, `s_city` AS _c11_3, CAST(`sum`(`ss_coupon_amt`) AS DECIMAL(38,2)) AS _c12_0, CAST(`sum`(`ss_net_profit`) AS DECIMAL(38,2)) AS _c12_1
    FROM {src1} JOIN {src2} ON `ss_sold_date_sk` = `d_date_sk` JOIN {src3} ON `ss_store_sk` = `s_store_sk` JOIN {src4} ON `ss_hdemo_sk` = `hd_demo_sk`
    WHERE `d_dow` = 1L AND `d_year` IN (1999L, 2000L, 2001L) AND `s_number_employees` >= 200L AND `s_number_employees` <= 295L AND (`hd_dep_count` = 6L OR `hd_vehicle_count` > 2)
    GROUP BY `ss_ticket_number`, `ss_customer_sk`, `ss_addr_sk`, `s_city`
  ) AS _q1 JOIN {src5} ON _c11_1 = `c_customer_sk`
  ORDER BY `c_last_name` ASC NULLS FIRST, `c_first_name` ASC NULLS FIRST, CAST(`substring`(_c11_3, 1, 30) AS STRING) ASC NULLS FIRST, _c12_1 ASC NULLS FIRST, _c11_0 ASC NULLS LAST
  LIMIT 100
) AS _q2
