-- tpcds_datafusion/q94: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `count`(_c14_0) AS `order count`, CAST(`sum`(_c15_0) AS DECIMAL(38,2)) AS `total shipping cost`, CAST(`sum`(_c15_1) AS DECIMAL(38,2)) AS `total net profit`
FROM (
  SELECT _c1_17 AS _c14_0, CAST(`sum`(_c1_28) AS DECIMAL(38,2)) AS _c15_0, CAST(`sum`(_c1_33) AS DECIMAL(38,2)) AS _c15_1
  FROM (
    SELECT `ws_warehouse_sk` AS _c1_15, `ws_order_number` AS _c1_17, `ws_ext_ship_cost` AS _c1_28, `ws_net_profit` AS _c1_33
    FROM {src1} JOIN {src2} ON `ws_ship_date_sk` = `d_date_sk` JOIN {src3} ON `ws_ship_addr_sk` = `ca_address_sk` JOIN {src4} ON `ws_web_site_sk` = `web_site_sk`
    WHERE `d_date` >= DATE '1999-02-01' AND `d_date` <= DATE '1999-04-02' AND `ca_state` = 'IL' AND `web_company_name` = 'pri'
  ) AS _q1 LEFT SEMI JOIN (
    SELECT `ws_warehouse_sk` AS _c11_15, `ws_order_number` AS _c11_17
    FROM {src1}
  ) AS _q2 ON _c1_17 = _c11_17 AND _c1_15 <> _c11_15 LEFT ANTI JOIN {src5} ON _c1_17 = `wr_order_number`
  GROUP BY _c1_17
) AS _q3
ORDER BY `order count` ASC NULLS LAST
LIMIT 100
