-- tpcds_duckdb113/q82: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c8_0 AS `i_item_id`, _c8_1 AS `i_item_desc`, _c8_2 AS `i_current_price`
FROM (
  SELECT *
  FROM (
    SELECT DISTINCT _c4_1 AS _c8_0, _c4_4 AS _c8_1, _c4_5 AS _c8_2
    FROM (
      SELECT `ss_item_sk` AS _c1_2
      FROM {src1}
    ) AS _q1 JOIN (
      SELECT _c2_0, _c3_0, _c4_5, _c4_0, _c4_1, _c4_4
      FROM (
        SELECT _c2_0
        FROM (
          SELECT `d_date_sk` AS _c2_0, `d_date` AS _c2_2
          FROM {src2}
        ) AS _q2
        WHERE _c2_2 >= `date_from_unix_date`(11102) AND _c2_2 <= `date_from_unix_date`(11162) AND _c2_2 IS NOT NULL AND _c2_0 >= 2450815L AND _c2_0 <= 2452635L
      ) AS _q3 JOIN (
        SELECT _c3_1, _c3_0, _c4_5, _c4_0, _c4_1, _c4_4
        FROM (
          SELECT _c3_1, _c3_0
          FROM (
            SELECT `inv_item_sk` AS _c3_1, `inv_date_sk` AS _c3_0, `inv_quantity_on_hand` AS _c3_3
            FROM {src3}
          ) AS _q4
          WHERE _c3_3 >= 100 AND _c3_3 <= 500 AND _c3_3 IS NOT NULL
        ) AS _q5 JOIN (
          SELECT *
          FROM (
            SELECT `i_current_price` AS _c4_5, `i_item_sk` AS _c4_0, `i_manufact_id` AS _c4_13, `i_item_id` AS _c4_1, `i_item_desc` AS _c4_4
            FROM {src4}
          ) AS _q6
          WHERE _c4_5 >= CAST(62.00BD AS DECIMAL(7,2)) AND _c4_5 <= CAST(92.00BD AS DECIMAL(7,2)) AND _c4_5 IS NOT NULL AND _c4_13 IN (129L, 270L, 821L, 423L)
        ) AS _q7 ON _c3_1 = _c4_0
      ) AS _q8 ON _c2_0 = _c3_0
    ) AS _q9 ON _c1_2 = _c4_0
  ) AS _q10
  ORDER BY _c8_0 ASC NULLS LAST
  LIMIT 100
) AS _q11
