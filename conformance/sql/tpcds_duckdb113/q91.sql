-- tpcds_duckdb113/q91: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `cc_call_center_id` AS `Call_Center`, `cc_name` AS `Call_Center_Name`, `cc_manager` AS `Manager`, CAST(`sum`(`cr_net_loss`) AS DECIMAL(38,2)) AS `Returns_Loss`
FROM {src1} JOIN (
  SELECT *
  FROM {src2} JOIN (
    SELECT *
    FROM {src3} JOIN (
      SELECT *
      FROM {src4} JOIN (
        SELECT *
        FROM {src5} JOIN (
          SELECT *
          FROM {src6} JOIN {src7} ON `cr_returned_date_sk` = `d_date_sk`
        ) AS _q1 ON `c_customer_sk` = `cr_returning_customer_sk`
      ) AS _q2 ON `hd_demo_sk` = `c_current_hdemo_sk`
    ) AS _q3 ON `ca_address_sk` = `c_current_addr_sk`
  ) AS _q4 ON `cd_demo_sk` = `c_current_cdemo_sk`
) AS _q5 ON `cc_call_center_sk` = `cr_call_center_sk`
WHERE `cd_demo_sk` >= 24L AND `cd_demo_sk` <= 19179L AND `cd_demo_sk` IS NOT NULL AND (`cd_marital_status` = 'M' AND `cd_education_status` = 'Unknown' OR `cd_marital_status` = 'W' AND `cd_education_status` = 'Advanced Degree') AND `ca_gmt_offset` = CAST((-7.00BD) AS DECIMAL(5,2)) AND `ca_gmt_offset` IS NOT NULL AND `hd_buy_potential` >= 'Unknown' AND `hd_buy_potential` < 'Unknowo' AND `hd_buy_potential` IS NOT NULL AND `hd_demo_sk` <= 7193L AND CAST(`startswith`(`hd_buy_potential`, 'Unknown') AS BOOLEAN) AND `c_customer_sk` >= 3L AND `c_customer_sk` IS NOT NULL AND `d_moy` = 11L AND `d_moy` IS NOT NULL AND `d_year` = 1998L AND `d_year` IS NOT NULL AND `d_date_sk` >= 2450861L AND `d_date_sk` <= 2452459L
GROUP BY `cc_call_center_id`, `cc_name`, `cc_manager`, `cd_marital_status`, `cd_education_status`
ORDER BY `Returns_Loss` DESC NULLS LAST
