-- tpcds_datafusion/q35: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
WITH
_shared_c14_0 AS (
  SELECT `c_customer_sk` AS _c1_0, `ca_state` AS _c2_8, `cd_gender` AS _c4_1, `cd_marital_status` AS _c4_2, `cd_dep_count` AS _c4_6, `cd_dep_employed_count` AS _c4_7, `cd_dep_college_count` AS _c4_8
  FROM {src1} JOIN {src2} ON `c_current_addr_sk` = `ca_address_sk` JOIN {src3} ON `c_current_cdemo_sk` = `cd_demo_sk` LEFT SEMI JOIN (
    SELECT *
    FROM {src4} LEFT SEMI JOIN (
      SELECT *
      FROM {src5}
      WHERE `d_year` = 2002L AND `d_qoy` < 4L
    ) AS _q1 ON `ss_sold_date_sk` = `d_date_sk`
  ) AS _q2 ON `c_customer_sk` = `ss_customer_sk`
),
_shared_c23_0 AS (
  SELECT _c17_0, _c17_1, _c17_2, _c17_3, _c17_4, _c17_5, _c17_6, CASE WHEN _c16_7 = 2 THEN TRUE WHEN _c16_7 = 1 THEN CAST(NULL AS BOOLEAN) ELSE FALSE END AS _c18_0
  FROM (
    SELECT _c1_0 AS _c17_0, _c2_8 AS _c17_1, _c4_1 AS _c17_2, _c4_2 AS _c17_3, _c4_6 AS _c17_4, _c4_7 AS _c17_5, _c4_8 AS _c17_6
    FROM _shared_c14_0
  ) AS _q3 LEFT OUTER JOIN (
    SELECT _c1_0 AS _c16_0, _c2_8 AS _c16_1, _c4_1 AS _c16_2, _c4_2 AS _c16_3, _c4_6 AS _c16_4, _c4_7 AS _c16_5, _c4_8 AS _c16_6, `max`(`coalesce`(CASE WHEN _c15_0 IS NULL THEN 0 WHEN _c1_0 = _c10_4 THEN 2 WHEN (_c1_0 = _c10_4) IS NULL THEN 1 END, 0)) AS _c16_7
    FROM (
      SELECT DISTINCT *
      FROM _shared_c14_0
    ) AS _q4 LEFT OUTER JOIN (
      SELECT `ws_bill_customer_sk` AS _c10_4, 1 AS _c15_0
      FROM {src6} LEFT SEMI JOIN (
        SELECT *
        FROM {src5}
        WHERE `d_year` = 2002L AND `d_qoy` < 4L
      ) AS _q5 ON `ws_sold_date_sk` = `d_date_sk`
    ) AS _q6 ON _c1_0 = _c10_4 OR (_c1_0 = _c10_4) IS NULL
    GROUP BY _c1_0, _c2_8, _c4_1, _c4_2, _c4_6, _c4_7, _c4_8
  ) AS _q7 ON _c17_0 <=> _c16_0 AND _c17_1 <=> _c16_1 AND _c17_2 <=> _c16_2 AND _c17_3 <=> _c16_3 AND _c17_4 <=> _c16_4 AND _c17_5 <=> _c16_5 AND _c17_6 <=> _c16_6
)
SELECT _c30_0 AS `ca_state`, _c30_1 AS `cd_gender`, _c30_2 AS `cd_marital_status`, _c30_3 AS `cd_dep_count`, _c31_0 AS `cnt1`, _c31_1 AS `min1`, _c31_2 AS `max1`, _c31_3 AS `avg1`, _c30_4 AS `cd_dep_employed_count`, _c31_0 AS `cnt2`, _c31_4 AS `min2`, _c31_5 AS `max2`, _c31_6 AS `avg2`, _c30_5 AS `cd_dep_college_count`, _c31_0 AS `cnt3`, _c31_7 AS `min(customer_demographics.cd_dep_college_count)`, _c31_8 AS `max(customer_demographics.cd_dep_college_count)`, _c31_9 AS `avg(customer_demographics.cd_dep_college_count)`
FROM (
  SELECT _c26_1 AS _c30_0, _c26_2 AS _c30_1, _c26_3 AS _c30_2, _c26_4 AS _c30_3, _c26_5 AS _c30_4, _c26_6 AS _c30_5, CAST(`count`(1L) AS BIGINT) AS _c31_0, CAST(`min`(_c26_4) AS BIGINT) AS _c31_1, CAST(`max`(_c26_4) AS BIGINT) AS _c31_2, CAST(`avg`(CAST(_c26_4 AS DOUBLE)) AS DOUBLE) AS _c31_3, CAST(`min`(_c26_5) AS BIGINT) AS _c31_4, CAST(`max`(_c26_5) AS BIGINT) AS _c31_5, CAST(`avg`(CAST(_c26_5 AS DOUBLE)) AS DOUBLE) AS _c31_6, CAST(`min`(_c26_6) AS INT) AS _c31_7, CAST(`max`(_c26_6) AS INT) AS _c31_8, CAST(`avg`(CAST(_c26_6 AS DOUBLE)) AS DOUBLE) AS _c31_9
  FROM (
    SELECT _c17_0 AS _c26_0, _c17_1 AS _c26_1, _c17_2 AS _c26_2, _c17_3 AS _c26_3, _c17_4 AS _c26_4, _c17_5 AS _c26_5, _c17_6 AS _c26_6, _c18_0 AS _c26_7
    FROM _shared_c23_0
  ) AS _q8 LEFT OUTER JOIN (
    SELECT _c17_0 AS _c25_0, _c17_1 AS _c25_1, _c17_2 AS _c25_2, _c17_3 AS _c25_3, _c17_4 AS _c25_4, _c17_5 AS _c25_5, _c17_6 AS _c25_6, _c18_0 AS _c25_7, `max`(`coalesce`(CASE WHEN _c24_0 IS NULL THEN 0 WHEN _c17_0 = _c19_7 THEN 2 WHEN (_c17_0 = _c19_7) IS NULL THEN 1 END, 0)) AS _c25_8
    FROM (
      SELECT DISTINCT *
      FROM _shared_c23_0
    ) AS _q9 LEFT OUTER JOIN (
      SELECT `cs_ship_customer_sk` AS _c19_7, 1 AS _c24_0
      FROM {src7} LEFT SEMI JOIN (
        SELECT *
        FROM {src5}
        WHERE `d_year` = 2002L AND `d_qoy` < 4L
      ) AS _q10 ON `cs_sold_date_sk` = `d_date_sk`
    ) AS _q11 ON _c17_0 = _c19_7 OR (_c17_0 = _c19_7) IS NULL
    GROUP BY _c17_0, _c17_1, _c17_2, _c17_3, _c17_4, _c17_5, _c17_6, _c18_0
  ) AS _q12 ON _c26_0 <=> _c25_0 AND _c26_1 <=> _c25_1 AND _c26_2 <=> _c25_2 AND _c26_3 <=> _c25_3 AND _c26_4 <=> _c25_4 AND _c26_5 <=> _c25_5 AND _c26_6 <=> _c25_6 AND _c26_7 <=> _c25_7
  WHERE (_c26_7 OR CASE WHEN _c25_8 = 2 THEN TRUE WHEN _c25_8 = 1 THEN CAST(NULL AS BOOLEAN) ELSE FALSE END)
  GROUP BY _c26_1, _c26_2, _c26_3, _c26_4, _c26_5, _c26_6
  ORDER BY _c30_0 ASC NULLS FIRST, _c30_1 ASC NULLS FIRST, _c30_2 ASC NULLS FIRST, _c30_3 ASC NULLS FIRST, _c30_4 ASC NULLS FIRST, _c30_5 ASC NULLS FIRST
  LIMIT 100
) AS _q13
