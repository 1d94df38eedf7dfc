-- tpcds_datafusion/q69: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c20_0 AS `cd_gender`, _c20_1 AS `cd_marital_status`, _c20_2 AS `cd_education_status`, _c21_0 AS `cnt1`, _c20_3 AS `cd_purchase_estimate`, _c22_0 AS `cnt2`, _c20_4 AS `cd_credit_rating`, _c22_1 AS `cnt3`
FROM (
  SELECT _c20_0, _c20_1, _c20_2, _c21_0, _c20_3, _c21_0 AS _c22_0, _c20_4, _c21_0 AS _c22_1
  FROM (
    SELECT _c5_1 AS _c20_0, _c5_2 AS _c20_1, _c5_3 AS _c20_2, _c5_4 AS _c20_3, _c5_5 AS _c20_4, CAST(`count`(1L) AS BIGINT) AS _c21_0
    FROM (
      SELECT _c1_0, _c5_1, _c5_2, _c5_3, _c5_4, _c5_5
      FROM (
        SELECT _c1_0, _c1_2
        FROM (
          SELECT `c_customer_sk` AS _c1_0, `c_current_cdemo_sk` AS _c1_2, `c_current_addr_sk` AS _c1_4
          FROM {src1}
        ) AS _q1 JOIN (
          SELECT _c2_0
          FROM (
            SELECT `ca_address_sk` AS _c2_0, `ca_state` AS _c2_8
            FROM {src2}
          ) AS _q2
          WHERE (_c2_8 = 'KY' OR _c2_8 = 'GA' OR _c2_8 = 'NM')
        ) AS _q3 ON _c1_4 = _c2_0
      ) AS _q4 JOIN (
        SELECT `cd_demo_sk` AS _c5_0, `cd_gender` AS _c5_1, `cd_marital_status` AS _c5_2, `cd_education_status` AS _c5_3, `cd_purchase_estimate` AS _c5_4, `cd_credit_rating` AS _c5_5
        FROM {src3}
      ) AS _q5 ON _c1_2 = _c5_0
    ) AS _q6 LEFT SEMI JOIN (
      SELECT _c7_3
      FROM (
        SELECT `ss_sold_date_sk` AS _c7_0, `ss_customer_sk` AS _c7_3
        FROM {src4}
      ) AS _q7 LEFT SEMI JOIN (
        SELECT _c8_0
        FROM (
          SELECT `d_date_sk` AS _c8_0, `d_year` AS _c8_6, `d_moy` AS _c8_8
          FROM {src5}
        ) AS _q8
        WHERE _c8_6 = 2001L AND _c8_8 >= 4L AND _c8_8 <= 6L
      ) AS _q9 ON _c7_0 = _c8_0
    ) AS _q10 ON _c1_0 = _c7_3 LEFT ANTI JOIN (
      SELECT _c11_4
      FROM (
        SELECT `ws_sold_date_sk` AS _c11_0, `ws_bill_customer_sk` AS _c11_4
        FROM {src6}
      ) AS _q11 LEFT SEMI JOIN (
        SELECT _c12_0
        FROM (
          SELECT `d_date_sk` AS _c12_0, `d_year` AS _c12_6, `d_moy` AS _c12_8
          FROM {src5}
        ) AS _q12
        WHERE _c12_6 = 2001L AND _c12_8 >= 4L AND _c12_8 <= 6L
      ) AS _q13 ON _c11_0 = _c12_0
    ) AS _q14 ON _c1_0 = _c11_4 LEFT ANTI JOIN (
      SELECT _c15_7
      FROM (
        SELECT `cs_sold_date_sk` AS _c15_0, `cs_ship_customer_sk` AS _c15_7
        FROM {src7}
      ) AS _q15 LEFT SEMI JOIN (
        SELECT _c16_0
        FROM (
          SELECT `d_date_sk` AS _c16_0, `d_year` AS _c16_6, `d_moy` AS _c16_8
          FROM {src5}
        ) AS _q16
        WHERE _c16_6 = 2001L AND _c16_8 >= 4L AND _c16_8 <= 6L
      ) AS _q17 ON _c15_0 = _c16_0
    ) AS _q18 ON _c1_0 = _c15_7
    GROUP BY _c5_1, _c5_2, _c5_3, _c5_4, _c5_5
  ) AS _q19
  ORDER BY _c20_0 ASC NULLS LAST, _c20_1 ASC NULLS LAST, _c20_2 ASC NULLS LAST, _c20_3 ASC NULLS LAST, _c20_4 ASC NULLS LAST
  LIMIT 100
) AS _q20
