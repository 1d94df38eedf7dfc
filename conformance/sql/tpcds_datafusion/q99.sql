-- tpcds_datafusion/q99: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c12_0 AS `w_substr`, _c12_1 AS `sm_type`, _c14_0 AS `cc_name_lower`, _c13_0 AS `30 days`, _c13_1 AS `31-60 days`, _c13_2 AS `61-90 days`, _c13_3 AS `91-120 days`, _c13_4 AS `>120 days`
FROM (
  SELECT _c12_0, _c12_1, CAST(`lower`(_c12_2) AS STRING) AS _c14_0, _c13_0, _c13_1, _c13_2, _c13_3, _c13_4
  FROM (
    SELECT _c3_0 AS _c12_0, _c5_2 AS _c12_1, _c7_6 AS _c12_2, CAST(`sum`(CASE WHEN _c11_0 <= 30L THEN 1L ELSE 0L END) AS BIGINT) AS _c13_0, CAST(`sum`(CASE WHEN _c11_0 > 30L AND _c11_0 <= 60L THEN 1L ELSE 0L END) AS BIGINT) AS _c13_1, CAST(`sum`(CASE WHEN _c11_0 > 60L AND _c11_0 <= 90L THEN 1L ELSE 0L END) AS BIGINT) AS _c13_2, CAST(`sum`(CASE WHEN _c11_0 > 90L AND _c11_0 <= 120L THEN 1L ELSE 0L END) AS BIGINT) AS _c13_3, CAST(`sum`(CASE WHEN _c11_0 > 120L THEN 1L ELSE 0L END) AS BIGINT) AS _c13_4
    FROM (
      SELECT CAST(_c1_2 - _c1_0 AS BIGINT) AS _c11_0, _c3_0, _c5_2, _c7_6
      FROM (
        SELECT _c1_0, _c1_2, _c3_0, _c5_2, _c7_6
        FROM (
          SELECT _c1_0, _c1_2, _c1_11, _c3_0, _c5_2
          FROM (
            SELECT _c1_0, _c1_2, _c1_11, _c1_13, _c3_0
            FROM (
              SELECT `cs_sold_date_sk` AS _c1_0, `cs_ship_date_sk` AS _c1_2, `cs_call_center_sk` AS _c1_11, `cs_ship_mode_sk` AS _c1_13, `cs_warehouse_sk` AS _c1_14
              FROM {src1}
            ) AS _q1 JOIN (
              SELECT CAST(CASE WHEN 20L < 0 THEN `raise_error`('substring: negative length') ELSE `substring`(_c2_2, CAST(1L AS INT), CAST(20L AS INT)) END AS STRING) AS _c3_0, _c2_0
              FROM (
                SELECT `w_warehouse_sk` AS _c2_0, `w_warehouse_name` AS _c2_2
                FROM {src2}
              ) AS _q2
            ) AS _q3 ON _c1_14 = _c2_0
          ) AS _q4 JOIN (
            SELECT `sm_ship_mode_sk` AS _c5_0, `sm_type` AS _c5_2
            FROM {src3}
          ) AS _q5 ON _c1_13 = _c5_0
        ) AS _q6 JOIN (
          SELECT `cc_call_center_sk` AS _c7_0, `cc_name` AS _c7_6
          FROM {src4}
        ) AS _q7 ON _c1_11 = _c7_0
      ) AS _q8 JOIN (
        SELECT _c9_0
        FROM (
          SELECT `d_date_sk` AS _c9_0, `d_month_seq` AS _c9_3
          FROM {src5}
        ) AS _q9
        WHERE _c9_3 >= 1200L AND _c9_3 <= 1211L
      ) AS _q10 ON _c1_2 = _c9_0
    ) AS _q11
    GROUP BY _c3_0, _c5_2, _c7_6
  ) AS _q12
  ORDER BY _c12_0 ASC NULLS FIRST, _c12_1 ASC NULLS FIRST, _c14_0 ASC NULLS FIRST
  LIMIT 100
) AS _q13
