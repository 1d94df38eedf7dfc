-- tpcds_datafusion/q96: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c12_0 AS `count(*)`
FROM (
  SELECT `count`(1L) AS _c12_0
  FROM {src1} JOIN (
    SELECT *
    FROM {src2}
    WHERE `hd_dep_count` = 7L
  ) AS _q1 ON `ss_hdemo_sk` = `hd_demo_sk` JOIN (
    SELECT *
    FROM {src3}
    WHERE `t_hour` = 20L AND `t_minute` >= 30L
  ) AS _q2 ON `ss_sold_time_sk` = `t_time_sk` JOIN (
    SELECT *
    FROM {src4}
    WHERE `s_store_name` = 'ese'
  ) AS _q3 ON `ss_store_sk` = `s_store_sk`
  ORDER BY _c12_0 ASC NULLS LAST
  LIMIT 100
) AS _q4
