-- tpcds_datafusion/q37: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c11_0 AS `i_item_id`, _c11_1 AS `i_item_desc`, _c11_2 AS `i_current_price`
FROM (
  SELECT DISTINCT _c1_1 AS _c11_0, _c1_4 AS _c11_1, _c1_5 AS _c11_2
  FROM (
    SELECT _c1_0, _c1_1, _c1_4, _c1_5
    FROM (
      SELECT _c1_0, _c1_1, _c1_4, _c1_5, _c3_0
      FROM (
        SELECT _c1_0, _c1_1, _c1_4, _c1_5
        FROM (
          SELECT `i_item_sk` AS _c1_0, `i_item_id` AS _c1_1, `i_item_desc` AS _c1_4, `i_current_price` AS _c1_5, `i_manufact_id` AS _c1_13
          FROM {src1}
        ) AS _q1
        WHERE _c1_5 >= CAST(68.00BD AS DECIMAL(7,2)) AND _c1_5 <= CAST(98.00BD AS DECIMAL(7,2)) AND _c1_13 IN (677L, 940L, 694L, 808L)
      ) AS _q2 JOIN (
        SELECT _c3_0, _c3_1
        FROM (
          SELECT `inv_date_sk` AS _c3_0, `inv_item_sk` AS _c3_1, `inv_quantity_on_hand` AS _c3_3
          FROM {src2}
        ) AS _q3
        WHERE _c3_3 >= 100 AND _c3_3 <= 500
      ) AS _q4 ON _c1_0 = _c3_1
    ) AS _q5 LEFT SEMI JOIN (
      SELECT _c6_0
      FROM (
        SELECT `d_date_sk` AS _c6_0, `d_date` AS _c6_2
        FROM {src3}
      ) AS _q6
      WHERE _c6_2 >= `date_from_unix_date`(10988) AND _c6_2 <= `date_from_unix_date`(11048)
    ) AS _q7 ON _c3_0 = _c6_0
  ) AS _q8 LEFT SEMI JOIN (
    SELECT `cs_item_sk` AS _c9_15
    FROM {src4}
  ) AS _q9 ON _c1_0 = _c9_15
  ORDER BY _c11_0 ASC NULLS LAST
  LIMIT 100
) AS _q10
