-- tpcds_datafusion/q86: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
WITH
_shared_c10_0 AS (
  SELECT _c1_29, _c5_10, _c5_12, _c5_12 AS _c9_0, _c5_10 AS _c9_1
  FROM (
    SELECT _c1_3, _c1_29
    FROM (
      SELECT `ws_sold_date_sk` AS _c1_0, `ws_item_sk` AS _c1_3, `ws_net_paid` AS _c1_29
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
    SELECT `i_item_sk` AS _c5_0, `i_class` AS _c5_10, `i_category` AS _c5_12
    FROM {src3}
  ) AS _q5 ON _c1_3 = _c5_0
)
SELECT _c8_0 AS `total_sum`, _c7_0 AS `i_category`, _c7_1 AS `i_class`, _c17_0 AS `lochierarchy`, _c16_0 AS `rank_within_parent`
FROM (
  SELECT *
  FROM (
    SELECT _c8_0, _c7_0, _c7_1, CAST(_c15_0 + _c15_1 AS INT) AS _c17_0, _c16_0
    FROM (
      SELECT *, CAST(`rank`() OVER (PARTITION BY CAST(_c15_0 + _c15_1 AS INT), CASE WHEN _c15_1 = 0 THEN CAST(_c7_0 AS STRING) END ORDER BY _c8_0 DESC NULLS FIRST) AS BIGINT) AS _c16_0
      FROM (
        SELECT _c7_0, _c7_1, _c8_0, CAST(CAST(CASE WHEN CAST(1Y AS INT) < 0 OR CAST(1Y AS INT) >= 8 THEN `raise_error`(CAST(X'626974776973655F73686966745F72696768743A20736869667420616D6F756E74206F7574736964652074686520747970652773207769647468' AS STRING)) ELSE `shiftright`(CAST(CAST(_c11_0 & 2Y AS TINYINT) AS INT), CAST(1Y AS INT)) END AS TINYINT) AS INT) AS _c15_0, CAST(CAST(_c11_0 & 1Y AS TINYINT) AS INT) AS _c15_1
        FROM (
          SELECT _c7_0_0 AS _c7_0, _c7_1_0 AS _c7_1, 0 AS _c11_0, _c8_0_0 AS _c8_0
          FROM (
            SELECT _c12_3 AS _c7_0_0, _c12_4 AS _c7_1_0, CAST(`sum`(_c12_0) AS DECIMAL(38,2)) AS _c8_0_0
            FROM (
              SELECT _c1_29 AS _c12_0, _c5_10 AS _c12_1, _c5_12 AS _c12_2, _c9_0 AS _c12_3, _c9_1 AS _c12_4
              FROM _shared_c10_0
            ) AS _q6
            GROUP BY _c12_3, _c12_4
          ) AS _q7
          UNION ALL
          SELECT _c7_0_1 AS _c7_0, CAST(NULL AS STRING) AS _c7_1, 1 AS _c11_0, _c8_0_1 AS _c8_0
          FROM (
            SELECT _c13_3 AS _c7_0_1, CAST(`sum`(_c13_0) AS DECIMAL(38,2)) AS _c8_0_1
            FROM (
              SELECT _c1_29 AS _c13_0, _c5_10 AS _c13_1, _c5_12 AS _c13_2, _c9_0 AS _c13_3, _c9_1 AS _c13_4
              FROM _shared_c10_0
            ) AS _q8
            GROUP BY _c13_3
          ) AS _q9
          UNION ALL
          SELECT CAST(NULL AS STRING) AS _c7_0, CAST(NULL AS STRING) AS _c7_1, 3 AS _c11_0, _c8_0_2 AS _c8_0
          FROM (
            SELECT CAST(`sum`(_c14_0) AS DECIMAL(38,2)) AS _c8_0_2
            FROM (
              SELECT _c1_29 AS _c14_0, _c5_10 AS _c14_1, _c5_12 AS _c14_2, _c9_0 AS _c14_3, _c9_1 AS _c14_4
              FROM _shared_c10_0
            ) AS _q10
          ) AS _q11
        ) AS _q12
      ) AS _q13
    ) AS _q14
  ) AS _q15
  ORDER BY _c17_0 DESC NULLS FIRST, CASE WHEN _c17_0 = 0 THEN CAST(_c7_0 AS STRING) END ASC NULLS FIRST, _c16_0 ASC NULLS FIRST
  LIMIT 100
) AS _q16
