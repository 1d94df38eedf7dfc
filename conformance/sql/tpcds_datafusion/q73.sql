-- tpcds_datafusion/q73: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `c_last_name`, `c_first_name`, `c_salutation`, `c_preferred_cust_flag`, _c11_0 AS `ss_ticket_number`, _c12_0 AS `cnt`
FROM (
  SELECT `ss_ticket_number` AS _c11_0, `ss_customer_sk` AS _c11_1, `count`(1L) AS _c12_0
  FROM {src1} JOIN {src2} ON `ss_sold_date_sk` = `d_date_sk` JOIN {src3} ON `ss_store_sk` = `s_store_sk` JOIN (
    SELECT *
    FROM {src4}
    WHERE `hd_buy_potential` IN ('Unknown', '>10000') AND `hd_vehicle_count` > 0 AND CASE WHEN `hd_vehicle_count` > 0 THEN CAST(CASE WHEN CAST(`hd_vehicle_count` AS DOUBLE) = 0.0D THEN CAST(`hd_dep_count` AS DOUBLE) * `power`(CAST(`hd_vehicle_count` AS DOUBLE), (-1.0D)) ELSE CAST(`hd_dep_count` AS DOUBLE) / CAST(`hd_vehicle_count` AS DOUBLE) END AS DOUBLE) ELSE CAST(NULL AS DOUBLE) END > 1.0D AND `hd_buy_potential` IN ('Unknown', '>10000') AND `hd_vehicle_count` > 0 AND CASE WHEN `hd_vehicle_count` > 0 THEN CAST(CASE WHEN CAST(`hd_vehicle_count` AS DOUBLE) = 0.0D THEN CAST(`hd_dep_count` AS DOUBLE) * `power`(CAST(`hd_vehicle_count` AS DOUBLE), (-1.0D)) ELSE CAST(`hd_dep_count` AS DOUBLE) / CAST(`hd_vehicle_count` AS DOUBLE) END AS DOUBLE) ELSE CAST(NULL AS DOUBLE) END > 1.0D
  ) AS _q1 ON `ss_hdemo_sk` = `hd_demo_sk`
  WHERE `d_dom` >= 1L AND `d_dom` <= 2L AND `d_year` IN (1999L, 2000L, 2001L) AND `s_county` IN ('Orange County', 'Bronx County', 'Franklin Parish', 'Williamson County')
  GROUP BY `ss_ticket_number`, `ss_customer_sk`
) AS _q2 JOIN {src5} ON _c11_1 = `c_customer_sk`
WHERE _c12_0 >= 1L AND _c12_0 <= 5L
ORDER BY _c12_0 DESC NULLS FIRST, `c_last_name` ASC NULLS LAST
