-- tpcds_duckdb113/q99: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c11_0 AS `w_substr`, _c11_1 AS `sm_type`, _c13_0 AS `cc_name_lower`, _c12_0 AS `30 days`, _c12_1 AS `31-60 days`, _c12_2 AS `61-90 days`, _c12_3 AS `91-120 days`, _c12_4 AS `>120 days`
FROM (
  SELECT _c11_0, _c11_1, CAST(`lower`(_c11_2) AS STRING) AS _c13_0, _c12_0, _c12_1, _c12_2, _c12_3, _c12_4
  FROM (
    SELECT _c7_0 AS _c11_0, _c4_2 AS _c11_1, _c9_6 AS _c11_2, CAST(`sum`(CASE WHEN CAST(_c1_2 - _c1_0 AS BIGINT) <= 30L THEN 1 ELSE 0 END) AS DECIMAL(38,0)) AS _c12_0, CAST(`sum`(CASE WHEN CAST(_c1_2 - _c1_0 AS BIGINT) > 30L AND CAST(_c1_2 - _c1_0 AS BIGINT) <= 60L THEN 1 ELSE 0 END) AS DECIMAL(38,0)) AS _c12_1, CAST(`sum`(CASE WHEN CAST(_c1_2 - _c1_0 AS BIGINT) > 60L AND CAST(_c1_2 - _c1_0 AS BIGINT) <= 90L THEN 1 ELSE 0 END) AS DECIMAL(38,0)) AS _c12_2, CAST(`sum`(CASE WHEN CAST(_c1_2 - _c1_0 AS BIGINT) > 90L AND CAST(_c1_2 - _c1_0 AS BIGINT) <= 120L THEN 1 ELSE 0 END) AS DECIMAL(38,0)) AS _c12_3, CAST(`sum`(CASE WHEN CAST(_c1_2 - _c1_0 AS BIGINT) > 120L THEN 1 ELSE 0 END) AS DECIMAL(38,0)) AS _c12_4
    FROM (
      SELECT *
      FROM (
        SELECT *
        FROM (
          SELECT *
          FROM (
            SELECT `cs_ship_date_sk` AS _c1_2, `cs_warehouse_sk` AS _c1_14, `cs_ship_mode_sk` AS _c1_13, `cs_call_center_sk` AS _c1_11, `cs_sold_date_sk` AS _c1_0
            FROM {src1}
          ) AS _q1 JOIN (
            SELECT _c2_0
            FROM (
              SELECT `d_date_sk` AS _c2_0, `d_month_seq` AS _c2_3
              FROM {src2}
            ) AS _q2
            WHERE _c2_3 >= 1200L AND _c2_3 <= 1211L AND _c2_3 IS NOT NULL AND _c2_0 >= 2450820L AND _c2_0 <= 2452312L
          ) AS _q3 ON _c1_2 = _c2_0
        ) AS _q4 JOIN (
          SELECT `sm_ship_mode_sk` AS _c4_0, `sm_type` AS _c4_2
          FROM {src3}
        ) AS _q5 ON _c1_13 = _c4_0
      ) AS _q6 JOIN (
        SELECT CAST(CASE WHEN 20L < 0 THEN `raise_error`('substring: negative length') ELSE `substring`(_c6_2, CAST(1L AS INT), CAST(20L AS INT)) END AS STRING) AS _c7_0, _c6_0
        FROM (
          SELECT `w_warehouse_name` AS _c6_2, `w_warehouse_sk` AS _c6_0
          FROM {src4}
        ) AS _q7
      ) AS _q8 ON _c1_14 = _c6_0
    ) AS _q9 JOIN (
      SELECT `cc_call_center_sk` AS _c9_0, `cc_name` AS _c9_6
      FROM {src5}
    ) AS _q10 ON _c1_11 = _c9_0
    GROUP BY _c7_0, _c4_2, _c9_6
  ) AS _q11
  ORDER BY _c11_0 ASC NULLS FIRST, _c11_1 ASC NULLS FIRST, _c13_0 ASC NULLS FIRST
  LIMIT 100
) AS _q12
