-- tpcds_duckdb113/q28: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c7_0 AS `B1_LP`, _c7_1 AS `B1_CNT`, _c7_2 AS `B1_CNTD`, _c3_0 AS `B2_LP`, _c3_1 AS `B2_CNT`, _c3_2 AS `B2_CNTD`, _c11_0 AS `B3_LP`, _c11_1 AS `B3_CNT`, _c11_2 AS `B3_CNTD`, _c15_0 AS `B4_LP`, _c15_1 AS `B4_CNT`, _c15_2 AS `B4_CNTD`, _c19_0 AS `B5_LP`, _c19_1 AS `B5_CNT`, _c19_2 AS `B5_CNTD`, _c23_0 AS `B6_LP`, _c23_1 AS `B6_CNT`, _c23_2 AS `B6_CNTD`
FROM (
  SELECT *
  FROM (
    SELECT CAST(`avg`(CAST(_c1_12 AS DOUBLE)) AS DOUBLE) AS _c3_0, CAST(`count`(_c1_12) AS BIGINT) AS _c3_1, CAST(`count`(DISTINCT _c1_12) AS BIGINT) AS _c3_2
    FROM (
      SELECT `ss_list_price` AS _c1_12, `ss_coupon_amt` AS _c1_19, `ss_wholesale_cost` AS _c1_11, `ss_quantity` AS _c1_10
      FROM {src1}
    ) AS _q1
    WHERE _c1_10 >= 6L AND _c1_10 <= 10L AND _c1_10 IS NOT NULL AND (_c1_12 >= CAST(90.00BD AS DECIMAL(7,2)) AND _c1_12 <= CAST(100.00BD AS DECIMAL(7,2)) OR _c1_19 >= CAST(2323.00BD AS DECIMAL(7,2)) AND _c1_19 <= CAST(3323.00BD AS DECIMAL(7,2)) OR _c1_11 >= CAST(31.00BD AS DECIMAL(7,2)) AND _c1_11 <= CAST(51.00BD AS DECIMAL(7,2)))
  ) AS _q2 CROSS JOIN (
    SELECT CAST(`avg`(CAST(_c5_12 AS DOUBLE)) AS DOUBLE) AS _c7_0, CAST(`count`(_c5_12) AS BIGINT) AS _c7_1, CAST(`count`(DISTINCT _c5_12) AS BIGINT) AS _c7_2
    FROM (
      SELECT `ss_list_price` AS _c5_12, `ss_coupon_amt` AS _c5_19, `ss_wholesale_cost` AS _c5_11, `ss_quantity` AS _c5_10
      FROM {src1}
    ) AS _q3
    WHERE _c5_10 >= 0L AND _c5_10 <= 5L AND _c5_10 IS NOT NULL AND (_c5_12 >= CAST(8.00BD AS DECIMAL(7,2)) AND _c5_12 <= CAST(18.00BD AS DECIMAL(7,2)) OR _c5_19 >= CAST(459.00BD AS DECIMAL(7,2)) AND _c5_19 <= CAST(1459.00BD AS DECIMAL(7,2)) OR _c5_11 >= CAST(57.00BD AS DECIMAL(7,2)) AND _c5_11 <= CAST(77.00BD AS DECIMAL(7,2)))
  ) AS _q4 CROSS JOIN (
    SELECT CAST(`avg`(CAST(_c9_12 AS DOUBLE)) AS DOUBLE) AS _c11_0, CAST(`count`(_c9_12) AS BIGINT) AS _c11_1, CAST(`count`(DISTINCT _c9_12) AS BIGINT) AS _c11_2
    FROM (
      SELECT `ss_list_price` AS _c9_12, `ss_coupon_amt` AS _c9_19, `ss_wholesale_cost` AS _c9_11, `ss_quantity` AS _c9_10
      FROM {src1}
    ) AS _q5
    WHERE _c9_10 >= 11L AND _c9_10 <= 15L AND _c9_10 IS NOT NULL AND (_c9_12 >= CAST(142.00BD AS DECIMAL(7,2)) AND _c9_12 <= CAST(152.00BD AS DECIMAL(7,2)) OR _c9_19 >= 12214.00BD AND _c9_19 <= 13214.00BD OR _c9_11 >= CAST(79.00BD AS DECIMAL(7,2)) AND _c9_11 <= CAST(99.00BD AS DECIMAL(7,2)))
  ) AS _q6 CROSS JOIN (
    SELECT CAST(`avg`(CAST(_c13_12 AS DOUBLE)) AS DOUBLE) AS _c15_0, CAST(`count`(_c13_12) AS BIGINT) AS _c15_1, CAST(`count`(DISTINCT _c13_12) AS BIGINT) AS _c15_2
    FROM (
      SELECT `ss_list_price` AS _c13_12, `ss_coupon_amt` AS _c13_19, `ss_wholesale_cost` AS _c13_11, `ss_quantity` AS _c13_10
      FROM {src1}
    ) AS _q7
    WHERE _c13_10 >= 16L AND _c13_10 <= 20L AND _c13_10 IS NOT NULL AND (_c13_12 >= CAST(135.00BD AS DECIMAL(7,2)) AND _c13_12 <= CAST(145.00BD AS DECIMAL(7,2)) OR _c13_19 >= CAST(6071.00BD AS DECIMAL(7,2)) AND _c13_19 <= CAST(7071.00BD AS DECIMAL(7,2)) OR _c13_11 >= CAST(38.00BD AS DECIMAL(7,2)) AND _c13_11 <= CAST(58.00BD AS DECIMAL(7,2)))
  ) AS _q8 CROSS JOIN (
    SELECT CAST(`avg`(CAST(_c17_12 AS DOUBLE)) AS DOUBLE) AS _c19_0, CAST(`count`(_c17_12) AS BIGINT) AS _c19_1, CAST(`count`(DISTINCT _c17_12) AS BIGINT) AS _c19_2
    FROM (
      SELECT `ss_list_price` AS _c17_12, `ss_coupon_amt` AS _c17_19, `ss_wholesale_cost` AS _c17_11, `ss_quantity` AS _c17_10
      FROM {src1}
    ) AS _q9
    WHERE _c17_10 >= 21L AND _c17_10 <= 25L AND _c17_10 IS NOT NULL AND (_c17_12 >= CAST(122.00BD AS DECIMAL(7,2)) AND _c17_12 <= CAST(132.00BD AS DECIMAL(7,2)) OR _c17_19 >= CAST(836.00BD AS DECIMAL(7,2)) AND _c17_19 <= CAST(1836.00BD AS DECIMAL(7,2)) OR _c17_11 >= CAST(17.00BD AS DECIMAL(7,2)) AND _c17_11 <= CAST(37.00BD AS DECIMAL(7,2)))
  ) AS _q10 CROSS JOIN (
    SELECT CAST(`avg`(CAST(_c21_12 AS DOUBLE)) AS DOUBLE) AS _c23_0, CAST(`count`(_c21_12) AS BIGINT) AS _c23_1, CAST(`count`(DISTINCT _c21_12) AS BIGINT) AS _c23_2
    FROM (
      SELECT `ss_list_price` AS _c21_12, `ss_coupon_amt` AS _c21_19, `ss_wholesale_cost` AS _c21_11, `ss_quantity` AS _c21_10
      FROM {src1}
    ) AS _q11
    WHERE _c21_10 >= 26L AND _c21_10 <= 30L AND _c21_10 IS NOT NULL AND (_c21_12 >= CAST(154.00BD AS DECIMAL(7,2)) AND _c21_12 <= CAST(164.00BD AS DECIMAL(7,2)) OR _c21_19 >= CAST(7326.00BD AS DECIMAL(7,2)) AND _c21_19 <= CAST(8326.00BD AS DECIMAL(7,2)) OR _c21_11 >= CAST(7.00BD AS DECIMAL(7,2)) AND _c21_11 <= CAST(27.00BD AS DECIMAL(7,2)))
  ) AS _q12
  LIMIT 100
) AS _q13
