-- tpcds_datafusion/q88: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c12_0 AS `h8_30_to_9`, _c25_0 AS `h9_to_9_30`, _c38_0 AS `h9_30_to_10`, _c51_0 AS `h10_to_10_30`, _c64_0 AS `h10_30_to_11`, _c77_0 AS `h11_to_11_30`, _c90_0 AS `h11_30_to_12`, _c103_0 AS `h12_to_12_30`
FROM (
  SELECT `count`(1L) AS _c12_0
  FROM {src1} JOIN {src2} ON `ss_hdemo_sk` = `hd_demo_sk` JOIN {src3} ON `ss_sold_time_sk` = `t_time_sk` JOIN {src4} ON `ss_store_sk` = `s_store_sk`
  WHERE (`hd_dep_count` = 4L AND `hd_vehicle_count` <= 6 OR `hd_dep_count` = 2L AND `hd_vehicle_count` <= 4 OR `hd_dep_count` = 0L AND `hd_vehicle_count` <= 2) AND `t_hour` = 8L AND `t_minute` >= 30L AND `s_store_name` = 'ese'
) AS _q1 JOIN (
  SELECT `count`(1L) AS _c25_0
  FROM {src1} JOIN {src2} ON `ss_hdemo_sk` = `hd_demo_sk` JOIN {src3} ON `ss_sold_time_sk` = `t_time_sk` JOIN {src4} ON `ss_store_sk` = `s_store_sk`
  WHERE (`hd_dep_count` = 4L AND `hd_vehicle_count` <= 6 OR `hd_dep_count` = 2L AND `hd_vehicle_count` <= 4 OR `hd_dep_count` = 0L AND `hd_vehicle_count` <= 2) AND `t_hour` = 9L AND `t_minute` < 30L AND `s_store_name` = 'ese'
) AS _q2 ON TRUE JOIN (
  SELECT `count`(1L) AS _c38_0
  FROM {src1} JOIN {src2} ON `ss_hdemo_sk` = `hd_demo_sk` JOIN {src3} ON `ss_sold_time_sk` = `t_time_sk` JOIN {src4} ON `ss_store_sk` = `s_store_sk`
  WHERE (`hd_dep_count` = 4L AND `hd_vehicle_count` <= 6 OR `hd_dep_count` = 2L AND `hd_vehicle_count` <= 4 OR `hd_dep_count` = 0L AND `hd_vehicle_count` <= 2) AND `t_hour` = 9L AND `t_minute` >= 30L AND `s_store_name` = 'ese'
) AS _q3 ON TRUE JOIN (
  SELECT `count`(1L) AS _c51_0
  FROM {src1} JOIN {src2} ON `ss_hdemo_sk` = `hd_demo_sk` JOIN {src3} ON `ss_sold_time_sk` = `t_time_sk` JOIN {src4} ON `ss_store_sk` = `s_store_sk`
  WHERE (`hd_dep_count` = 4L AND `hd_vehicle_count` <= 6 OR `hd_dep_count` = 2L AND `hd_vehicle_count` <= 4 OR `hd_dep_count` = 0L AND `hd_vehicle_count` <= 2) AND `t_hour` = 10L AND `t_minute` < 30L AND `s_store_name` = 'ese'
) AS _q4 ON TRUE JOIN (
  SELECT `count`(1L) AS _c64_0
  FROM {src1} JOIN {src2} ON `ss_hdemo_sk` = `hd_demo_sk` JOIN {src3} ON `ss_sold_time_sk` = `t_time_sk` JOIN {src4} ON `ss_store_sk` = `s_store_sk`
  WHERE (`hd_dep_count` = 4L AND `hd_vehicle_count` <= 6 OR `hd_dep_count` = 2L AND `hd_vehicle_count` <= 4 OR `hd_dep_count` = 0L AND `hd_vehicle_count` <= 2) AND `t_hour` = 10L AND `t_minute` >= 30L AND `s_store_name` = 'ese'
) AS _q5 ON TRUE JOIN (
  SELECT `count`(1L) AS _c77_0
  FROM {src1} JOIN {src2} ON `ss_hdemo_sk` = `hd_demo_sk` JOIN {src3} ON `ss_sold_time_sk` = `t_time_sk` JOIN {src4} ON `ss_store_sk` = `s_store_sk`
  WHERE (`hd_dep_count` = 4L AND `hd_vehicle_count` <= 6 OR `hd_dep_count` = 2L AND `hd_vehicle_count` <= 4 OR `hd_dep_count` = 0L AND `hd_vehicle_count` <= 2) AND `t_hour` = 11L AND `t_minute` < 30L AND `s_store_name` = 'ese'
) AS _q6 ON TRUE JOIN (
  SELECT `count`(1L) AS _c90_0
  FROM {src1} JOIN {src2} ON `ss_hdemo_sk` = `hd_demo_sk` JOIN {src3} ON `ss_sold_time_sk` = `t_time_sk` JOIN {src4} ON `ss_store_sk` = `s_store_sk`
  WHERE (`hd_dep_count` = 4L AND `hd_vehicle_count` <= 6 OR `hd_dep_count` = 2L AND `hd_vehicle_count` <= 4 OR `hd_dep_count` = 0L AND `hd_vehicle_count` <= 2) AND `t_hour` = 11L AND `t_minute` >= 30L AND `s_store_name` = 'ese'
) AS _q7 ON TRUE JOIN (
  SELECT `count`(1L) AS _c103_0
  FROM {src1} JOIN {src2} ON `ss_hdemo_sk` = `hd_demo_sk` JOIN {src3} ON `ss_sold_time_sk` = `t_time_sk` JOIN {src4} ON `ss_store_sk` = `s_store_sk`
  WHERE (`hd_dep_count` = 4L AND `hd_vehicle_count` <= 6 OR `hd_dep_count` = 2L AND `hd_vehicle_count` <= 4 OR `hd_dep_count` = 0L AND `hd_vehicle_count` <= 2) AND `t_hour` = 12L AND `t_minute` < 30L AND `s_store_name` = 'ese'
) AS _q8 ON TRUE
