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
          SELECT *
          FROM (
            SELECT *
            FROM (
              SELECT CAST(`avg`(_c1_12) AS DECIMAL(38,2)) AS _c4_0, CAST(`count`(_c1_12) AS BIGINT) AS _c4_1, CAST(`count`(DISTINCT _c1_12) AS BIGINT) AS _c4_2
              FROM (
                SELECT `ss_quantity` AS _c1_10, `ss_wholesale_cost` AS _c1_11, `ss_list_price` AS _c1_12, `ss_coupon_amt` AS _c1_19
                FROM {src1}
              ) AS _q1
              WHERE _c1_10 >= 0L AND _c1_10 <= 5L AND (_c1_12 >= CAST(8.00BD AS DECIMAL(7,2)) AND _c1_12 <= CAST(18.00BD AS DECIMAL(7,2)) OR _c1_19 >= CAST(459.00BD AS DECIMAL(7,2)) AND _c1_19 <= CAST(1459.00BD AS DECIMAL(7,2)) OR _c1_11 >= CAST(57.00BD AS DECIMAL(7,2)) AND _c1_11 <= CAST(77.00BD AS DECIMAL(7,2)))
              LIMIT 100
            ) AS _q2
          ) AS _q3 JOIN (
            SELECT CAST(`avg`(_c6_12) AS DECIMAL(38,2)) AS _c9_0, CAST(`count`(_c6_12) AS BIGINT) AS _c9_1, CAST(`count`(DISTINCT _c6_12) AS BIGINT) AS _c9_2
            FROM (
              SELECT `ss_quantity` AS _c6_10, `ss_wholesale_cost` AS _c6_11, `ss_list_price` AS _c6_12, `ss_coupon_amt` AS _c6_19
              FROM {src1}
            ) AS _q4
            WHERE _c6_10 >= 6L AND _c6_10 <= 10L AND (_c6_12 >= CAST(90.00BD AS DECIMAL(7,2)) AND _c6_12 <= CAST(100.00BD AS DECIMAL(7,2)) OR _c6_19 >= CAST(2323.00BD AS DECIMAL(7,2)) AND _c6_19 <= CAST(3323.00BD AS DECIMAL(7,2)) OR _c6_11 >= CAST(31.00BD AS DECIMAL(7,2)) AND _c6_11 <= CAST(51.00BD AS DECIMAL(7,2)))
            LIMIT 100
          ) AS _q5 ON TRUE
          LIMIT 100
        ) AS _q6 JOIN (
          SELECT CAST(`avg`(_c11_12) AS DECIMAL(38,2)) AS _c14_0, CAST(`count`(_c11_12) AS BIGINT) AS _c14_1, CAST(`count`(DISTINCT _c11_12) AS BIGINT) AS _c14_2
          FROM (
            SELECT `ss_quantity` AS _c11_10, `ss_wholesale_cost` AS _c11_11, `ss_list_price` AS _c11_12, `ss_coupon_amt` AS _c11_19
            FROM {src1}
          ) AS _q7
          WHERE _c11_10 >= 11L AND _c11_10 <= 15L AND (_c11_12 >= CAST(142.00BD AS DECIMAL(7,2)) AND _c11_12 <= CAST(152.00BD AS DECIMAL(7,2)) OR _c11_19 >= 12214.00BD AND _c11_19 <= 13214.00BD OR _c11_11 >= CAST(79.00BD AS DECIMAL(7,2)) AND _c11_11 <= CAST(99.00BD AS DECIMAL(7,2)))
          LIMIT 100
        ) AS _q8 ON TRUE
        LIMIT 100
      ) AS _q9 JOIN (
        SELECT CAST(`avg`(_c16_12) AS DECIMAL(38,2)) AS _c19_0, CAST(`count`(_c16_12) AS BIGINT) AS _c19_1, CAST(`count`(DISTINCT _c16_12) AS BIGINT) AS _c19_2
        FROM (
          SELECT `ss_quantity` AS _c16_10, `ss_wholesale_cost` AS _c16_11, `ss_list_price` AS _c16_12, `ss_coupon_amt` AS _c16_19
          FROM {src1}
        ) AS _q10
        WHERE _c16_10 >= 16L AND _c16_10 <= 20L AND (_c16_12 >= CAST(135.00BD AS DECIMAL(7,2)) AND _c16_12 <= CAST(145.00BD AS DECIMAL(7,2)) OR _c16_19 >= CAST(6071.00BD AS DECIMAL(7,2)) AND _c16_19 <= CAST(7071.00BD AS DECIMAL(7,2)) OR _c16_11 >= CAST(38.00BD AS DECIMAL(7,2)) AND _c16_11 <= CAST(58.00BD AS DECIMAL(7,2)))
        LIMIT 100
      ) AS _q11 ON TRUE
      LIMIT 100
    ) AS _q12 JOIN (
      SELECT CAST(`avg`(_c21_12) AS DECIMAL(38,2)) AS _c24_0, CAST(`count`(_c21_12) AS BIGINT) AS _c24_1, CAST(`count`(DISTINCT _c21_12) AS BIGINT) AS _c24_2
      FROM (
        SELECT `ss_quantity` AS _c21_10, `ss_wholesale_cost` AS _c21_11, `ss_list_price` AS _c21_12, `ss_coupon_amt` AS _c21_19
        FROM {src1}
      ) AS _q13
      WHERE _c21_10 >= 21L AND _c21_10 <= 25L AND (_c21_12 >= CAST(122.00BD AS DECIMAL(7,2)) AND _c21_12 <= CAST(132.00BD AS DECIMAL(7,2)) OR _c21_19 >= CAST(836.00BD AS DECIMAL(7,2)) AND _c21_19 <= CAST(1836.00BD AS DECIMAL(7,2)) OR _c21_11 >= CAST(17.00BD AS DECIMAL(7,2)) AND _c21_11 <= CAST(37.00BD AS DECIMAL(7,2)))
      LIMIT 100
    ) AS _q14 ON TRUE
    LIMIT 100
  ) AS _q15 JOIN (
    SELECT CAST(`avg`(_c26_12) AS DECIMAL(38,2)) AS _c29_0, CAST(`count`(_c26_12) AS BIGINT) AS _c29_1, CAST(`count`(DISTINCT _c26_12) AS BIGINT) AS _c29_2
    FROM (
      SELECT `ss_quantity` AS _c26_10, `ss_wholesale_cost` AS _c26_11, `ss_list_price` AS _c26_12, `ss_coupon_amt` AS _c26_19
      FROM {src1}
    ) AS _q16
    WHERE _c26_10 >= 26L AND _c26_10 <= 30L AND (_c26_12 >= CAST(154.00BD AS DECIMAL(7,2)) AND _c26_12 <= CAST(164.00BD AS DECIMAL(7,2)) OR _c26_19 >= CAST(7326.00BD AS DECIMAL(7,2)) AND _c26_19 <= CAST(8326.00BD AS DECIMAL(7,2)) OR _c26_11 >= CAST(7.00BD AS DECIMAL(7,2)) AND _c26_11 <= CAST(27.00BD AS DECIMAL(7,2)))
    LIMIT 100
  ) AS _q17 ON TRUE
  LIMIT 100
) AS _q18
