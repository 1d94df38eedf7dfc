-- tpcds_duckdb113/q58: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c47_0 AS `item_id`, _c48_0 AS `ss_item_rev`, CAST(CASE WHEN _c51_0 = 0.0D THEN CAST(_c48_0 AS DOUBLE) * `power`(_c51_0, (-1.0D)) ELSE CAST(_c48_0 AS DOUBLE) / _c51_0 END AS DOUBLE) * 100.0D AS `ss_dev`, _c15_0 AS `cs_item_rev`, CAST(CASE WHEN _c51_0 = 0.0D THEN CAST(_c15_0 AS DOUBLE) * `power`(_c51_0, (-1.0D)) ELSE CAST(_c15_0 AS DOUBLE) / _c51_0 END AS DOUBLE) * 100.0D AS `cs_dev`, _c31_0 AS `ws_item_rev`, CAST(CASE WHEN _c51_0 = 0.0D THEN CAST(_c31_0 AS DOUBLE) * `power`(_c51_0, (-1.0D)) ELSE CAST(_c31_0 AS DOUBLE) / _c51_0 END AS DOUBLE) * 100.0D AS `ws_dev`, _c51_0 AS `average`
FROM (
  SELECT _c47_0, _c48_0, CAST(CAST(CAST(_c48_0 + _c15_0 AS DECIMAL(38,2)) + _c31_0 AS DECIMAL(38,2)) AS DOUBLE) / 3.0D AS _c51_0, _c15_0, _c31_0
  FROM (
    SELECT `i_item_id` AS _c14_0, CAST(`sum`(_c2_23) AS DECIMAL(38,2)) AS _c15_0
    FROM (
      SELECT `d_date` AS _c1_2, `d_date_sk` AS _c1_0, `cs_item_sk` AS _c2_15, `cs_sold_date_sk` AS _c2_0, `cs_ext_sales_price` AS _c2_23
      FROM {src1} JOIN {src2} ON `d_date_sk` = `cs_sold_date_sk`
      WHERE `d_date_sk` >= 2450815L AND `d_date_sk` <= 2452225L AND `d_date_sk` IS NOT NULL
    ) AS _q1 LEFT SEMI JOIN (
      SELECT `d_date` AS _c4_2
      FROM {src1} JOIN (
        SELECT CAST(`any_value`(`d_week_seq`) AS BIGINT) AS _c8_0
        FROM {src1}
        WHERE `d_date` = DATE '2000-01-03' AND `d_date` IS NOT NULL
      ) AS _q2 ON `d_week_seq` = _c8_0
    ) AS _q3 ON _c1_2 = _c4_2 JOIN {src3} ON _c2_15 = `i_item_sk`
    WHERE `i_item_sk` <= 179L AND `i_item_sk` IS NOT NULL
    GROUP BY `i_item_id`
  ) AS _q4 JOIN (
    SELECT `i_item_id` AS _c30_0, CAST(`sum`(_c18_23) AS DECIMAL(38,2)) AS _c31_0
    FROM (
      SELECT `d_date` AS _c17_2, `d_date_sk` AS _c17_0, `ws_item_sk` AS _c18_3, `ws_sold_date_sk` AS _c18_0, `ws_ext_sales_price` AS _c18_23
      FROM {src1} JOIN {src4} ON `d_date_sk` = `ws_sold_date_sk`
      WHERE `d_date_sk` >= 2450818L AND `d_date_sk` <= 2452642L AND `d_date_sk` IS NOT NULL
    ) AS _q5 LEFT SEMI JOIN (
      SELECT `d_date` AS _c20_2
      FROM {src1} JOIN (
        SELECT CAST(`any_value`(`d_week_seq`) AS BIGINT) AS _c24_0
        FROM {src1}
        WHERE `d_date` = DATE '2000-01-03' AND `d_date` IS NOT NULL
      ) AS _q6 ON `d_week_seq` = _c24_0
    ) AS _q7 ON _c17_2 = _c20_2 JOIN {src3} ON _c18_3 = `i_item_sk`
    GROUP BY `i_item_id`
  ) AS _q8 ON _c14_0 = _c30_0 AND CAST(_c15_0 AS DECIMAL(38,3)) >= CAST(CAST(0.9BD AS DECIMAL(38,1)) * _c31_0 AS DECIMAL(38,3)) AND CAST(CAST(0.9BD AS DECIMAL(38,1)) * _c15_0 AS DECIMAL(38,3)) <= CAST(_c31_0 AS DECIMAL(38,3)) AND CAST(_c15_0 AS DECIMAL(38,3)) <= CAST(CAST(1.1BD AS DECIMAL(38,1)) * _c31_0 AS DECIMAL(38,3)) AND CAST(CAST(1.1BD AS DECIMAL(38,1)) * _c15_0 AS DECIMAL(38,3)) >= CAST(_c31_0 AS DECIMAL(38,3)) JOIN (
    SELECT `i_item_id` AS _c47_0, CAST(`sum`(`ss_ext_sales_price`) AS DECIMAL(38,2)) AS _c48_0
    FROM {src5} JOIN (
      SELECT *
      FROM (
        SELECT `d_date` AS _c35_2, `d_date_sk` AS _c35_0
        FROM {src1}
        WHERE `d_date_sk` >= 2450816L AND `d_date_sk` <= 2452642L AND `d_date_sk` IS NOT NULL
      ) AS _q9 LEFT SEMI JOIN (
        SELECT `d_date` AS _c36_2
        FROM {src1} JOIN (
          SELECT CAST(`any_value`(`d_week_seq`) AS BIGINT) AS _c40_0
          FROM {src1}
          WHERE `d_date` = DATE '2000-01-03' AND `d_date` IS NOT NULL
        ) AS _q10 ON `d_week_seq` = _c40_0
      ) AS _q11 ON _c35_2 = _c36_2
    ) AS _q12 ON `ss_sold_date_sk` = _c35_0 JOIN {src3} ON `ss_item_sk` = `i_item_sk`
    GROUP BY `i_item_id`
  ) AS _q13 ON _c14_0 = _c47_0 AND CAST(CAST(0.9BD AS DECIMAL(38,1)) * _c31_0 AS DECIMAL(38,3)) <= CAST(_c48_0 AS DECIMAL(38,3)) AND CAST(_c31_0 AS DECIMAL(38,3)) >= CAST(CAST(0.9BD AS DECIMAL(38,1)) * _c48_0 AS DECIMAL(38,3)) AND CAST(CAST(1.1BD AS DECIMAL(38,1)) * _c31_0 AS DECIMAL(38,3)) >= CAST(_c48_0 AS DECIMAL(38,3)) AND CAST(_c31_0 AS DECIMAL(38,3)) <= CAST(CAST(1.1BD AS DECIMAL(38,1)) * _c48_0 AS DECIMAL(38,3)) AND CAST(CAST(0.9BD AS DECIMAL(38,1)) * _c15_0 AS DECIMAL(38,3)) <= CAST(_c48_0 AS DECIMAL(38,3)) AND CAST(_c15_0 AS DECIMAL(38,3)) >= CAST(CAST(0.9BD AS DECIMAL(38,1)) * _c48_0 AS DECIMAL(38,3)) AND CAST(CAST(1.1BD AS DECIMAL(38,1)) * _c15_0 AS DECIMAL(38,3)) >= CAST(_c48_0 AS DECIMAL(38,3)) AND CAST(_c15_0 AS DECIMAL(38,3)) <= CAST(CAST(1.1BD AS DECIMAL(38,1)) * _c48_0 AS DECIMAL(38,3))
  ORDER BY _c47_0 ASC NULLS FIRST, _c48_0 ASC NULLS FIRST
  LIMIT 100
) AS _q14
