-- tpcds_datafusion/q84: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `c_customer_id` AS `customer_id`, CAST(`concat_ws`('', CAST(`concat_ws`('', CASE WHEN `c_last_name` IS NOT NULL THEN CAST(`c_last_name` AS STRING) ELSE '' END, ', ') AS STRING), CASE WHEN `c_first_name` IS NOT NULL THEN CAST(`c_first_name` AS STRING) ELSE '' END) AS STRING) AS `customername`
FROM (
  SELECT *
  FROM {src1} JOIN {src2} ON `c_current_addr_sk` = `ca_address_sk` JOIN {src3} ON `c_current_cdemo_sk` = `cd_demo_sk` JOIN {src4} ON `c_current_hdemo_sk` = `hd_demo_sk` JOIN {src5} ON `hd_income_band_sk` = `ib_income_band_sk` JOIN {src6} ON `cd_demo_sk` = `sr_cdemo_sk`
  WHERE `ca_city` = 'Edgewood' AND `ib_lower_bound` >= 38128L AND `ib_upper_bound` <= 88128
  ORDER BY `c_customer_id` ASC NULLS FIRST
  LIMIT 100
) AS _q1
