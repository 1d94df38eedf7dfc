-- tpcds_datafusion/q10: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c25_0 AS `cd_gender`, _c25_1 AS `cd_marital_status`, _c25_2 AS `cd_education_status`, _c26_0 AS `cnt1`, _c25_3 AS `cd_purchase_estimate`, _c26_0 AS `cnt2`, _c25_4 AS `cd_credit_rating`, _c26_0 AS `cnt3`, _c25_5 AS `cd_dep_count`, _c26_0 AS `cnt4`, _c25_6 AS `cd_dep_employed_count`, _c26_0 AS `cnt5`, _c25_7 AS `cd_dep_college_count`, _c26_0 AS `cnt6`
FROM (
  SELECT `cd_gender` AS _c25_0, `cd_marital_status` AS _c25_1, `cd_education_status` AS _c25_2, `cd_purchase_estimate` AS _c25_3, `cd_credit_rating` AS _c25_4, `cd_dep_count` AS _c25_5, `cd_dep_employed_count` AS _c25_6, `cd_dep_college_count` AS _c25_7, `count`(1L) AS _c26_0
  FROM {src1} JOIN {src2} ON `c_current_addr_sk` = `ca_address_sk` JOIN {src3} ON `c_current_cdemo_sk` = `cd_demo_sk` LEFT SEMI JOIN (
    SELECT *
    FROM {src4}
    WHERE `ss_sold_date_sk` IS NOT NULL AND `ss_sold_date_sk` IN (
      SELECT `d_date_sk`
      FROM {src5}
      WHERE `d_date_sk` IS NOT NULL AND `d_year` = 2002L AND `d_moy` >= 1L AND `d_moy` <= 4L
    )
  ) AS _q1 ON `c_customer_sk` = `ss_customer_sk` LEFT OUTER JOIN (
    SELECT DISTINCT `ws_bill_customer_sk` AS _c15_0, TRUE AS _c15_1
    FROM {src6}
    WHERE `ws_sold_date_sk` IS NOT NULL AND `ws_sold_date_sk` IN (
      SELECT `d_date_sk`
      FROM {src5}
      WHERE `d_date_sk` IS NOT NULL AND `d_year` = 2002L AND `d_moy` >= 1L AND `d_moy` <= 4L
    ) AND `ws_bill_customer_sk` IS NOT NULL
  ) AS _q2 ON `c_customer_sk` = _c15_0 LEFT OUTER JOIN (
    SELECT DISTINCT `cs_ship_customer_sk` AS _c21_0, TRUE AS _c21_1
    FROM {src7}
    WHERE `cs_sold_date_sk` IS NOT NULL AND `cs_sold_date_sk` IN (
      SELECT `d_date_sk`
      FROM {src5}
      WHERE `d_date_sk` IS NOT NULL AND `d_year` = 2002L AND `d_moy` >= 1L AND `d_moy` <= 4L
    ) AND `cs_ship_customer_sk` IS NOT NULL
  ) AS _q3 ON `c_customer_sk` = _c21_0
  WHERE `ca_county` IN ('Rush County', 'Toole County', 'Jefferson County', 'Dona Ana County', 'La Porte County') AND (_c15_1 IS NOT NULL OR _c21_1 IS NOT NULL)
  GROUP BY `cd_gender`, `cd_marital_status`, `cd_education_status`, `cd_purchase_estimate`, `cd_credit_rating`, `cd_dep_count`, `cd_dep_employed_count`, `cd_dep_college_count`
) AS _q4
ORDER BY `cd_gender` ASC NULLS LAST, `cd_marital_status` ASC NULLS LAST, `cd_education_status` ASC NULLS LAST, `cd_purchase_estimate` ASC NULLS LAST, `cd_credit_rating` ASC NULLS LAST, `cd_dep_count` ASC NULLS LAST, `cd_dep_employed_count` ASC NULLS LAST, `cd_dep_college_count` ASC NULLS LAST
LIMIT 100
