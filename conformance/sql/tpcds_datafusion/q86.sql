-- tpcds_datafusion/q86: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
WITH
_shared_c10_0 AS (
  SELECT `ws_net_paid` AS _c1_29, `i_class` AS _c5_10, `i_category` AS _c5_12, `i_category` AS _c9_0, `i_class` AS _c9_1
  FROM {src1} JOIN (
    SELECT *
    FROM {src2}
    WHERE `d_month_seq` >= 1200L AND `d_month_seq` <= 1211L
  ) AS _q1 ON `ws_sold_date_sk` = `d_date_sk` JOIN {src3} ON `ws_item_sk` = `i_item_sk`
)
SELECT _c8_0 AS `total_sum`, _c7_0 AS `i_category`, _c7_1 AS `i_class`, CAST(_c15_0 + _c15_1 AS INT) AS `lochierarchy`, _c16_0 AS `rank_within_parent`
FROM (
  SELECT *
  FROM (
    SELECT *, CAST(`rank`() OVER (PARTITION BY CAST(_c15_0 + _c15_1 AS INT), CASE WHEN _c15_1 = 0 THEN CAST(_c7_0 AS STRING) END ORDER BY _c8_0 DESC NULLS FIRST) AS BIGINT) AS _c16_0
    FROM (
      SELECT _c7_0, _c7_1, _c8_0, CAST(CAST(CASE WHEN CAST(1Y AS INT) < 0 OR CAST(1Y AS INT) >= 8 THEN `raise_error`(CAST(X'626974776973655F73686966745F72696768743A20736869667420616D6F756E74206F7574736964652074686520747970652773207769647468' AS STRING)) ELSE `shiftright`(CAST(CAST(_c11_0 & 2Y AS TINYINT) AS INT), CAST(1Y AS INT)) END AS TINYINT) AS INT) AS _c15_0, CAST(CAST(_c11_0 & 1Y AS TINYINT) AS INT) AS _c15_1
      FROM (
        SELECT _c7_0_0 AS _c7_0, _c7_1_0 AS _c7_1, 0 AS _c11_0, _c8_0_0 AS _c8_0
        FROM (
          SELECT _c9_0 AS _c7_0_0, _c9_1 AS _c7_1_0, CAST(`sum`(_c1_29) AS DECIMAL(38,2)) AS _c8_0_0
          FROM _shared_c10_0
          GROUP BY _c9_0, _c9_1
        ) AS _q2
        UNION ALL
        SELECT _c7_0_1 AS _c7_0, CAST(NULL AS STRING) AS _c7_1, 1 AS _c11_0, _c8_0_1 AS _c8_0
        FROM (
          SELECT _c9_0 AS _c7_0_1, CAST(`sum`(_c1_29) AS DECIMAL(38,2)) AS _c8_0_1
          FROM _shared_c10_0
          GROUP BY _c9_0
        ) AS _q3
        UNION ALL
        SELECT CAST(NULL AS STRING) AS _c7_0, CAST(NULL AS STRING) AS _c7_1, 3 AS _c11_0, _c8_0_2 AS _c8_0
        FROM (
          SELECT CAST(`sum`(_c1_29) AS DECIMAL(38,2)) AS _c8_0_2
          FROM _shared_c10_0
        ) AS _q4
      ) AS _q5
    ) AS _q6
  ) AS _q7
  ORDER BY CAST(_c15_0 + _c15_1 AS INT) DESC NULLS FIRST, CASE WHEN CAST(_c15_0 + _c15_1 AS INT) = 0 THEN CAST(_c7_0 AS STRING) END ASC NULLS FIRST, _c16_0 ASC NULLS FIRST
  LIMIT 100
) AS _q8
