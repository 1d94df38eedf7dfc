-- tpcds_datafusion/q84: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c1_1 AS `customer_id`, _c13_0 AS `customername`
FROM (
  SELECT _c1_1, CAST(`concat`(CAST(`concat`(CASE WHEN _c1_9 IS NOT NULL THEN CAST(_c1_9 AS STRING) ELSE '' END, ', ') AS STRING), CASE WHEN _c1_8 IS NOT NULL THEN CAST(_c1_8 AS STRING) ELSE '' END) AS STRING) AS _c13_0
  FROM (
    SELECT _c1_1, _c1_8, _c1_9, _c5_0
    FROM (
      SELECT _c1_1, _c1_8, _c1_9, _c5_0, _c7_1
      FROM (
        SELECT _c1_1, _c1_3, _c1_8, _c1_9, _c5_0
        FROM (
          SELECT _c1_1, _c1_2, _c1_3, _c1_8, _c1_9
          FROM (
            SELECT `c_customer_id` AS _c1_1, `c_current_cdemo_sk` AS _c1_2, `c_current_hdemo_sk` AS _c1_3, `c_current_addr_sk` AS _c1_4, `c_first_name` AS _c1_8, `c_last_name` AS _c1_9
            FROM {src1}
          ) AS _q1 JOIN (
            SELECT _c2_0
            FROM (
              SELECT `ca_address_sk` AS _c2_0, `ca_city` AS _c2_6
              FROM {src2}
            ) AS _q2
            WHERE _c2_6 = 'Edgewood'
          ) AS _q3 ON _c1_4 = _c2_0
        ) AS _q4 JOIN (
          SELECT `cd_demo_sk` AS _c5_0
          FROM {src3}
        ) AS _q5 ON _c1_2 = _c5_0
      ) AS _q6 JOIN (
        SELECT `hd_demo_sk` AS _c7_0, `hd_income_band_sk` AS _c7_1
        FROM {src4}
      ) AS _q7 ON _c1_3 = _c7_0
    ) AS _q8 JOIN (
      SELECT _c9_0
      FROM (
        SELECT `ib_income_band_sk` AS _c9_0, `ib_lower_bound` AS _c9_1, `ib_upper_bound` AS _c9_2
        FROM {src5}
      ) AS _q9
      WHERE _c9_1 >= 38128L AND _c9_2 <= 88128
    ) AS _q10 ON _c7_1 = _c9_0
  ) AS _q11 JOIN (
    SELECT `sr_cdemo_sk` AS _c12_4
    FROM {src6}
  ) AS _q12 ON _c5_0 = _c12_4
  ORDER BY _c1_1 ASC NULLS FIRST
  LIMIT 100
) AS _q13
