-- tpcds_duckdb113/q34: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `c_last_name`, `c_first_name`, `c_salutation`, `c_preferred_cust_flag`, _c9_0 AS `ss_ticket_number`, _c10_0 AS `cnt`
FROM {src1} JOIN (
  SELECT `ss_ticket_number` AS _c9_0, `ss_customer_sk` AS _c9_1, `count`(1) AS _c10_0
  FROM {src2} JOIN {src3} ON `ss_sold_date_sk` = `d_date_sk` JOIN (
    SELECT *
    FROM {src4}
    WHERE `hd_vehicle_count` > 0 AND `hd_vehicle_count` IS NOT NULL AND `hd_demo_sk` >= 5L AND CASE WHEN `hd_vehicle_count` > 0 THEN CAST(CASE WHEN CAST(`hd_vehicle_count` AS DOUBLE) = 0.0D THEN CAST(CAST(CAST(`hd_dep_count` AS DECIMAL(23,0)) * CAST(1.000BD AS DECIMAL(23,3)) AS DECIMAL(23,3)) AS DOUBLE) * `power`(CAST(`hd_vehicle_count` AS DOUBLE), (-1.0D)) ELSE CAST(CAST(CAST(`hd_dep_count` AS DECIMAL(23,0)) * CAST(1.000BD AS DECIMAL(23,3)) AS DECIMAL(23,3)) AS DOUBLE) / CAST(`hd_vehicle_count` AS DOUBLE) END AS DOUBLE) ELSE CAST(NULL AS DOUBLE) END > 1.2D AND `hd_buy_potential` IN ('>10000', 'Unknown')
  ) AS _q1 ON `ss_hdemo_sk` = `hd_demo_sk` JOIN {src5} ON `ss_store_sk` = `s_store_sk`
  WHERE `d_year` >= 1999L AND `d_year` <= 2001L AND `d_year` IS NOT NULL AND `d_date_sk` >= 2450816L AND `d_date_sk` <= 2452642L AND (`d_dom` <= 3L OR `d_dom` >= 25L AND `d_dom` <= 28L) AND `s_county` = 'Williamson County' AND `s_county` IS NOT NULL
  GROUP BY `ss_ticket_number`, `ss_customer_sk`
) AS _q2 ON `c_customer_sk` = _c9_1
WHERE _c10_0 >= 15L AND _c10_0 <= 20L
ORDER BY `c_last_name` ASC NULLS FIRST, `c_first_name` ASC NULLS FIRST, `c_salutation` ASC NULLS FIRST, `c_preferred_cust_flag` DESC NULLS FIRST, _c9_0 ASC NULLS FIRST
