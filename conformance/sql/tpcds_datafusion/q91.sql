-- tpcds_datafusion/q91: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c17_0 AS `call_center`, _c17_1 AS `call_center_name`, _c17_2 AS `manager`, _c18_0 AS `returns_loss`
FROM (
  SELECT `cc_call_center_id` AS _c17_0, `cc_name` AS _c17_1, `cc_manager` AS _c17_2, `cd_marital_status` AS _c17_3, `cd_education_status` AS _c17_4, CAST(`sum`(`cr_net_loss`) AS DECIMAL(38,2)) AS _c18_0
  FROM {src1} JOIN {src2} ON `cc_call_center_sk` = `cr_call_center_sk` JOIN (
    SELECT *
    FROM {src3}
    WHERE `d_moy` = 11L AND `d_year` = 1998L
  ) AS _q1 ON `cr_returned_date_sk` = `d_date_sk` JOIN {src4} ON `cr_returning_customer_sk` = `c_customer_sk` JOIN (
    SELECT *
    FROM {src5}
    WHERE `ca_gmt_offset` = CAST((-7.00BD) AS DECIMAL(5,2))
  ) AS _q2 ON `c_current_addr_sk` = `ca_address_sk` JOIN (
    SELECT *
    FROM {src6}
    WHERE (`cd_marital_status` = 'M' AND `cd_education_status` = 'Unknown' OR `cd_marital_status` = 'W' AND `cd_education_status` = 'Advanced Degree')
  ) AS _q3 ON `c_current_cdemo_sk` = `cd_demo_sk` JOIN (
    SELECT *
    FROM {src7}
    WHERE `like`(`hd_buy_potential`, 'Unknown%')
  ) AS _q4 ON `c_current_hdemo_sk` = `hd_demo_sk`
  GROUP BY `cc_call_center_id`, `cc_name`, `cc_manager`, `cd_marital_status`, `cd_education_status`
  ORDER BY _c18_0 DESC NULLS FIRST
) AS _q5
