-- tpcds_datafusion/q35: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
WITH
_shared_c14_0 AS (
  SELECT `ws_bill_customer_sk` AS _c10_4
  FROM {src6}
  WHERE `ws_sold_date_sk` IS NOT NULL AND `ws_sold_date_sk` IN (
    SELECT `d_date_sk`
    FROM {src5}
    WHERE `d_date_sk` IS NOT NULL AND `d_year` = 2002L AND `d_qoy` < 4L
  )
),
_shared_c21_0 AS (
  SELECT `cs_ship_customer_sk` AS _c17_7
  FROM {src7}
  WHERE `cs_sold_date_sk` IS NOT NULL AND `cs_sold_date_sk` IN (
    SELECT `d_date_sk`
    FROM {src5}
    WHERE `d_date_sk` IS NOT NULL AND `d_year` = 2002L AND `d_qoy` < 4L
  )
)
SELECT _c26_0 AS `ca_state`, _c26_1 AS `cd_gender`, _c26_2 AS `cd_marital_status`, _c26_3 AS `cd_dep_count`, _c27_0 AS `cnt1`, _c27_1 AS `min1`, _c27_2 AS `max1`, _c27_3 AS `avg1`, _c26_4 AS `cd_dep_employed_count`, _c27_0 AS `cnt2`, _c27_4 AS `min2`, _c27_5 AS `max2`, _c27_6 AS `avg2`, _c26_5 AS `cd_dep_college_count`, _c27_0 AS `cnt3`, _c27_7 AS `min(customer_demographics.cd_dep_college_count)`, _c27_8 AS `max(customer_demographics.cd_dep_college_count)`, _c27_9 AS `avg(customer_demographics.cd_dep_college_count)`
FROM (
  SELECT _c2_8 AS _c26_0, _c4_1 AS _c26_1, _c4_2 AS _c26_2, _c4_6 AS _c26_3, _c4_7 AS _c26_4, _c4_8 AS _c26_5, `count`(1L) AS _c27_0, CAST(`min`(_c4_6) AS BIGINT) AS _c27_1, CAST(`max`(_c4_6) AS BIGINT) AS _c27_2, CAST(`avg`(CAST(_c4_6 AS DOUBLE)) AS DOUBLE) AS _c27_3, CAST(`min`(_c4_7) AS BIGINT) AS _c27_4, CAST(`max`(_c4_7) AS BIGINT) AS _c27_5, CAST(`avg`(CAST(_c4_7 AS DOUBLE)) AS DOUBLE) AS _c27_6, CAST(`min`(_c4_8) AS INT) AS _c27_7, CAST(`max`(_c4_8) AS INT) AS _c27_8, CAST(`avg`(CAST(_c4_8 AS DOUBLE)) AS DOUBLE) AS _c27_9
  FROM (
    SELECT _c1_0, _c2_8, _c4_1, _c4_2, _c4_6, _c4_7, _c4_8, _c16_0, CASE WHEN _c22_1 IS NOT NULL THEN TRUE WHEN (
      SELECT TRUE AS _c22_2
      FROM _shared_c21_0
      WHERE _c17_7 IS NULL
      LIMIT 1
    ) IS NOT NULL OR _c1_0 IS NULL AND (
      SELECT TRUE AS _c22_2
      FROM _shared_c21_0
      LIMIT 1
    ) IS NOT NULL THEN CAST(NULL AS BOOLEAN) ELSE FALSE END AS _c23_0
    FROM (
      SELECT _c1_0, _c2_8, _c4_1, _c4_2, _c4_6, _c4_7, _c4_8, CASE WHEN _c15_1 IS NOT NULL THEN TRUE WHEN (
        SELECT TRUE AS _c15_2
        FROM _shared_c14_0
        WHERE _c10_4 IS NULL
        LIMIT 1
      ) IS NOT NULL OR _c1_0 IS NULL AND (
        SELECT TRUE AS _c15_2
        FROM _shared_c14_0
        LIMIT 1
      ) IS NOT NULL THEN CAST(NULL AS BOOLEAN) ELSE FALSE END AS _c16_0
      FROM (
        SELECT `c_customer_sk` AS _c1_0, `ca_state` AS _c2_8, `cd_gender` AS _c4_1, `cd_marital_status` AS _c4_2, `cd_dep_count` AS _c4_6, `cd_dep_employed_count` AS _c4_7, `cd_dep_college_count` AS _c4_8, _c15_0, _c15_1
        FROM {src1} JOIN {src2} ON `c_current_addr_sk` = `ca_address_sk` JOIN {src3} ON `c_current_cdemo_sk` = `cd_demo_sk` LEFT SEMI JOIN (
          SELECT *
          FROM {src4}
          WHERE `ss_sold_date_sk` IS NOT NULL AND `ss_sold_date_sk` IN (
            SELECT `d_date_sk`
            FROM {src5}
            WHERE `d_date_sk` IS NOT NULL AND `d_year` = 2002L AND `d_qoy` < 4L
          )
        ) AS _q1 ON `c_customer_sk` = `ss_customer_sk` LEFT OUTER JOIN (
          SELECT DISTINCT _c10_4 AS _c15_0, TRUE AS _c15_1
          FROM _shared_c14_0
          WHERE _c10_4 IS NOT NULL
        ) AS _q2 ON `c_customer_sk` = _c15_0
      ) AS _q3
    ) AS _q4 LEFT OUTER JOIN (
      SELECT DISTINCT _c17_7 AS _c22_0, TRUE AS _c22_1
      FROM _shared_c21_0
      WHERE _c17_7 IS NOT NULL
    ) AS _q5 ON _c1_0 = _c22_0
  ) AS _q6
  WHERE (_c16_0 OR _c23_0)
  GROUP BY _c2_8, _c4_1, _c4_2, _c4_6, _c4_7, _c4_8
) AS _q7
ORDER BY `ca_state` ASC NULLS FIRST, `cd_gender` ASC NULLS FIRST, `cd_marital_status` ASC NULLS FIRST, `cd_dep_count` ASC NULLS FIRST, `cd_dep_employed_count` ASC NULLS FIRST, `cd_dep_college_count` ASC NULLS FIRST
LIMIT 100
