-- tpcds_datafusion/q16: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c17_0 AS `order count`, _c17_1 AS `total shipping cost`, _c17_2 AS `total net profit`
FROM (
  SELECT CAST(`count`(_c14_0) AS BIGINT) AS _c17_0, CAST(`sum`(_c15_0) AS DECIMAL(38,2)) AS _c17_1, CAST(`sum`(_c15_1) AS DECIMAL(38,2)) AS _c17_2
  FROM (
    SELECT _c1_17 AS _c14_0, CAST(`sum`(_c1_28) AS DECIMAL(38,2)) AS _c15_0, CAST(`sum`(_c1_33) AS DECIMAL(38,2)) AS _c15_1
    FROM (
      SELECT _c1_17, _c1_28, _c1_33
      FROM (
        SELECT _c1_14, _c1_17, _c1_28, _c1_33
        FROM (
          SELECT _c1_11, _c1_14, _c1_17, _c1_28, _c1_33
          FROM (
            SELECT _c1_10, _c1_11, _c1_14, _c1_17, _c1_28, _c1_33
            FROM (
              SELECT `cs_ship_date_sk` AS _c1_2, `cs_ship_addr_sk` AS _c1_10, `cs_call_center_sk` AS _c1_11, `cs_warehouse_sk` AS _c1_14, `cs_order_number` AS _c1_17, `cs_ext_ship_cost` AS _c1_28, `cs_net_profit` AS _c1_33
              FROM {src1}
            ) AS _q1 JOIN (
              SELECT _c2_0
              FROM (
                SELECT `d_date_sk` AS _c2_0, `d_date` AS _c2_2
                FROM {src2}
              ) AS _q2
              WHERE _c2_2 >= `date_from_unix_date`(11719) AND _c2_2 <= `date_from_unix_date`(11779)
            ) AS _q3 ON _c1_2 = _c2_0
          ) AS _q4 JOIN (
            SELECT _c5_0
            FROM (
              SELECT `ca_address_sk` AS _c5_0, `ca_state` AS _c5_8
              FROM {src3}
            ) AS _q5
            WHERE _c5_8 = 'GA'
          ) AS _q6 ON _c1_10 = _c5_0
        ) AS _q7 JOIN (
          SELECT _c8_0
          FROM (
            SELECT `cc_call_center_sk` AS _c8_0, `cc_county` AS _c8_25
            FROM {src4}
          ) AS _q8
          WHERE _c8_25 = 'Williamson County'
        ) AS _q9 ON _c1_11 = _c8_0
      ) AS _q10 LEFT SEMI JOIN (
        SELECT `cs_warehouse_sk` AS _c11_14, `cs_order_number` AS _c11_17
        FROM {src1}
      ) AS _q11 ON _c1_17 = _c11_17 AND _c1_14 <> _c11_14
    ) AS _q12 LEFT ANTI JOIN (
      SELECT `cr_order_number` AS _c13_16
      FROM {src5}
    ) AS _q13 ON _c1_17 = _c13_16
    GROUP BY _c1_17
  ) AS _q14
  ORDER BY _c17_0 ASC NULLS LAST
  LIMIT 100
) AS _q15
