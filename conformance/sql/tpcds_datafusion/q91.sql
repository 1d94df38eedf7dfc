-- tpcds_datafusion/q91: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `cc_call_center_id` AS `call_center`, `cc_name` AS `call_center_name`, `cc_manager` AS `manager`, CAST(`sum`(`cr_net_loss`) AS DECIMAL(38,2)) AS `returns_loss`
FROM {src1} JOIN {src2} ON `cc_call_center_sk` = `cr_call_center_sk` JOIN {src3} ON `cr_returned_date_sk` = `d_date_sk` JOIN {src4} ON `cr_returning_customer_sk` = `c_customer_sk` JOIN {src5} ON `c_current_addr_sk` = `ca_address_sk` JOIN {src6} ON `c_current_cdemo_sk` = `cd_demo_sk` JOIN {src7} ON `c_current_hdemo_sk` = `hd_demo_sk`
WHERE `d_moy` = 11L AND `d_year` = 1998L AND `ca_gmt_offset` = CAST((-7.00BD) AS DECIMAL(5,2)) AND (`cd_marital_status` = 'M' AND `cd_education_status` = 'Unknown' OR `cd_marital_status` = 'W' AND `cd_education_status` = 'Advanced Degree') AND `like`(`hd_buy_potential`, 'Unknown%')
GROUP BY `cc_call_center_id`, `cc_name`, `cc_manager`, `cd_marital_status`, `cd_education_status`
ORDER BY `returns_loss` DESC NULLS FIRST
