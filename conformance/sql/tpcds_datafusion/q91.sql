-- tpcds_datafusion/q91: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c17_0 AS `call_center`, _c17_1 AS `call_center_name`, _c17_2 AS `manager`, _c18_0 AS `returns_loss`
FROM (
  SELECT _c1_1 AS _c17_0, _c1_6 AS _c17_1, _c1_11 AS _c17_2, CAST(`sum`(_c2_26) AS DECIMAL(38,2)) AS _c18_0
  FROM (
    SELECT _c1_1, _c1_6, _c1_11, _c2_26, _c7_3, _c12_2, _c12_3
    FROM (
      SELECT _c1_1, _c1_6, _c1_11, _c2_26, _c7_2, _c7_3
      FROM (
        SELECT _c1_1, _c1_6, _c1_11, _c2_26, _c7_2, _c7_3, _c7_4
        FROM (
          SELECT _c1_1, _c1_6, _c1_11, _c2_7, _c2_26
          FROM (
            SELECT _c1_1, _c1_6, _c1_11, _c2_0, _c2_7, _c2_26
            FROM (
              SELECT `cc_call_center_sk` AS _c1_0, `cc_call_center_id` AS _c1_1, `cc_name` AS _c1_6, `cc_manager` AS _c1_11
              FROM {src1}
            ) AS _q1 JOIN (
              SELECT `cr_returned_date_sk` AS _c2_0, `cr_returning_customer_sk` AS _c2_7, `cr_call_center_sk` AS _c2_11, `cr_net_loss` AS _c2_26
              FROM {src2}
            ) AS _q2 ON _c1_0 = _c2_11
          ) AS _q3 JOIN (
            SELECT _c4_0
            FROM (
              SELECT `d_date_sk` AS _c4_0, `d_year` AS _c4_6, `d_moy` AS _c4_8
              FROM {src3}
            ) AS _q4
            WHERE _c4_8 = 11L AND _c4_6 = 1998L
          ) AS _q5 ON _c2_0 = _c4_0
        ) AS _q6 JOIN (
          SELECT `c_customer_sk` AS _c7_0, `c_current_cdemo_sk` AS _c7_2, `c_current_hdemo_sk` AS _c7_3, `c_current_addr_sk` AS _c7_4
          FROM {src4}
        ) AS _q7 ON _c2_7 = _c7_0
      ) AS _q8 JOIN (
        SELECT _c9_0
        FROM (
          SELECT `ca_address_sk` AS _c9_0, `ca_gmt_offset` AS _c9_11
          FROM {src5}
        ) AS _q9
        WHERE _c9_11 = CAST((-7.00BD) AS DECIMAL(5,2))
      ) AS _q10 ON _c7_4 = _c9_0
    ) AS _q11 JOIN (
      SELECT *
      FROM (
        SELECT `cd_demo_sk` AS _c12_0, `cd_marital_status` AS _c12_2, `cd_education_status` AS _c12_3
        FROM {src6}
      ) AS _q12
      WHERE (_c12_2 = 'M' AND _c12_3 = 'Unknown' OR _c12_2 = 'W' AND _c12_3 = 'Advanced Degree')
    ) AS _q13 ON _c7_2 = _c12_0
  ) AS _q14 JOIN (
    SELECT _c14_0
    FROM (
      SELECT `hd_demo_sk` AS _c14_0, `hd_buy_potential` AS _c14_2
      FROM {src7}
    ) AS _q15
    WHERE `like`(_c14_2, 'Unknown%')
  ) AS _q16 ON _c7_3 = _c14_0
  GROUP BY _c1_1, _c1_6, _c1_11, _c12_2, _c12_3
  ORDER BY _c18_0 DESC NULLS FIRST
) AS _q17
