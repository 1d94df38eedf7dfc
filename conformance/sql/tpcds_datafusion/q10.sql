-- tpcds_datafusion/q10: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
WITH
_shared_c15_0 AS (
  SELECT `c_customer_sk` AS _c1_0, `cd_gender` AS _c5_1, `cd_marital_status` AS _c5_2, `cd_education_status` AS _c5_3, `cd_purchase_estimate` AS _c5_4, `cd_credit_rating` AS _c5_5, `cd_dep_count` AS _c5_6, `cd_dep_employed_count` AS _c5_7, `cd_dep_college_count` AS _c5_8
  FROM {src1} JOIN (
    SELECT *
    FROM {src2}
    WHERE `ca_county` IN ('Rush County', 'Toole County', 'Jefferson County', 'Dona Ana County', 'La Porte County')
  ) AS _q1 ON `c_current_addr_sk` = `ca_address_sk` JOIN {src3} ON `c_current_cdemo_sk` = `cd_demo_sk` LEFT SEMI JOIN (
    SELECT *
    FROM {src4} LEFT SEMI JOIN (
      SELECT *
      FROM {src5}
      WHERE `d_year` = 2002L AND `d_moy` >= 1L AND `d_moy` <= 4L
    ) AS _q2 ON `ss_sold_date_sk` = `d_date_sk`
  ) AS _q3 ON `c_customer_sk` = `ss_customer_sk`
),
_shared_c24_0 AS (
  SELECT _c18_0, _c18_1, _c18_2, _c18_3, _c18_4, _c18_5, _c18_6, _c18_7, _c18_8, CASE WHEN _c17_9 = 2 THEN TRUE WHEN _c17_9 = 1 THEN CAST(NULL AS BOOLEAN) ELSE FALSE END AS _c19_0
  FROM (
    SELECT _c1_0 AS _c18_0, _c5_1 AS _c18_1, _c5_2 AS _c18_2, _c5_3 AS _c18_3, _c5_4 AS _c18_4, _c5_5 AS _c18_5, _c5_6 AS _c18_6, _c5_7 AS _c18_7, _c5_8 AS _c18_8
    FROM _shared_c15_0
  ) AS _q4 LEFT OUTER JOIN (
    SELECT _c1_0 AS _c17_0, _c5_1 AS _c17_1, _c5_2 AS _c17_2, _c5_3 AS _c17_3, _c5_4 AS _c17_4, _c5_5 AS _c17_5, _c5_6 AS _c17_6, _c5_7 AS _c17_7, _c5_8 AS _c17_8, `max`(`coalesce`(CASE WHEN _c16_0 IS NULL THEN 0 WHEN _c1_0 = _c11_4 THEN 2 WHEN (_c1_0 = _c11_4) IS NULL THEN 1 END, 0)) AS _c17_9
    FROM (
      SELECT DISTINCT *
      FROM _shared_c15_0
    ) AS _q5 LEFT OUTER JOIN (
      SELECT `ws_bill_customer_sk` AS _c11_4, 1 AS _c16_0
      FROM {src6} LEFT SEMI JOIN (
        SELECT *
        FROM {src5}
        WHERE `d_year` = 2002L AND `d_moy` >= 1L AND `d_moy` <= 4L
      ) AS _q6 ON `ws_sold_date_sk` = `d_date_sk`
    ) AS _q7 ON _c1_0 = _c11_4 OR (_c1_0 = _c11_4) IS NULL
    GROUP BY _c1_0, _c5_1, _c5_2, _c5_3, _c5_4, _c5_5, _c5_6, _c5_7, _c5_8
  ) AS _q8 ON _c18_0 <=> _c17_0 AND _c18_1 <=> _c17_1 AND _c18_2 <=> _c17_2 AND _c18_3 <=> _c17_3 AND _c18_4 <=> _c17_4 AND _c18_5 <=> _c17_5 AND _c18_6 <=> _c17_6 AND _c18_7 <=> _c17_7 AND _c18_8 <=> _c17_8
)
SELECT _c31_0 AS `cd_gender`, _c31_1 AS `cd_marital_status`, _c31_2 AS `cd_education_status`, _c32_0 AS `cnt1`, _c31_3 AS `cd_purchase_estimate`, _c32_0 AS `cnt2`, _c31_4 AS `cd_credit_rating`, _c32_0 AS `cnt3`, _c31_5 AS `cd_dep_count`, _c32_0 AS `cnt4`, _c31_6 AS `cd_dep_employed_count`, _c32_0 AS `cnt5`, _c31_7 AS `cd_dep_college_count`, _c32_0 AS `cnt6`
FROM (
  SELECT _c27_1 AS _c31_0, _c27_2 AS _c31_1, _c27_3 AS _c31_2, _c27_4 AS _c31_3, _c27_5 AS _c31_4, _c27_6 AS _c31_5, _c27_7 AS _c31_6, _c27_8 AS _c31_7, CAST(`count`(1L) AS BIGINT) AS _c32_0
  FROM (
    SELECT _c18_0 AS _c27_0, _c18_1 AS _c27_1, _c18_2 AS _c27_2, _c18_3 AS _c27_3, _c18_4 AS _c27_4, _c18_5 AS _c27_5, _c18_6 AS _c27_6, _c18_7 AS _c27_7, _c18_8 AS _c27_8, _c19_0 AS _c27_9
    FROM _shared_c24_0
  ) AS _q9 LEFT OUTER JOIN (
    SELECT _c18_0 AS _c26_0, _c18_1 AS _c26_1, _c18_2 AS _c26_2, _c18_3 AS _c26_3, _c18_4 AS _c26_4, _c18_5 AS _c26_5, _c18_6 AS _c26_6, _c18_7 AS _c26_7, _c18_8 AS _c26_8, _c19_0 AS _c26_9, `max`(`coalesce`(CASE WHEN _c25_0 IS NULL THEN 0 WHEN _c18_0 = _c20_7 THEN 2 WHEN (_c18_0 = _c20_7) IS NULL THEN 1 END, 0)) AS _c26_10
    FROM (
      SELECT DISTINCT *
      FROM _shared_c24_0
    ) AS _q10 LEFT OUTER JOIN (
      SELECT `cs_ship_customer_sk` AS _c20_7, 1 AS _c25_0
      FROM {src7} LEFT SEMI JOIN (
        SELECT *
        FROM {src5}
        WHERE `d_year` = 2002L AND `d_moy` >= 1L AND `d_moy` <= 4L
      ) AS _q11 ON `cs_sold_date_sk` = `d_date_sk`
    ) AS _q12 ON _c18_0 = _c20_7 OR (_c18_0 = _c20_7) IS NULL
    GROUP BY _c18_0, _c18_1, _c18_2, _c18_3, _c18_4, _c18_5, _c18_6, _c18_7, _c18_8, _c19_0
  ) AS _q13 ON _c27_0 <=> _c26_0 AND _c27_1 <=> _c26_1 AND _c27_2 <=> _c26_2 AND _c27_3 <=> _c26_3 AND _c27_4 <=> _c26_4 AND _c27_5 <=> _c26_5 AND _c27_6 <=> _c26_6 AND _c27_7 <=> _c26_7 AND _c27_8 <=> _c26_8 AND _c27_9 <=> _c26_9
  WHERE (_c27_9 OR CASE WHEN _c26_10 = 2 THEN TRUE WHEN _c26_10 = 1 THEN CAST(NULL AS BOOLEAN) ELSE FALSE END)
  GROUP BY _c27_1, _c27_2, _c27_3, _c27_4, _c27_5, _c27_6, _c27_7, _c27_8
  ORDER BY _c31_0 ASC NULLS LAST, _c31_1 ASC NULLS LAST, _c31_2 ASC NULLS LAST, _c31_3 ASC NULLS LAST, _c31_4 ASC NULLS LAST, _c31_5 ASC NULLS LAST, _c31_6 ASC NULLS LAST, _c31_7 ASC NULLS LAST
  LIMIT 100
) AS _q14
