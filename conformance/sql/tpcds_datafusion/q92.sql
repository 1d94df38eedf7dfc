-- tpcds_datafusion/q92: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c17_0 AS `Excess Discount Amount`
FROM (
  SELECT CAST(`sum`(_c1_22) AS DECIMAL(38,2)) AS _c17_0
  FROM (
    SELECT _c1_22, _c2_0
    FROM (
      SELECT _c1_0, _c1_22, _c2_0
      FROM (
        SELECT `ws_sold_date_sk` AS _c1_0, `ws_item_sk` AS _c1_3, `ws_ext_discount_amt` AS _c1_22
        FROM {src1}
      ) AS _q1 JOIN (
        SELECT _c2_0
        FROM (
          SELECT `i_item_sk` AS _c2_0, `i_manufact_id` AS _c2_13
          FROM {src2}
        ) AS _q2
        WHERE _c2_13 = 350L
      ) AS _q3 ON _c1_3 = _c2_0
    ) AS _q4 JOIN (
      SELECT _c5_0
      FROM (
        SELECT `d_date_sk` AS _c5_0, `d_date` AS _c5_2
        FROM {src3}
      ) AS _q5
      WHERE _c5_2 >= `date_from_unix_date`(10983) AND _c5_2 <= `date_from_unix_date`(11073)
    ) AS _q6 ON _c1_0 = _c5_0
  ) AS _q7 LEFT SEMI JOIN (
    SELECT CAST(CAST(1.3D * CAST(_c13_0 AS DOUBLE) AS DOUBLE) AS DECIMAL(30,15)) AS _c14_0, _c12_0
    FROM (
      SELECT _c8_3 AS _c12_0, CAST(`avg`(_c8_22) AS DECIMAL(38,2)) AS _c13_0
      FROM (
        SELECT `ws_sold_date_sk` AS _c8_0, `ws_item_sk` AS _c8_3, `ws_ext_discount_amt` AS _c8_22
        FROM {src1}
      ) AS _q8 JOIN (
        SELECT _c9_0
        FROM (
          SELECT `d_date_sk` AS _c9_0, `d_date` AS _c9_2
          FROM {src3}
        ) AS _q9
        WHERE _c9_2 >= `date_from_unix_date`(10983) AND _c9_2 <= `date_from_unix_date`(11073)
      ) AS _q10 ON _c8_0 = _c9_0
      GROUP BY _c8_3
    ) AS _q11
  ) AS _q12 ON _c2_0 = _c12_0 AND CAST(_c1_22 AS DECIMAL(30,15)) > _c14_0
  ORDER BY _c17_0 ASC NULLS LAST
  LIMIT 100
) AS _q13
