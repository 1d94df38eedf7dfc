-- tpcds_datafusion/q96: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c12_0 AS `count(*)`
FROM (
  SELECT CAST(`count`(1L) AS BIGINT) AS _c12_0
  FROM (
    SELECT _c1_7
    FROM (
      SELECT _c1_1, _c1_7
      FROM (
        SELECT `ss_sold_time_sk` AS _c1_1, `ss_hdemo_sk` AS _c1_5, `ss_store_sk` AS _c1_7
        FROM {src1}
      ) AS _q1 JOIN (
        SELECT _c2_0
        FROM (
          SELECT `hd_demo_sk` AS _c2_0, `hd_dep_count` AS _c2_3
          FROM {src2}
        ) AS _q2
        WHERE _c2_3 = 7L
      ) AS _q3 ON _c1_5 = _c2_0
    ) AS _q4 JOIN (
      SELECT _c5_0
      FROM (
        SELECT `t_time_sk` AS _c5_0, `t_hour` AS _c5_3, `t_minute` AS _c5_4
        FROM {src3}
      ) AS _q5
      WHERE _c5_3 = 20L AND _c5_4 >= 30L
    ) AS _q6 ON _c1_1 = _c5_0
  ) AS _q7 JOIN (
    SELECT _c8_0
    FROM (
      SELECT `s_store_sk` AS _c8_0, `s_store_name` AS _c8_5
      FROM {src4}
    ) AS _q8
    WHERE _c8_5 = 'ese'
  ) AS _q9 ON _c1_7 = _c8_0
  ORDER BY _c12_0 ASC NULLS LAST
  LIMIT 100
) AS _q10
