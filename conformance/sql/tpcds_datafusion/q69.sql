-- tpcds_datafusion/q69: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c20_0 AS `cd_gender`, _c20_1 AS `cd_marital_status`, _c20_2 AS `cd_education_status`, _c21_0 AS `cnt1`, _c20_3 AS `cd_purchase_estimate`, _c21_0 AS `cnt2`, _c20_4 AS `cd_credit_rating`, _c21_0 AS `cnt3`
FROM (
  SELECT `cd_gender` AS _c20_0, `cd_marital_status` AS _c20_1, `cd_education_status` AS _c20_2, `cd_purchase_estimate` AS _c20_3, `cd_credit_rating` AS _c20_4, `count`(1L) AS _c21_0
  FROM {src1} JOIN {src2} ON `c_current_addr_sk` = `ca_address_sk` JOIN {src3} ON `c_current_cdemo_sk` = `cd_demo_sk` LEFT SEMI JOIN (
    SELECT *
    FROM {src4}
    WHERE `ss_sold_date_sk` IS NOT NULL AND `ss_sold_date_sk` IN (
      SELECT `d_date_sk`
      FROM {src5}
      WHERE `d_date_sk` IS NOT NULL AND `d_year` = 2001L AND `d_moy` >= 4L AND `d_moy` <= 6L
    )
  ) AS _q1 ON `c_customer_sk` = `ss_customer_sk` LEFT ANTI JOIN (
    SELECT *
    FROM {src6}
    WHERE `ws_sold_date_sk` IS NOT NULL AND `ws_sold_date_sk` IN (
      SELECT `d_date_sk`
      FROM {src5}
      WHERE `d_date_sk` IS NOT NULL AND `d_year` = 2001L AND `d_moy` >= 4L AND `d_moy` <= 6L
    )
  ) AS _q2 ON `c_customer_sk` = `ws_bill_customer_sk` LEFT ANTI JOIN (
    SELECT *
    FROM {src7}
    WHERE `cs_sold_date_sk` IS NOT NULL AND `cs_sold_date_sk` IN (
      SELECT `d_date_sk`
      FROM {src5}
      WHERE `d_date_sk` IS NOT NULL AND `d_year` = 2001L AND `d_moy` >= 4L AND `d_moy` <= 6L
    )
  ) AS _q3 ON `c_customer_sk` = `cs_ship_customer_sk`
  WHERE `ca_state` IN ('KY', 'GA', 'NM')
  GROUP BY `cd_gender`, `cd_marital_status`, `cd_education_status`, `cd_purchase_estimate`, `cd_credit_rating`
) AS _q4
ORDER BY `cd_gender` ASC NULLS LAST, `cd_marital_status` ASC NULLS LAST, `cd_education_status` ASC NULLS LAST, `cd_purchase_estimate` ASC NULLS LAST, `cd_credit_rating` ASC NULLS LAST
LIMIT 100
