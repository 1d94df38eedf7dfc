-- tpcds_datafusion/q70: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
WITH
_shared_c21_0 AS (
  SELECT *, _c5_24 AS _c20_0, _c5_23 AS _c20_1
  FROM (
    SELECT _c1_22, _c5_23, _c5_24
    FROM (
      SELECT _c1_7, _c1_22
      FROM (
        SELECT `ss_sold_date_sk` AS _c1_0, `ss_store_sk` AS _c1_7, `ss_net_profit` AS _c1_22
        FROM {src1}
      ) AS _q1 JOIN (
        SELECT _c2_0
        FROM (
          SELECT `d_date_sk` AS _c2_0, `d_month_seq` AS _c2_3
          FROM {src2}
        ) AS _q2
        WHERE _c2_3 >= 1200L AND _c2_3 <= 1211L
      ) AS _q3 ON _c1_0 = _c2_0
    ) AS _q4 JOIN (
      SELECT `s_store_sk` AS _c5_0, `s_county` AS _c5_23, `s_state` AS _c5_24
      FROM {src3}
    ) AS _q5 ON _c1_7 = _c5_0
  ) AS _q6 LEFT SEMI JOIN (
    SELECT _c13_0
    FROM (
      SELECT *, CAST(`rank`() OVER (PARTITION BY _c13_0 ORDER BY _c14_0 DESC NULLS FIRST) AS BIGINT) AS _c15_0
      FROM (
        SELECT _c8_24 AS _c13_0, CAST(`sum`(_c7_22) AS DECIMAL(38,2)) AS _c14_0
        FROM (
          SELECT _c7_0, _c7_22, _c8_24
          FROM (
            SELECT `ss_sold_date_sk` AS _c7_0, `ss_store_sk` AS _c7_7, `ss_net_profit` AS _c7_22
            FROM {src1}
          ) AS _q7 JOIN (
            SELECT `s_store_sk` AS _c8_0, `s_state` AS _c8_24
            FROM {src3}
          ) AS _q8 ON _c7_7 = _c8_0
        ) AS _q9 JOIN (
          SELECT _c10_0
          FROM (
            SELECT `d_date_sk` AS _c10_0, `d_month_seq` AS _c10_3
            FROM {src2}
          ) AS _q10
          WHERE _c10_3 >= 1200L AND _c10_3 <= 1211L
        ) AS _q11 ON _c7_0 = _c10_0
        GROUP BY _c8_24
      ) AS _q12
    ) AS _q13
    WHERE _c15_0 <= 5L
  ) AS _q14 ON _c5_24 = _c13_0
)
SELECT _c19_0 AS `total_sum`, _c18_0 AS `s_state`, _c18_1 AS `s_county`, _c28_0 AS `lochierarchy`, _c27_0 AS `rank_within_parent`
FROM (
  SELECT *
  FROM (
    SELECT _c19_0, _c18_0, _c18_1, CAST(_c26_0 + _c26_1 AS INT) AS _c28_0, _c27_0
    FROM (
      SELECT *, CAST(`rank`() OVER (PARTITION BY CAST(_c26_0 + _c26_1 AS INT), CASE WHEN _c26_1 = 0 THEN CAST(_c18_0 AS STRING) END ORDER BY _c19_0 DESC NULLS FIRST) AS BIGINT) AS _c27_0
      FROM (
        SELECT _c18_0, _c18_1, _c19_0, CAST(CAST(CASE WHEN CAST(1Y AS INT) < 0 OR CAST(1Y AS INT) >= 8 THEN `raise_error`(CAST(X'626974776973655F73686966745F72696768743A20736869667420616D6F756E74206F7574736964652074686520747970652773207769647468' AS STRING)) ELSE `shiftright`(CAST(CAST(_c22_0 & 2Y AS TINYINT) AS INT), CAST(1Y AS INT)) END AS TINYINT) AS INT) AS _c26_0, CAST(CAST(_c22_0 & 1Y AS TINYINT) AS INT) AS _c26_1
        FROM (
          SELECT _c18_0_0 AS _c18_0, _c18_1_0 AS _c18_1, 0 AS _c22_0, _c19_0_0 AS _c19_0
          FROM (
            SELECT _c23_3 AS _c18_0_0, _c23_4 AS _c18_1_0, CAST(`sum`(_c23_0) AS DECIMAL(38,2)) AS _c19_0_0
            FROM (
              SELECT _c1_22 AS _c23_0, _c5_23 AS _c23_1, _c5_24 AS _c23_2, _c20_0 AS _c23_3, _c20_1 AS _c23_4
              FROM _shared_c21_0
            ) AS _q15
            GROUP BY _c23_3, _c23_4
          ) AS _q16
          UNION ALL
          SELECT _c18_0_1 AS _c18_0, CAST(NULL AS STRING) AS _c18_1, 1 AS _c22_0, _c19_0_1 AS _c19_0
          FROM (
            SELECT _c24_3 AS _c18_0_1, CAST(`sum`(_c24_0) AS DECIMAL(38,2)) AS _c19_0_1
            FROM (
              SELECT _c1_22 AS _c24_0, _c5_23 AS _c24_1, _c5_24 AS _c24_2, _c20_0 AS _c24_3, _c20_1 AS _c24_4
              FROM _shared_c21_0
            ) AS _q17
            GROUP BY _c24_3
          ) AS _q18
          UNION ALL
          SELECT CAST(NULL AS STRING) AS _c18_0, CAST(NULL AS STRING) AS _c18_1, 3 AS _c22_0, _c19_0_2 AS _c19_0
          FROM (
            SELECT CAST(`sum`(_c25_0) AS DECIMAL(38,2)) AS _c19_0_2
            FROM (
              SELECT _c1_22 AS _c25_0, _c5_23 AS _c25_1, _c5_24 AS _c25_2, _c20_0 AS _c25_3, _c20_1 AS _c25_4
              FROM _shared_c21_0
            ) AS _q19
          ) AS _q20
        ) AS _q21
      ) AS _q22
    ) AS _q23
  ) AS _q24
  ORDER BY _c28_0 DESC NULLS FIRST, CASE WHEN _c28_0 = 0 THEN CAST(_c18_0 AS STRING) END ASC NULLS LAST, _c27_0 ASC NULLS LAST
  LIMIT 100
) AS _q25
