-- tpcds_datafusion/q86: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c8_0 AS `total_sum`, _c7_0 AS `i_category`, _c7_1 AS `i_class`, _c11_0 + _c11_1 AS `lochierarchy`, _c12_0 AS `rank_within_parent`
FROM (
  SELECT *
  FROM (
    SELECT *, CAST(`rank`() OVER (PARTITION BY _c11_0 + _c11_1, CASE WHEN _c11_1 = 0 THEN CAST(_c7_0 AS STRING) END ORDER BY _c8_0 DESC NULLS FIRST) AS BIGINT) AS _c12_0
    FROM (
      SELECT _c7_0, _c7_1, _c8_0, CAST(CAST(CASE WHEN 1 < 0 OR 1 >= 8 THEN `raise_error`(CAST(X'626974776973655F73686966745F72696768743A20736869667420616D6F756E74206F7574736964652074686520747970652773207769647468' AS STRING)) ELSE `shiftright`(CAST(CAST(CAST(_c9_0 AS INT) & 2Y AS TINYINT) AS INT), 1) END AS TINYINT) AS INT) AS _c11_0, CAST(CAST(CAST(_c9_0 AS INT) & 1Y AS TINYINT) AS INT) AS _c11_1
      FROM (
        SELECT `i_category` AS _c7_0, `i_class` AS _c7_1, CAST(`sum`(`ws_net_paid`) AS DECIMAL(38,2)) AS _c8_0, `grouping_id`() AS _c9_0
        FROM {src1} JOIN {src2} ON `ws_sold_date_sk` = `d_date_sk` JOIN {src3} ON `ws_item_sk` = `i_item_sk`
        WHERE `d_month_seq` >= 1200L AND `d_month_seq` <= 1211L
        GROUP BY `i_category`, `i_class` GROUPING SETS ((`i_category`, `i_class`), (`i_category`), ())
      ) AS _q1
    ) AS _q2
  ) AS _q3
  ORDER BY _c11_0 + _c11_1 DESC NULLS FIRST, CASE WHEN _c11_0 + _c11_1 = 0 THEN CAST(_c7_0 AS STRING) END ASC NULLS FIRST, _c12_0 ASC NULLS FIRST
  LIMIT 100
) AS _q4
