-- tpcds_datafusion/q86: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c9_0 AS `total_sum`, _c7_0 AS `i_category`, _c7_1 AS `i_class`, _c12_0 + _c12_1 AS `lochierarchy`, _c13_0 AS `rank_within_parent`
FROM (
  SELECT *
  FROM (
    SELECT *, CAST(`rank`() OVER (PARTITION BY _c12_0 + _c12_1, CASE WHEN _c12_1 = 0 THEN CAST(_c7_0 AS STRING) END ORDER BY _c9_0 DESC NULLS FIRST) AS BIGINT) AS _c13_0
    FROM (
      SELECT _c7_0, _c7_1, _c9_0, CAST(CAST(CASE WHEN 1 < 0 OR 1 >= 8 THEN `raise_error`(CAST(X'626974776973655F73686966745F72696768743A20736869667420616D6F756E74206F7574736964652074686520747970652773207769647468' AS STRING)) ELSE `shiftright`(CAST(CAST(_c11_0 & 2Y AS TINYINT) AS INT), 1) END AS TINYINT) AS INT) AS _c12_0, CAST(CAST(_c11_0 & 1Y AS TINYINT) AS INT) AS _c12_1
      FROM (
        SELECT _c7_0, _c7_1, CASE WHEN _c10_0 = 0L THEN 0 WHEN _c10_0 = 1L THEN 1 ELSE 3 END AS _c11_0, _c9_0
        FROM (
          SELECT _c8_0, _c5_12 AS _c7_0, _c5_10 AS _c7_1, CAST(`sum`(_c1_29) FILTER (WHERE NOT _c8_0) AS DECIMAL(38,2)) AS _c9_0, `grouping_id`() AS _c10_0
          FROM (
            SELECT `ws_net_paid` AS _c1_29, `i_class` AS _c5_10, `i_category` AS _c5_12, FALSE AS _c8_0
            FROM {src1} JOIN {src2} ON `ws_sold_date_sk` = `d_date_sk` JOIN {src3} ON `ws_item_sk` = `i_item_sk`
            WHERE `d_month_seq` >= 1200L AND `d_month_seq` <= 1211L
            UNION ALL
            SELECT CAST(_v0 AS DECIMAL(7,2)) AS _c1_29, CAST(_v1 AS STRING) AS _c5_10, CAST(_v2 AS STRING) AS _c5_12, CAST(_v3 AS BOOLEAN) AS _c8_0
            FROM VALUES (CAST(NULL AS DECIMAL(7,2)), CAST(NULL AS STRING), CAST(NULL AS STRING), TRUE) AS _q1(_v0, _v1, _v2, _v3)
          ) AS _q2
          GROUP BY _c8_0, _c5_12, _c5_10 GROUPING SETS ((_c8_0, _c5_12, _c5_10), (_c8_0, _c5_12), ())
        ) AS _q3
        WHERE NOT `coalesce`(_c8_0, FALSE)
      ) AS _q4
    ) AS _q5
  ) AS _q6
  ORDER BY _c12_0 + _c12_1 DESC NULLS FIRST, CASE WHEN _c12_0 + _c12_1 = 0 THEN CAST(_c7_0 AS STRING) END ASC NULLS FIRST, _c13_0 ASC NULLS FIRST
  LIMIT 100
) AS _q7
