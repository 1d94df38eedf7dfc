-- tpcds_datafusion/q16: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c17_0 AS `order count`, _c17_1 AS `total shipping cost`, _c17_2 AS `total net profit`
FROM (
  SELECT `count`(_c14_0) AS _c17_0, CAST(`sum`(_c15_0) AS DECIMAL(38,2)) AS _c17_1, CAST(`sum`(_c15_1) AS DECIMAL(38,2)) AS _c17_2
  FROM (
    SELECT _c1_17 AS _c14_0, CAST(`sum`(_c1_28) AS DECIMAL(38,2)) AS _c15_0, CAST(`sum`(_c1_33) AS DECIMAL(38,2)) AS _c15_1
    FROM (
      SELECT `cs_warehouse_sk` AS _c1_14, `cs_order_number` AS _c1_17, `cs_ext_ship_cost` AS _c1_28, `cs_net_profit` AS _c1_33
      FROM {src1} JOIN (
        SELECT *
        FROM {src2}
        WHERE `d_date` >= DATE '2002-02-01' AND `d_date` <= DATE '2002-04-02'
      ) AS _q1 ON `cs_ship_date_sk` = `d_date_sk` JOIN (
        SELECT *
        FROM {src3}
        WHERE `ca_state` = 'GA'
      ) AS _q2 ON `cs_ship_addr_sk` = `ca_address_sk` JOIN (
        SELECT *
        FROM {src4}
        WHERE `cc_county` = 'Williamson County'
      ) AS _q3 ON `cs_call_center_sk` = `cc_call_center_sk`
    ) AS _q4 LEFT SEMI JOIN (
      SELECT `cs_warehouse_sk` AS _c11_14, `cs_order_number` AS _c11_17
      FROM {src1}
    ) AS _q5 ON _c1_17 = _c11_17 AND _c1_14 <> _c11_14 LEFT ANTI JOIN {src5} ON _c1_17 = `cr_order_number`
    GROUP BY _c1_17
  ) AS _q6
  ORDER BY _c17_0 ASC NULLS LAST
  LIMIT 100
) AS _q7
