-- tpcds_duckdb113/q91: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c14_0 AS `Call_Center`, _c14_1 AS `Call_Center_Name`, _c14_2 AS `Manager`, _c15_0 AS `Returns_Loss`
FROM (
  SELECT `cc_call_center_id` AS _c14_0, `cc_name` AS _c14_1, `cc_manager` AS _c14_2, `cd_marital_status` AS _c14_3, `cd_education_status` AS _c14_4, CAST(`sum`(`cr_net_loss`) AS DECIMAL(38,2)) AS _c15_0
  FROM {src1} JOIN (
    SELECT *
    FROM (
      SELECT *
      FROM {src2}
      WHERE `cd_demo_sk` >= 24L AND `cd_demo_sk` <= 19179L AND `cd_demo_sk` IS NOT NULL AND (`cd_marital_status` = 'M' AND `cd_education_status` = 'Unknown' OR `cd_marital_status` = 'W' AND `cd_education_status` = 'Advanced Degree')
    ) AS _q1 JOIN (
      SELECT *
      FROM (
        SELECT *
        FROM {src3}
        WHERE `ca_gmt_offset` = CAST((-7.00BD) AS DECIMAL(5,2)) AND `ca_gmt_offset` IS NOT NULL
      ) AS _q2 JOIN (
        SELECT *
        FROM (
          SELECT *
          FROM {src4}
          WHERE `hd_buy_potential` >= 'Unknown' AND `hd_buy_potential` < 'Unknowo' AND `hd_buy_potential` IS NOT NULL AND `hd_demo_sk` <= 7193L AND CAST(`startswith`(`hd_buy_potential`, 'Unknown') AS BOOLEAN)
        ) AS _q3 JOIN (
          SELECT *
          FROM (
            SELECT *
            FROM {src5}
            WHERE `c_customer_sk` >= 3L AND `c_customer_sk` IS NOT NULL
          ) AS _q4 JOIN (
            SELECT *
            FROM {src6} JOIN (
              SELECT *
              FROM {src7}
              WHERE `d_moy` = 11L AND `d_moy` IS NOT NULL AND `d_year` = 1998L AND `d_year` IS NOT NULL AND `d_date_sk` >= 2450861L AND `d_date_sk` <= 2452459L
            ) AS _q5 ON `cr_returned_date_sk` = `d_date_sk`
          ) AS _q6 ON `c_customer_sk` = `cr_returning_customer_sk`
        ) AS _q7 ON `hd_demo_sk` = `c_current_hdemo_sk`
      ) AS _q8 ON `ca_address_sk` = `c_current_addr_sk`
    ) AS _q9 ON `cd_demo_sk` = `c_current_cdemo_sk`
  ) AS _q10 ON `cc_call_center_sk` = `cr_call_center_sk`
  GROUP BY `cc_call_center_id`, `cc_name`, `cc_manager`, `cd_marital_status`, `cd_education_status`
  ORDER BY _c15_0 DESC NULLS LAST
) AS _q11
