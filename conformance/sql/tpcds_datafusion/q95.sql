-- tpcds_datafusion/q95: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `count`(_c18_0) AS `order count`, CAST(`sum`(_c19_0) AS DECIMAL(38,2)) AS `total shipping cost`, CAST(`sum`(_c19_1) AS DECIMAL(38,2)) AS `total net profit`
FROM (
  SELECT `ws_order_number` AS _c18_0, CAST(`sum`(`ws_ext_ship_cost`) AS DECIMAL(38,2)) AS _c19_0, CAST(`sum`(`ws_net_profit`) AS DECIMAL(38,2)) AS _c19_1
  FROM {src1} JOIN {src2} ON `ws_ship_date_sk` = `d_date_sk` JOIN {src3} ON `ws_ship_addr_sk` = `ca_address_sk` JOIN {src4} ON `ws_web_site_sk` = `web_site_sk` LEFT SEMI JOIN (
    SELECT *
    FROM (
      SELECT `ws_warehouse_sk` AS _c11_15, `ws_order_number` AS _c11_17
      FROM {src1}
    ) AS _q1 LEFT SEMI JOIN (
      SELECT `ws_warehouse_sk` AS _c12_15, `ws_order_number` AS _c12_17
      FROM {src1}
    ) AS _q2 ON _c11_17 = _c12_17 AND _c12_15 <> _c11_15
  ) AS _q3 ON `ws_order_number` = _c11_17 LEFT SEMI JOIN (
    SELECT *
    FROM {src5} LEFT SEMI JOIN (
      SELECT *
      FROM (
        SELECT `ws_warehouse_sk` AS _c15_15, `ws_order_number` AS _c15_17
        FROM {src1}
      ) AS _q4 LEFT SEMI JOIN (
        SELECT `ws_warehouse_sk` AS _c16_15, `ws_order_number` AS _c16_17
        FROM {src1}
      ) AS _q5 ON _c15_17 = _c16_17 AND _c16_15 <> _c15_15
    ) AS _q6 ON `wr_order_number` = _c15_17
  ) AS _q7 ON `ws_order_number` = `wr_order_number`
  WHERE `d_date` >= DATE '1999-02-01' AND `d_date` <= DATE '1999-04-02' AND `ca_state` = 'IL' AND `web_company_name` = 'pri'
  GROUP BY `ws_order_number`
) AS _q8
ORDER BY `order count` ASC NULLS LAST
LIMIT 100
