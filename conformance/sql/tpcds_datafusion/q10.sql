-- tpcds_datafusion/q10: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
WITH
_shared_c15_0 AS (
  SELECT `ws_bill_customer_sk` AS _c11_4
  FROM {src6}
  WHERE `ws_sold_date_sk` IS NOT NULL AND `ws_sold_date_sk` IN (
    SELECT `d_date_sk`
    FROM {src5}
    WHERE `d_date_sk` IS NOT NULL AND `d_year` = 2002L AND `d_moy` >= 1L AND `d_moy` <= 4L
  )
),
_shared_c22_0 AS (
  SELECT `cs_ship_customer_sk` AS _c18_7
  FROM {src7}
  WHERE `cs_sold_date_sk` IS NOT NULL AND `cs_sold_date_sk` IN (
    SELECT `d_date_sk`
    FROM {src5}
    WHERE `d_date_sk` IS NOT NULL AND `d_year` = 2002L AND `d_moy` >= 1L AND `d_moy` <= 4L
  )
)
SELECT _c27_0 AS `cd_gender`, _c27_1 AS `cd_marital_status`, _c27_2 AS `cd_education_status`, _c28_0 AS `cnt1`, _c27_3 AS `cd_purchase_estimate`, _c28_0 AS `cnt2`, _c27_4 AS `cd_credit_rating`, _c28_0 AS `cnt3`, _c27_5 AS `cd_dep_count`, _c28_0 AS `cnt4`, _c27_6 AS `cd_dep_employed_count`, _c28_0 AS `cnt5`, _c27_7 AS `cd_dep_college_count`, _c28_0 AS `cnt6`
FROM (
  SELECT _c5_1 AS _c27_0, _c5_2 AS _c27_1, _c5_3 AS _c27_2, _c5_4 AS _c27_3, _c5_5 AS _c27_4, _c5_6 AS _c27_5, _c5_7 AS _c27_6, _c5_8 AS _c27_7, `count`(1L) AS _c28_0
  FROM (
    SELECT _c1_0, _c5_1, _c5_2, _c5_3, _c5_4, _c5_5, _c5_6, _c5_7, _c5_8, _c17_0, CASE WHEN _c23_1 IS NOT NULL THEN TRUE WHEN (
      SELECT TRUE AS _c23_2
      FROM _shared_c22_0
      WHERE _c18_7 IS NULL
      LIMIT 1
    ) IS NOT NULL OR _c1_0 IS NULL AND (
      SELECT TRUE AS _c23_2
      FROM _shared_c22_0
      LIMIT 1
    ) IS NOT NULL THEN CAST(NULL AS BOOLEAN) ELSE FALSE END AS _c24_0
    FROM (
      SELECT _c1_0, _c5_1, _c5_2, _c5_3, _c5_4, _c5_5, _c5_6, _c5_7, _c5_8, CASE WHEN _c16_1 IS NOT NULL THEN TRUE WHEN (
        SELECT TRUE AS _c16_2
        FROM _shared_c15_0
        WHERE _c11_4 IS NULL
        LIMIT 1
      ) IS NOT NULL OR _c1_0 IS NULL AND (
        SELECT TRUE AS _c16_2
        FROM _shared_c15_0
        LIMIT 1
      ) IS NOT NULL THEN CAST(NULL AS BOOLEAN) ELSE FALSE END AS _c17_0
      FROM (
        SELECT `c_customer_sk` AS _c1_0, `cd_gender` AS _c5_1, `cd_marital_status` AS _c5_2, `cd_education_status` AS _c5_3, `cd_purchase_estimate` AS _c5_4, `cd_credit_rating` AS _c5_5, `cd_dep_count` AS _c5_6, `cd_dep_employed_count` AS _c5_7, `cd_dep_college_count` AS _c5_8, _c16_0, _c16_1
        FROM {src1} JOIN {src2} ON `c_current_addr_sk` = `ca_address_sk` JOIN {src3} ON `c_current_cdemo_sk` = `cd_demo_sk` LEFT SEMI JOIN (
          SELECT *
          FROM {src4}
          WHERE `ss_sold_date_sk` IS NOT NULL AND `ss_sold_date_sk` IN (
            SELECT `d_date_sk`
            FROM {src5}
            WHERE `d_date_sk` IS NOT NULL AND `d_year` = 2002L AND `d_moy` >= 1L AND `d_moy` <= 4L
          )
        ) AS _q1 ON `c_customer_sk` = `ss_customer_sk` LEFT OUTER JOIN (
          SELECT DISTINCT _c11_4 AS _c16_0, TRUE AS _c16_1
          FROM _shared_c15_0
          WHERE _c11_4 IS NOT NULL
        ) AS _q2 ON `c_customer_sk` = _c16_0
        WHERE `ca_county` IN ('Rush County', 'Toole County', 'Jefferson County', 'Dona Ana County', 'La Porte County')
      ) AS _q3
    ) AS _q4 LEFT OUTER JOIN (
      SELECT DISTINCT _c18_7 AS _c23_0, TRUE AS _c23_1
      FROM _shared_c22_0
      WHERE _c18_7 IS NOT NULL
    ) AS _q5 ON _c1_0 = _c23_0
  ) AS _q6
  WHERE (_c17_0 OR _c24_0)
  GROUP BY _c5_1, _c5_2, _c5_3, _c5_4, _c5_5, _c5_6, _c5_7, _c5_8
) AS _q7
ORDER BY `cd_gender` ASC NULLS LAST, `cd_marital_status` ASC NULLS LAST, `cd_education_status` ASC NULLS LAST, `cd_purchase_estimate` ASC NULLS LAST, `cd_credit_rating` ASC NULLS LAST, `cd_dep_count` ASC NULLS LAST, `cd_dep_employed_count` ASC NULLS LAST, `cd_dep_college_count` ASC NULLS LAST
LIMIT 100
