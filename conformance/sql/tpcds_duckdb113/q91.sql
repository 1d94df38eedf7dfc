-- tpcds_duckdb113/q91: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c14_0 AS `Call_Center`, _c14_1 AS `Call_Center_Name`, _c14_2 AS `Manager`, _c15_0 AS `Returns_Loss`
FROM (
  SELECT _c1_1 AS _c14_0, _c1_6 AS _c14_1, _c1_11 AS _c14_2, CAST(`sum`(_c6_26) AS DECIMAL(38,2)) AS _c15_0
  FROM (
    SELECT `cc_call_center_sk` AS _c1_0, `cc_call_center_id` AS _c1_1, `cc_name` AS _c1_6, `cc_manager` AS _c1_11
    FROM {src1}
  ) AS _q1 JOIN (
    SELECT _c2_0, _c2_2, _c2_3, _c5_2, _c6_11, _c6_26
    FROM (
      SELECT *
      FROM (
        SELECT `cd_demo_sk` AS _c2_0, `cd_marital_status` AS _c2_2, `cd_education_status` AS _c2_3
        FROM {src2}
      ) AS _q2
      WHERE _c2_0 >= 24L AND _c2_0 <= 19179L AND _c2_0 IS NOT NULL AND (_c2_2 = 'M' AND _c2_3 = 'Unknown' OR _c2_2 = 'W' AND _c2_3 = 'Advanced Degree')
    ) AS _q3 JOIN (
      SELECT _c3_0, _c5_2, _c5_4, _c6_11, _c6_26
      FROM (
        SELECT _c3_0
        FROM (
          SELECT `ca_address_sk` AS _c3_0, `ca_gmt_offset` AS _c3_11
          FROM {src3}
        ) AS _q4
        WHERE _c3_11 = CAST((-7.00BD) AS DECIMAL(5,2)) AND _c3_11 IS NOT NULL
      ) AS _q5 JOIN (
        SELECT _c4_0, _c4_2, _c5_2, _c5_3, _c5_4, _c6_11, _c6_26
        FROM (
          SELECT *
          FROM (
            SELECT `hd_demo_sk` AS _c4_0, `hd_buy_potential` AS _c4_2
            FROM {src4}
          ) AS _q6
          WHERE _c4_2 >= 'Unknown' AND _c4_2 < 'Unknowo' AND _c4_2 IS NOT NULL AND _c4_0 <= 7193L AND CAST(`startswith`(_c4_2, 'Unknown') AS BOOLEAN)
        ) AS _q7 JOIN (
          SELECT _c5_0, _c5_2, _c5_3, _c5_4, _c6_11, _c6_7, _c6_26
          FROM (
            SELECT *
            FROM (
              SELECT `c_customer_sk` AS _c5_0, `c_current_cdemo_sk` AS _c5_2, `c_current_hdemo_sk` AS _c5_3, `c_current_addr_sk` AS _c5_4
              FROM {src5}
            ) AS _q8
            WHERE _c5_0 >= 3L AND _c5_0 IS NOT NULL
          ) AS _q9 JOIN (
            SELECT *
            FROM (
              SELECT `cr_call_center_sk` AS _c6_11, `cr_returned_date_sk` AS _c6_0, `cr_returning_customer_sk` AS _c6_7, `cr_net_loss` AS _c6_26
              FROM {src6}
            ) AS _q10 JOIN (
              SELECT _c7_0
              FROM (
                SELECT `d_date_sk` AS _c7_0, `d_year` AS _c7_6, `d_moy` AS _c7_8
                FROM {src7}
              ) AS _q11
              WHERE _c7_8 = 11L AND _c7_8 IS NOT NULL AND _c7_6 = 1998L AND _c7_6 IS NOT NULL AND _c7_0 >= 2450861L AND _c7_0 <= 2452459L
            ) AS _q12 ON _c6_0 = _c7_0
          ) AS _q13 ON _c5_0 = _c6_7
        ) AS _q14 ON _c4_0 = _c5_3
      ) AS _q15 ON _c3_0 = _c5_4
    ) AS _q16 ON _c2_0 = _c5_2
  ) AS _q17 ON _c1_0 = _c6_11
  GROUP BY _c1_1, _c1_6, _c1_11, _c2_2, _c2_3
  ORDER BY _c15_0 DESC NULLS LAST
) AS _q18
