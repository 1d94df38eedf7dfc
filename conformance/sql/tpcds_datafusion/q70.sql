-- tpcds_datafusion/q70: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c20_0 AS `total_sum`, _c18_0 AS `s_state`, _c18_1 AS `s_county`, _c23_0 + _c23_1 AS `lochierarchy`, _c24_0 AS `rank_within_parent`
FROM (
  SELECT *
  FROM (
    SELECT *, CAST(`rank`() OVER (PARTITION BY _c23_0 + _c23_1, CASE WHEN _c23_1 = 0 THEN CAST(_c18_0 AS STRING) END ORDER BY _c20_0 DESC NULLS FIRST) AS BIGINT) AS _c24_0
    FROM (
      SELECT _c18_0, _c18_1, _c20_0, CAST(CAST(CASE WHEN 1 < 0 OR 1 >= 8 THEN `raise_error`(CAST(X'626974776973655F73686966745F72696768743A20736869667420616D6F756E74206F7574736964652074686520747970652773207769647468' AS STRING)) ELSE `shiftright`(CAST(CAST(_c22_0 & 2Y AS TINYINT) AS INT), 1) END AS TINYINT) AS INT) AS _c23_0, CAST(CAST(_c22_0 & 1Y AS TINYINT) AS INT) AS _c23_1
      FROM (
        SELECT _c18_0, _c18_1, CASE WHEN _c21_0 = 0L THEN 0 WHEN _c21_0 = 1L THEN 1 ELSE 3 END AS _c22_0, _c20_0
        FROM (
          SELECT _c19_0, _c5_24 AS _c18_0, _c5_23 AS _c18_1, CAST(`sum`(_c1_22) FILTER (WHERE NOT _c19_0) AS DECIMAL(38,2)) AS _c20_0, `grouping_id`() AS _c21_0
          FROM (
            SELECT `ss_net_profit` AS _c1_22, `s_county` AS _c5_23, `s_state` AS _c5_24, FALSE AS _c19_0
            FROM {src1} JOIN {src2} ON `ss_sold_date_sk` = `d_date_sk` JOIN {src3} ON `ss_store_sk` = `s_store_sk` LEFT SEMI JOIN (
              SELECT *, CAST(`rank`() OVER (PARTITION BY _c13_0 ORDER BY _c14_0 DESC NULLS FIRST) AS BIGINT) AS _c15_0
              FROM (
                SELECT `s_state` AS _c13_0, CAST(`sum`(`ss_net_profit`) AS DECIMAL(38,2)) AS _c14_0
                FROM {src1} JOIN {src3} ON `ss_store_sk` = `s_store_sk` JOIN {src2} ON `ss_sold_date_sk` = `d_date_sk`
                WHERE `d_month_seq` >= 1200L AND `d_month_seq` <= 1211L
                GROUP BY `s_state`
              ) AS _q1
            ) AS _q2 ON `s_state` = _c13_0 AND _c15_0 <= 5L
            WHERE `d_month_seq` >= 1200L AND `d_month_seq` <= 1211L
            UNION ALL
            SELECT CAST(_v0 AS DECIMAL(7,2)) AS _c1_22, CAST(_v1 AS STRING) AS _c5_23, CAST(_v2 AS STRING) AS _c5_24, CAST(_v3 AS BOOLEAN) AS _c19_0
            FROM VALUES (CAST(NULL AS DECIMAL(7,2)), CAST(NULL AS STRING), CAST(NULL AS STRING), TRUE) AS _q3(_v0, _v1, _v2, _v3)
          ) AS _q4
          GROUP BY _c19_0, _c5_24, _c5_23 GROUPING SETS ((_c19_0, _c5_24, _c5_23), (_c19_0, _c5_24), ())
        ) AS _q5
        WHERE NOT `coalesce`(_c19_0, FALSE)
      ) AS _q6
    ) AS _q7
  ) AS _q8
  ORDER BY _c23_0 + _c23_1 DESC NULLS FIRST, CASE WHEN _c23_0 + _c23_1 = 0 THEN CAST(_c18_0 AS STRING) END ASC NULLS LAST, _c24_0 ASC NULLS LAST
  LIMIT 100
) AS _q9
