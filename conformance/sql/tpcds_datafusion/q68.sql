-- tpcds_datafusion/q68: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `c_last_name`, `c_first_name`, `ca_city`, _c13_3 AS `bought_city`, _c13_0 AS `ss_ticket_number`, _c14_0 AS `extended_price`, _c14_2 AS `extended_tax`, _c14_1 AS `list_price`
FROM (
  SELECT `ss_ticket_number` AS _c13_0, `ss_customer_sk` AS _c13_1, `ss_addr_sk` AS _c13_2, `ca_city` AS _c13_3, CAST(`sum`(`ss_ext_sales_price`) AS DECIMAL(38,2)) AS _c14_0, CAST(`sum`(`ss_ext_list_price`) AS DECIMAL(38,2)) AS _c14_1, CAST(`sum`(`ss_ext_tax`) AS DECIMAL(38,2)) AS _c14_2
  FROM {src1} JOIN {src2} ON `ss_sold_date_sk` = `d_date_sk` JOIN {src3} ON `ss_store_sk` = `s_store_sk` JOIN {src4} ON `ss_hdemo_sk` = `hd_demo_sk` JOIN {src5} ON `ss_addr_sk` = `ca_address_sk`
  WHERE `d_dom` >= 1L AND `d_dom` <= 2L AND `d_year` IN (1999L, 2000L, 2001L) AND `s_city` IN ('Fairview', 'Midway') AND (`hd_dep_count` = 4L OR `hd_vehicle_count` = 3)
  GROUP BY `ss_ticket_number`, `ss_customer_sk`, `ss_addr_sk`, `ca_city`
) AS _q1 JOIN {src6} ON _c13_1 = `c_customer_sk` JOIN {src5} ON `c_current_addr_sk` = `ca_address_sk` AND _c13_3 <> `ca_city`
ORDER BY `c_last_name` ASC NULLS FIRST, _c13_0 ASC NULLS FIRST
LIMIT 100
