-- tpcds_duckdb113/q09: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT CASE WHEN _c55_0 > 74129L THEN _c61_0 ELSE _c67_0 END AS `bucket1`, CASE WHEN _c73_0 > 122840L THEN _c79_0 ELSE _c85_0 END AS `bucket2`, CASE WHEN _c91_0 > 56580L THEN _c48_0 ELSE _c42_0 END AS `bucket3`, CASE WHEN _c36_0 > 10097L THEN _c30_0 ELSE _c24_0 END AS `bucket4`, CASE WHEN _c18_0 > 165306L THEN _c12_0 ELSE _c6_0 END AS `bucket5`
FROM (
  SELECT CAST(`any_value`(_c3_0) AS DOUBLE) AS _c6_0
  FROM (
    SELECT CAST(`avg`(CAST(`ss_net_paid` AS DOUBLE)) AS DOUBLE) AS _c3_0
    FROM {src1}
    WHERE `ss_quantity` >= 81L AND `ss_quantity` <= 100L AND `ss_quantity` IS NOT NULL
  ) AS _q1
) AS _q2 CROSS JOIN (
  SELECT CAST(`any_value`(_c9_0) AS DOUBLE) AS _c12_0
  FROM (
    SELECT CAST(`avg`(CAST(`ss_ext_discount_amt` AS DOUBLE)) AS DOUBLE) AS _c9_0
    FROM {src1}
    WHERE `ss_quantity` >= 81L AND `ss_quantity` <= 100L AND `ss_quantity` IS NOT NULL
  ) AS _q3
) AS _q4 CROSS JOIN (
  SELECT *
  FROM (
    SELECT CAST(`any_value`(_c15_0) AS BIGINT) AS _c18_0
    FROM (
      SELECT `count`(1) AS _c15_0
      FROM {src1}
      WHERE `ss_quantity` >= 81L AND `ss_quantity` <= 100L AND `ss_quantity` IS NOT NULL
    ) AS _q5
  ) AS _q6 CROSS JOIN (
    SELECT CAST(`any_value`(_c21_0) AS DOUBLE) AS _c24_0
    FROM (
      SELECT CAST(`avg`(CAST(`ss_net_paid` AS DOUBLE)) AS DOUBLE) AS _c21_0
      FROM {src1}
      WHERE `ss_quantity` >= 61L AND `ss_quantity` <= 80L AND `ss_quantity` IS NOT NULL
    ) AS _q7
  ) AS _q8
) AS _q9 CROSS JOIN (
  SELECT *
  FROM (
    SELECT CAST(`any_value`(_c27_0) AS DOUBLE) AS _c30_0
    FROM (
      SELECT CAST(`avg`(CAST(`ss_ext_discount_amt` AS DOUBLE)) AS DOUBLE) AS _c27_0
      FROM {src1}
      WHERE `ss_quantity` >= 61L AND `ss_quantity` <= 80L AND `ss_quantity` IS NOT NULL
    ) AS _q10
  ) AS _q11 CROSS JOIN (
    SELECT CAST(`any_value`(_c33_0) AS BIGINT) AS _c36_0
    FROM (
      SELECT `count`(1) AS _c33_0
      FROM {src1}
      WHERE `ss_quantity` >= 61L AND `ss_quantity` <= 80L AND `ss_quantity` IS NOT NULL
    ) AS _q12
  ) AS _q13 CROSS JOIN (
    SELECT *
    FROM (
      SELECT CAST(`any_value`(_c39_0) AS DOUBLE) AS _c42_0
      FROM (
        SELECT CAST(`avg`(CAST(`ss_net_paid` AS DOUBLE)) AS DOUBLE) AS _c39_0
        FROM {src1}
        WHERE `ss_quantity` >= 41L AND `ss_quantity` <= 60L AND `ss_quantity` IS NOT NULL
      ) AS _q14
    ) AS _q15 CROSS JOIN (
      SELECT CAST(`any_value`(_c45_0) AS DOUBLE) AS _c48_0
      FROM (
        SELECT CAST(`avg`(CAST(`ss_ext_discount_amt` AS DOUBLE)) AS DOUBLE) AS _c45_0
        FROM {src1}
        WHERE `ss_quantity` >= 41L AND `ss_quantity` <= 60L AND `ss_quantity` IS NOT NULL
      ) AS _q16
    ) AS _q17
  ) AS _q18
) AS _q19 CROSS JOIN (
  SELECT *
  FROM {src2} CROSS JOIN (
    SELECT CAST(`any_value`(_c52_0) AS BIGINT) AS _c55_0
    FROM (
      SELECT `count`(1) AS _c52_0
      FROM {src1}
      WHERE `ss_quantity` >= 1L AND `ss_quantity` <= 20L AND `ss_quantity` IS NOT NULL
    ) AS _q20
  ) AS _q21 CROSS JOIN (
    SELECT CAST(`any_value`(_c58_0) AS DOUBLE) AS _c61_0
    FROM (
      SELECT CAST(`avg`(CAST(`ss_ext_discount_amt` AS DOUBLE)) AS DOUBLE) AS _c58_0
      FROM {src1}
      WHERE `ss_quantity` >= 1L AND `ss_quantity` <= 20L AND `ss_quantity` IS NOT NULL
    ) AS _q22
  ) AS _q23 CROSS JOIN (
    SELECT CAST(`any_value`(_c64_0) AS DOUBLE) AS _c67_0
    FROM (
      SELECT CAST(`avg`(CAST(`ss_net_paid` AS DOUBLE)) AS DOUBLE) AS _c64_0
      FROM {src1}
      WHERE `ss_quantity` >= 1L AND `ss_quantity` <= 20L AND `ss_quantity` IS NOT NULL
    ) AS _q24
  ) AS _q25 CROSS JOIN (
    SELECT CAST(`any_value`(_c70_0) AS BIGINT) AS _c73_0
    FROM (
      SELECT `count`(1) AS _c70_0
      FROM {src1}
      WHERE `ss_quantity` >= 21L AND `ss_quantity` <= 40L AND `ss_quantity` IS NOT NULL
    ) AS _q26
  ) AS _q27 CROSS JOIN (
    SELECT CAST(`any_value`(_c76_0) AS DOUBLE) AS _c79_0
    FROM (
      SELECT CAST(`avg`(CAST(`ss_ext_discount_amt` AS DOUBLE)) AS DOUBLE) AS _c76_0
      FROM {src1}
      WHERE `ss_quantity` >= 21L AND `ss_quantity` <= 40L AND `ss_quantity` IS NOT NULL
    ) AS _q28
  ) AS _q29 CROSS JOIN (
    SELECT CAST(`any_value`(_c82_0) AS DOUBLE) AS _c85_0
    FROM (
      SELECT CAST(`avg`(CAST(`ss_net_paid` AS DOUBLE)) AS DOUBLE) AS _c82_0
      FROM {src1}
      WHERE `ss_quantity` >= 21L AND `ss_quantity` <= 40L AND `ss_quantity` IS NOT NULL
    ) AS _q30
  ) AS _q31 CROSS JOIN (
    SELECT CAST(`any_value`(_c88_0) AS BIGINT) AS _c91_0
    FROM (
      SELECT `count`(1) AS _c88_0
      FROM {src1}
      WHERE `ss_quantity` >= 41L AND `ss_quantity` <= 60L AND `ss_quantity` IS NOT NULL
    ) AS _q32
  ) AS _q33
) AS _q34
