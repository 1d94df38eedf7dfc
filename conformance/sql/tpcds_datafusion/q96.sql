-- tpcds_datafusion/q96: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `count`(1L) AS `count(*)`
FROM {src1} JOIN {src2} ON `ss_hdemo_sk` = `hd_demo_sk` JOIN {src3} ON `ss_sold_time_sk` = `t_time_sk` JOIN {src4} ON `ss_store_sk` = `s_store_sk`
WHERE `hd_dep_count` = 7L AND `t_hour` = 20L AND `t_minute` >= 30L AND `s_store_name` = 'ese'
ORDER BY `count(*)` ASC NULLS LAST
LIMIT 100
