-- tpcds_datafusion/q35: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c24_0 AS `ca_state`, _c24_1 AS `cd_gender`, _c24_2 AS `cd_marital_status`, _c24_3 AS `cd_dep_count`, _c25_0 AS `cnt1`, _c25_1 AS `min1`, _c25_2 AS `max1`, _c25_3 AS `avg1`, _c24_4 AS `cd_dep_employed_count`, _c25_0 AS `cnt2`, _c25_4 AS `min2`, _c25_5 AS `max2`, _c25_6 AS `avg2`, _c24_5 AS `cd_dep_college_count`, _c25_0 AS `cnt3`, _c25_7 AS `min(customer_demographics.cd_dep_college_count)`, _c25_8 AS `max(customer_demographics.cd_dep_college_count)`, _c25_9 AS `avg(customer_demographics.cd_dep_college_count)`
FROM (
  SELECT `ca_state` AS _c24_0, `cd_gender` AS _c24_1, `cd_marital_status` AS _c24_2, `cd_dep_count` AS _c24_3, `cd_dep_employed_count` AS _c24_4, `cd_dep_college_count` AS _c24_5, `count`(1L) AS _c25_0, CAST(`min`(`cd_dep_count`) AS BIGINT) AS _c25_1, CAST(`max`(`cd_dep_count`) AS BIGINT) AS _c25_2, CAST(`avg`(CAST(`cd_dep_count` AS DOUBLE)) AS DOUBLE) AS _c25_3, CAST(`min`(`cd_dep_employed_count`) AS BIGINT) AS _c25_4, CAST(`max`(`cd_dep_employed_count`) AS BIGINT) AS _c25_5, CAST(`avg`(CAST(`cd_dep_employed_count` AS DOUBLE)) AS DOUBLE) AS _c25_6, CAST(`min`(`cd_dep_college_count`) AS INT) AS _c25_7, CAST(`max`(`cd_dep_college_count`) AS INT) AS _c25_8, CAST(`avg`(CAST(`cd_dep_college_count` AS DOUBLE)) AS DOUBLE) AS _c25_9
  FROM {src1} JOIN {src2} ON `c_current_addr_sk` = `ca_address_sk` JOIN {src3} ON `c_current_cdemo_sk` = `cd_demo_sk` LEFT SEMI JOIN (
    SELECT *
    FROM {src4}
    WHERE `ss_sold_date_sk` IS NOT NULL AND `ss_sold_date_sk` IN (
      SELECT `d_date_sk`
      FROM {src5}
      WHERE `d_date_sk` IS NOT NULL AND `d_year` = 2002L AND `d_qoy` < 4L
    )
  ) AS _q1 ON `c_customer_sk` = `ss_customer_sk` LEFT OUTER JOIN (
    SELECT DISTINCT `ws_bill_customer_sk` AS _c14_0, TRUE AS _c14_1
    FROM {src6}
    WHERE `ws_sold_date_sk` IS NOT NULL AND `ws_sold_date_sk` IN (
      SELECT `d_date_sk`
      FROM {src5}
      WHERE `d_date_sk` IS NOT NULL AND `d_year` = 2002L AND `d_qoy` < 4L
    ) AND `ws_bill_customer_sk` IS NOT NULL
  ) AS _q2 ON `c_customer_sk` = _c14_0 LEFT OUTER JOIN (
    SELECT DISTINCT `cs_ship_customer_sk` AS _c20_0, TRUE AS _c20_1
    FROM {src7}
    WHERE `cs_sold_date_sk` IS NOT NULL AND `cs_sold_date_sk` IN (
      SELECT `d_date_sk`
      FROM {src5}
      WHERE `d_date_sk` IS NOT NULL AND `d_year` = 2002L AND `d_qoy` < 4L
    ) AND `cs_ship_customer_sk` IS NOT NULL
  ) AS _q3 ON `c_customer_sk` = _c20_0
  WHERE (_c14_1 IS NOT NULL OR _c20_1 IS NOT NULL)
  GROUP BY `ca_state`, `cd_gender`, `cd_marital_status`, `cd_dep_count`, `cd_dep_employed_count`, `cd_dep_college_count`
) AS _q4
ORDER BY `ca_state` ASC NULLS FIRST, `cd_gender` ASC NULLS FIRST, `cd_marital_status` ASC NULLS FIRST, `cd_dep_count` ASC NULLS FIRST, `cd_dep_employed_count` ASC NULLS FIRST, `cd_dep_college_count` ASC NULLS FIRST
LIMIT 100
