-- tpcds_datafusion/q90: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c27_0 AS `am_pm_ratio`
FROM (
  SELECT CASE WHEN _c25_0 = 0L THEN CAST(NULL AS DECIMAL(23,8)) ELSE CAST(CASE WHEN CAST(_c25_0 AS DECIMAL(15,4)) = 0 THEN `raise_error`('divide: division by zero') ELSE CASE WHEN `try_divide`(CAST(_c12_0 AS DECIMAL(15,4)), CAST(_c25_0 AS DECIMAL(15,4))) IS NULL AND CAST(_c12_0 AS DECIMAL(15,4)) IS NOT NULL AND CAST(_c25_0 AS DECIMAL(15,4)) IS NOT NULL THEN `raise_error`('divide: decimal overflow') ELSE `try_divide`(CAST(_c12_0 AS DECIMAL(15,4)), CAST(_c25_0 AS DECIMAL(15,4))) END END AS DECIMAL(23,8)) END AS _c27_0
  FROM (
    SELECT CAST(`count`(1L) AS BIGINT) AS _c12_0
    FROM (
      SELECT _c1_12
      FROM (
        SELECT _c1_1, _c1_12
        FROM (
          SELECT `ws_sold_time_sk` AS _c1_1, `ws_ship_hdemo_sk` AS _c1_10, `ws_web_page_sk` AS _c1_12
          FROM {src1}
        ) AS _q1 JOIN (
          SELECT _c2_0
          FROM (
            SELECT `hd_demo_sk` AS _c2_0, `hd_dep_count` AS _c2_3
            FROM {src2}
          ) AS _q2
          WHERE _c2_3 = 6L
        ) AS _q3 ON _c1_10 = _c2_0
      ) AS _q4 JOIN (
        SELECT _c5_0
        FROM (
          SELECT `t_time_sk` AS _c5_0, `t_hour` AS _c5_3
          FROM {src3}
        ) AS _q5
        WHERE _c5_3 >= 8L AND _c5_3 <= 9L
      ) AS _q6 ON _c1_1 = _c5_0
    ) AS _q7 JOIN (
      SELECT _c8_0
      FROM (
        SELECT `wp_web_page_sk` AS _c8_0, `wp_char_count` AS _c8_10
        FROM {src4}
      ) AS _q8
      WHERE _c8_10 >= 5000L AND _c8_10 <= 5200L
    ) AS _q9 ON _c1_12 = _c8_0
  ) AS _q10 JOIN (
    SELECT CAST(`count`(1L) AS BIGINT) AS _c25_0
    FROM (
      SELECT _c14_12
      FROM (
        SELECT _c14_1, _c14_12
        FROM (
          SELECT `ws_sold_time_sk` AS _c14_1, `ws_ship_hdemo_sk` AS _c14_10, `ws_web_page_sk` AS _c14_12
          FROM {src1}
        ) AS _q11 JOIN (
          SELECT _c15_0
          FROM (
            SELECT `hd_demo_sk` AS _c15_0, `hd_dep_count` AS _c15_3
            FROM {src2}
          ) AS _q12
          WHERE _c15_3 = 6L
        ) AS _q13 ON _c14_10 = _c15_0
      ) AS _q14 JOIN (
        SELECT _c18_0
        FROM (
          SELECT `t_time_sk` AS _c18_0, `t_hour` AS _c18_3
          FROM {src3}
        ) AS _q15
        WHERE _c18_3 >= 19L AND _c18_3 <= 20L
      ) AS _q16 ON _c14_1 = _c18_0
    ) AS _q17 JOIN (
      SELECT _c21_0
      FROM (
        SELECT `wp_web_page_sk` AS _c21_0, `wp_char_count` AS _c21_10
        FROM {src4}
      ) AS _q18
      WHERE _c21_10 >= 5000L AND _c21_10 <= 5200L
    ) AS _q19 ON _c14_12 = _c21_0
  ) AS _q20 ON TRUE
  ORDER BY _c27_0 ASC NULLS LAST
  LIMIT 100
) AS _q21
