-- tpcds_datafusion/q16: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `count`(_c14_0) AS `order count`, CAST(`sum`(_c15_0) AS DECIMAL(38,2)) AS `total shipping cost`, CAST(`sum`(_c15_1) AS DECIMAL(38,2)) AS `total net profit`
FROM (
  SELECT _c1_17 AS _c14_0, CAST(`sum`(_c1_28) AS DECIMAL(38,2)) AS _c15_0, CAST(`sum`(_c1_33) AS DECIMAL(38,2)) AS _c15_1
  FROM (
    SELECT `cs_warehouse_sk` AS _c1_14, `cs_order_number` AS _c1_17, `cs_ext_ship_cost` AS _c1_28, `cs_net_profit` AS _c1_33
    FROM {src1} JOIN {src2} ON `cs_ship_date_sk` = `d_date_sk` JOIN {src3} ON `cs_ship_addr_sk` = `ca_address_sk` JOIN {src4} ON `cs_call_center_sk` = `cc_call_center_sk`
    WHERE `d_date` >= DATE '2002-02-01' AND `d_date` <= DATE '2002-04-02' AND `ca_state` = 'GA' AND `cc_county` = 'Williamson County'
  ) AS _q1 LEFT SEMI JOIN (
    SELECT `cs_warehouse_sk` AS _c11_14, `cs_order_number` AS _c11_17
    FROM {src1}
  ) AS _q2 ON _c1_17 = _c11_17 AND _c1_14 <> _c11_14 LEFT ANTI JOIN {src5} ON _c1_17 = `cr_order_number`
  GROUP BY _c1_17
) AS _q3
ORDER BY `order count` ASC NULLS LAST
LIMIT 100
