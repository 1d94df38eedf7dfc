-- tpcds_datafusion/q28: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c4_0 AS `b1_lp`, _c4_1 AS `b1_cnt`, _c4_2 AS `b1_cntd`, _c9_0 AS `b2_lp`, _c9_1 AS `b2_cnt`, _c9_2 AS `b2_cntd`, _c14_0 AS `b3_lp`, _c14_1 AS `b3_cnt`, _c14_2 AS `b3_cntd`, _c19_0 AS `b4_lp`, _c19_1 AS `b4_cnt`, _c19_2 AS `b4_cntd`, _c24_0 AS `b5_lp`, _c24_1 AS `b5_cnt`, _c24_2 AS `b5_cntd`, _c29_0 AS `b6_lp`, _c29_1 AS `b6_cnt`, _c29_2 AS `b6_cntd`
FROM (
  SELECT *
  FROM (
    SELECT *
    FROM (
      SELECT *
      FROM (
        SELECT *
        FROM (
          SELECT CAST(`avg`(`ss_list_price`) AS DECIMAL(38,2)) AS _c4_0, `count`(`ss_list_price`) AS _c4_1, `count`(DISTINCT `ss_list_price`) AS _c4_2
          FROM {src1}
          WHERE `ss_quantity` >= 0L AND `ss_quantity` <= 5L AND (`ss_list_price` >= CAST(8.00BD AS DECIMAL(7,2)) AND `ss_list_price` <= CAST(18.00BD AS DECIMAL(7,2)) OR `ss_coupon_amt` >= CAST(459.00BD AS DECIMAL(7,2)) AND `ss_coupon_amt` <= CAST(1459.00BD AS DECIMAL(7,2)) OR `ss_wholesale_cost` >= CAST(57.00BD AS DECIMAL(7,2)) AND `ss_wholesale_cost` <= CAST(77.00BD AS DECIMAL(7,2)))
          LIMIT 100
        ) AS _q1 JOIN (
          SELECT CAST(`avg`(`ss_list_price`) AS DECIMAL(38,2)) AS _c9_0, `count`(`ss_list_price`) AS _c9_1, `count`(DISTINCT `ss_list_price`) AS _c9_2
          FROM {src1}
          WHERE `ss_quantity` >= 6L AND `ss_quantity` <= 10L AND (`ss_list_price` >= CAST(90.00BD AS DECIMAL(7,2)) AND `ss_list_price` <= CAST(100.00BD AS DECIMAL(7,2)) OR `ss_coupon_amt` >= CAST(2323.00BD AS DECIMAL(7,2)) AND `ss_coupon_amt` <= CAST(3323.00BD AS DECIMAL(7,2)) OR `ss_wholesale_cost` >= CAST(31.00BD AS DECIMAL(7,2)) AND `ss_wholesale_cost` <= CAST(51.00BD AS DECIMAL(7,2)))
          LIMIT 100
        ) AS _q2 ON TRUE
        LIMIT 100
      ) AS _q3 JOIN (
        SELECT CAST(`avg`(`ss_list_price`) AS DECIMAL(38,2)) AS _c14_0, `count`(`ss_list_price`) AS _c14_1, `count`(DISTINCT `ss_list_price`) AS _c14_2
        FROM {src1}
        WHERE `ss_quantity` >= 11L AND `ss_quantity` <= 15L AND (`ss_list_price` >= CAST(142.00BD AS DECIMAL(7,2)) AND `ss_list_price` <= CAST(152.00BD AS DECIMAL(7,2)) OR `ss_coupon_amt` >= 12214.00BD AND `ss_coupon_amt` <= 13214.00BD OR `ss_wholesale_cost` >= CAST(79.00BD AS DECIMAL(7,2)) AND `ss_wholesale_cost` <= CAST(99.00BD AS DECIMAL(7,2)))
        LIMIT 100
      ) AS _q4 ON TRUE
      LIMIT 100
    ) AS _q5 JOIN (
      SELECT CAST(`avg`(`ss_list_price`) AS DECIMAL(38,2)) AS _c19_0, `count`(`ss_list_price`) AS _c19_1, `count`(DISTINCT `ss_list_price`) AS _c19_2
      FROM {src1}
      WHERE `ss_quantity` >= 16L AND `ss_quantity` <= 20L AND (`ss_list_price` >= CAST(135.00BD AS DECIMAL(7,2)) AND `ss_list_price` <= CAST(145.00BD AS DECIMAL(7,2)) OR `ss_coupon_amt` >= CAST(6071.00BD AS DECIMAL(7,2)) AND `ss_coupon_amt` <= CAST(7071.00BD AS DECIMAL(7,2)) OR `ss_wholesale_cost` >= CAST(38.00BD AS DECIMAL(7,2)) AND `ss_wholesale_cost` <= CAST(58.00BD AS DECIMAL(7,2)))
      LIMIT 100
    ) AS _q6 ON TRUE
    LIMIT 100
  ) AS _q7 JOIN (
    SELECT CAST(`avg`(`ss_list_price`) AS DECIMAL(38,2)) AS _c24_0, `count`(`ss_list_price`) AS _c24_1, `count`(DISTINCT `ss_list_price`) AS _c24_2
    FROM {src1}
    WHERE `ss_quantity` >= 21L AND `ss_quantity` <= 25L AND (`ss_list_price` >= CAST(122.00BD AS DECIMAL(7,2)) AND `ss_list_price` <= CAST(132.00BD AS DECIMAL(7,2)) OR `ss_coupon_amt` >= CAST(836.00BD AS DECIMAL(7,2)) AND `ss_coupon_amt` <= CAST(1836.00BD AS DECIMAL(7,2)) OR `ss_wholesale_cost` >= CAST(17.00BD AS DECIMAL(7,2)) AND `ss_wholesale_cost` <= CAST(37.00BD AS DECIMAL(7,2)))
    LIMIT 100
  ) AS _q8 ON TRUE
  LIMIT 100
) AS _q9 JOIN (
  SELECT CAST(`avg`(`ss_list_price`) AS DECIMAL(38,2)) AS _c29_0, `count`(`ss_list_price`) AS _c29_1, `count`(DISTINCT `ss_list_price`) AS _c29_2
  FROM {src1}
  WHERE `ss_quantity` >= 26L AND `ss_quantity` <= 30L AND (`ss_list_price` >= CAST(154.00BD AS DECIMAL(7,2)) AND `ss_list_price` <= CAST(164.00BD AS DECIMAL(7,2)) OR `ss_coupon_amt` >= CAST(7326.00BD AS DECIMAL(7,2)) AND `ss_coupon_amt` <= CAST(8326.00BD AS DECIMAL(7,2)) OR `ss_wholesale_cost` >= CAST(7.00BD AS DECIMAL(7,2)) AND `ss_wholesale_cost` <= CAST(27.00BD AS DECIMAL(7,2)))
  LIMIT 100
) AS _q10 ON TRUE
LIMIT 100
