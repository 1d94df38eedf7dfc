-- tpcds_datafusion/q95: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c21_0 AS `order count`, _c21_1 AS `total shipping cost`, _c21_2 AS `total net profit`
FROM (
  SELECT CAST(`count`(_c18_0) AS BIGINT) AS _c21_0, CAST(`sum`(_c19_0) AS DECIMAL(38,2)) AS _c21_1, CAST(`sum`(_c19_1) AS DECIMAL(38,2)) AS _c21_2
  FROM (
    SELECT _c1_17 AS _c18_0, CAST(`sum`(_c1_28) AS DECIMAL(38,2)) AS _c19_0, CAST(`sum`(_c1_33) AS DECIMAL(38,2)) AS _c19_1
    FROM (
      SELECT _c1_17, _c1_28, _c1_33
      FROM (
        SELECT _c1_13, _c1_17, _c1_28, _c1_33
        FROM (
          SELECT _c1_11, _c1_13, _c1_17, _c1_28, _c1_33
          FROM (
            SELECT `ws_ship_date_sk` AS _c1_2, `ws_ship_addr_sk` AS _c1_11, `ws_web_site_sk` AS _c1_13, `ws_order_number` AS _c1_17, `ws_ext_ship_cost` AS _c1_28, `ws_net_profit` AS _c1_33
            FROM {src1}
          ) AS _q1 JOIN (
            SELECT _c2_0
            FROM (
              SELECT `d_date_sk` AS _c2_0, `d_date` AS _c2_2
              FROM {src2}
            ) AS _q2
            WHERE _c2_2 >= `date_from_unix_date`(10623) AND _c2_2 <= `date_from_unix_date`(10683)
          ) AS _q3 ON _c1_2 = _c2_0
        ) AS _q4 JOIN (
          SELECT _c5_0
          FROM (
            SELECT `ca_address_sk` AS _c5_0, `ca_state` AS _c5_8
            FROM {src3}
          ) AS _q5
          WHERE _c5_8 = 'IL'
        ) AS _q6 ON _c1_11 = _c5_0
      ) AS _q7 JOIN (
        SELECT _c8_0
        FROM (
          SELECT `web_site_sk` AS _c8_0, `web_company_name` AS _c8_14
          FROM {src4}
        ) AS _q8
        WHERE _c8_14 = 'pri'
      ) AS _q9 ON _c1_13 = _c8_0
    ) AS _q10 LEFT SEMI JOIN (
      SELECT _c11_17
      FROM (
        SELECT `ws_warehouse_sk` AS _c11_15, `ws_order_number` AS _c11_17
        FROM {src1}
      ) AS _q11 LEFT SEMI JOIN (
        SELECT `ws_warehouse_sk` AS _c12_15, `ws_order_number` AS _c12_17
        FROM {src1}
      ) AS _q12 ON _c11_17 = _c12_17 AND _c12_15 <> _c11_15
    ) AS _q13 ON _c1_17 = _c11_17 LEFT SEMI JOIN (
      SELECT *
      FROM (
        SELECT `wr_order_number` AS _c14_13
        FROM {src5}
      ) AS _q14 LEFT SEMI JOIN (
        SELECT _c15_17
        FROM (
          SELECT `ws_warehouse_sk` AS _c15_15, `ws_order_number` AS _c15_17
          FROM {src1}
        ) AS _q15 LEFT SEMI JOIN (
          SELECT `ws_warehouse_sk` AS _c16_15, `ws_order_number` AS _c16_17
          FROM {src1}
        ) AS _q16 ON _c15_17 = _c16_17 AND _c16_15 <> _c15_15
      ) AS _q17 ON _c14_13 = _c15_17
    ) AS _q18 ON _c1_17 = _c14_13
    GROUP BY _c1_17
  ) AS _q19
  ORDER BY _c21_0 ASC NULLS LAST
  LIMIT 100
) AS _q20
