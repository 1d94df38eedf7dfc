-- tpcds_duckdb113/q28: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c7_0 AS `B1_LP`, _c7_1 AS `B1_CNT`, _c7_2 AS `B1_CNTD`, _c3_0 AS `B2_LP`, _c3_1 AS `B2_CNT`, _c3_2 AS `B2_CNTD`, _c11_0 AS `B3_LP`, _c11_1 AS `B3_CNT`, _c11_2 AS `B3_CNTD`, _c15_0 AS `B4_LP`, _c15_1 AS `B4_CNT`, _c15_2 AS `B4_CNTD`, _c19_0 AS `B5_LP`, _c19_1 AS `B5_CNT`, _c19_2 AS `B5_CNTD`, _c23_0 AS `B6_LP`, _c23_1 AS `B6_CNT`, _c23_2 AS `B6_CNTD`
FROM (
  SELECT CAST(`avg`(CAST(`ss_list_price` AS DOUBLE)) AS DOUBLE) AS _c3_0, `count`(`ss_list_price`) AS _c3_1, `count`(DISTINCT `ss_list_price`) AS _c3_2
  FROM {src1}
  WHERE `ss_quantity` >= 6L AND `ss_quantity` <= 10L AND `ss_quantity` IS NOT NULL AND (`ss_list_price` >= CAST(90.00BD AS DECIMAL(7,2)) AND `ss_list_price` <= CAST(100.00BD AS DECIMAL(7,2)) OR `ss_coupon_amt` >= CAST(2323.00BD AS DECIMAL(7,2)) AND `ss_coupon_amt` <= CAST(3323.00BD AS DECIMAL(7,2)) OR `ss_wholesale_cost` >= CAST(31.00BD AS DECIMAL(7,2)) AND `ss_wholesale_cost` <= CAST(51.00BD AS DECIMAL(7,2)))
) AS _q1 CROSS JOIN (
  SELECT CAST(`avg`(CAST(`ss_list_price` AS DOUBLE)) AS DOUBLE) AS _c7_0, `count`(`ss_list_price`) AS _c7_1, `count`(DISTINCT `ss_list_price`) AS _c7_2
  FROM {src1}
  WHERE `ss_quantity` >= 0L AND `ss_quantity` <= 5L AND `ss_quantity` IS NOT NULL AND (`ss_list_price` >= CAST(8.00BD AS DECIMAL(7,2)) AND `ss_list_price` <= CAST(18.00BD AS DECIMAL(7,2)) OR `ss_coupon_amt` >= CAST(459.00BD AS DECIMAL(7,2)) AND `ss_coupon_amt` <= CAST(1459.00BD AS DECIMAL(7,2)) OR `ss_wholesale_cost` >= CAST(57.00BD AS DECIMAL(7,2)) AND `ss_wholesale_cost` <= CAST(77.00BD AS DECIMAL(7,2)))
) AS _q2 CROSS JOIN (
  SELECT CAST(`avg`(CAST(`ss_list_price` AS DOUBLE)) AS DOUBLE) AS _c11_0, `count`(`ss_list_price`) AS _c11_1, `count`(DISTINCT `ss_list_price`) AS _c11_2
  FROM {src1}
  WHERE `ss_quantity` >= 11L AND `ss_quantity` <= 15L AND `ss_quantity` IS NOT NULL AND (`ss_list_price` >= CAST(142.00BD AS DECIMAL(7,2)) AND `ss_list_price` <= CAST(152.00BD AS DECIMAL(7,2)) OR `ss_coupon_amt` >= 12214.00BD AND `ss_coupon_amt` <= 13214.00BD OR `ss_wholesale_cost` >= CAST(79.00BD AS DECIMAL(7,2)) AND `ss_wholesale_cost` <= CAST(99.00BD AS DECIMAL(7,2)))
) AS _q3 CROSS JOIN (
  SELECT CAST(`avg`(CAST(`ss_list_price` AS DOUBLE)) AS DOUBLE) AS _c15_0, `count`(`ss_list_price`) AS _c15_1, `count`(DISTINCT `ss_list_price`) AS _c15_2
  FROM {src1}
  WHERE `ss_quantity` >= 16L AND `ss_quantity` <= 20L AND `ss_quantity` IS NOT NULL AND (`ss_list_price` >= CAST(135.00BD AS DECIMAL(7,2)) AND `ss_list_price` <= CAST(145.00BD AS DECIMAL(7,2)) OR `ss_coupon_amt` >= CAST(6071.00BD AS DECIMAL(7,2)) AND `ss_coupon_amt` <= CAST(7071.00BD AS DECIMAL(7,2)) OR `ss_wholesale_cost` >= CAST(38.00BD AS DECIMAL(7,2)) AND `ss_wholesale_cost` <= CAST(58.00BD AS DECIMAL(7,2)))
) AS _q4 CROSS JOIN (
  SELECT CAST(`avg`(CAST(`ss_list_price` AS DOUBLE)) AS DOUBLE) AS _c19_0, `count`(`ss_list_price`) AS _c19_1, `count`(DISTINCT `ss_list_price`) AS _c19_2
  FROM {src1}
  WHERE `ss_quantity` >= 21L AND `ss_quantity` <= 25L AND `ss_quantity` IS NOT NULL AND (`ss_list_price` >= CAST(122.00BD AS DECIMAL(7,2)) AND `ss_list_price` <= CAST(132.00BD AS DECIMAL(7,2)) OR `ss_coupon_amt` >= CAST(836.00BD AS DECIMAL(7,2)) AND `ss_coupon_amt` <= CAST(1836.00BD AS DECIMAL(7,2)) OR `ss_wholesale_cost` >= CAST(17.00BD AS DECIMAL(7,2)) AND `ss_wholesale_cost` <= CAST(37.00BD AS DECIMAL(7,2)))
) AS _q5 CROSS JOIN (
  SELECT CAST(`avg`(CAST(`ss_list_price` AS DOUBLE)) AS DOUBLE) AS _c23_0, `count`(`ss_list_price`) AS _c23_1, `count`(DISTINCT `ss_list_price`) AS _c23_2
  FROM {src1}
  WHERE `ss_quantity` >= 26L AND `ss_quantity` <= 30L AND `ss_quantity` IS NOT NULL AND (`ss_list_price` >= CAST(154.00BD AS DECIMAL(7,2)) AND `ss_list_price` <= CAST(164.00BD AS DECIMAL(7,2)) OR `ss_coupon_amt` >= CAST(7326.00BD AS DECIMAL(7,2)) AND `ss_coupon_amt` <= CAST(8326.00BD AS DECIMAL(7,2)) OR `ss_wholesale_cost` >= CAST(7.00BD AS DECIMAL(7,2)) AND `ss_wholesale_cost` <= CAST(27.00BD AS DECIMAL(7,2)))
) AS _q6
LIMIT 100
