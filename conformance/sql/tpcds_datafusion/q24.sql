-- tpcds_datafusion/q24: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c16_0 AS `c_last_name`, _c16_1 AS `c_first_name`, _c16_2 AS `s_store_name`, _c17_0 AS `paid`
FROM (
  SELECT _c13_0 AS _c16_0, _c13_1 AS _c16_1, _c13_2 AS _c16_2, CAST(`sum`(_c14_0) AS DECIMAL(38,2)) AS _c17_0
  FROM (
    SELECT `c_last_name` AS _c13_0, `c_first_name` AS _c13_1, `s_store_name` AS _c13_2, `ca_state` AS _c13_3, `s_state` AS _c13_4, `i_color` AS _c13_5, `i_current_price` AS _c13_6, `i_manager_id` AS _c13_7, `i_units` AS _c13_8, `i_size` AS _c13_9, CAST(`sum`(`ss_net_paid`) AS DECIMAL(38,2)) AS _c14_0
    FROM {src1} JOIN {src2} ON `ss_ticket_number` = `sr_ticket_number` AND `ss_item_sk` = `sr_item_sk` JOIN {src3} ON `ss_store_sk` = `s_store_sk` JOIN {src4} ON `ss_item_sk` = `i_item_sk` JOIN {src5} ON `ss_customer_sk` = `c_customer_sk` JOIN {src6} ON `c_current_addr_sk` = `ca_address_sk` AND `s_zip` = `ca_zip` AND `c_birth_country` <> CAST(`upper`(`ca_country`) AS STRING)
    WHERE `s_market_id` = 8L AND `i_color` = 'peach'
    GROUP BY `c_last_name`, `c_first_name`, `s_store_name`, `ca_state`, `s_state`, `i_color`, `i_current_price`, `i_manager_id`, `i_units`, `i_size`
  ) AS _q1
  GROUP BY _c13_0, _c13_1, _c13_2
) AS _q2
WHERE CAST(_c17_0 AS DECIMAL(38,15)) > (
  SELECT CAST(`nanvl`((0.05D * CAST(_c34_0 AS DOUBLE)) - (0.05D * CAST(_c34_0 AS DOUBLE)), `raise_error`('cast failed at relations[0].root.input.sort.input.project.input.filter.condition.scalar_function.arguments[1].value.subquery.scalar.input.project.expressions[0].cast')) + (0.05D * CAST(_c34_0 AS DOUBLE)) AS DECIMAL(38,15)) AS _c35_0
  FROM (
    SELECT CAST(`avg`(_c31_0) AS DECIMAL(38,2)) AS _c34_0
    FROM (
      SELECT `c_last_name` AS _c30_0, `c_first_name` AS _c30_1, `s_store_name` AS _c30_2, `ca_state` AS _c30_3, `s_state` AS _c30_4, `i_color` AS _c30_5, `i_current_price` AS _c30_6, `i_manager_id` AS _c30_7, `i_units` AS _c30_8, `i_size` AS _c30_9, CAST(`sum`(`ss_net_paid`) AS DECIMAL(38,2)) AS _c31_0
      FROM {src1} JOIN {src2} ON `ss_ticket_number` = `sr_ticket_number` AND `ss_item_sk` = `sr_item_sk` JOIN {src3} ON `ss_store_sk` = `s_store_sk` JOIN {src4} ON `ss_item_sk` = `i_item_sk` JOIN {src5} ON `ss_customer_sk` = `c_customer_sk` JOIN {src6} ON `c_current_addr_sk` = `ca_address_sk` AND `s_zip` = `ca_zip` AND `c_birth_country` <> CAST(`upper`(`ca_country`) AS STRING)
      WHERE `s_market_id` = 8L
      GROUP BY `c_last_name`, `c_first_name`, `s_store_name`, `ca_state`, `s_state`, `i_color`, `i_current_price`, `i_manager_id`, `i_units`, `i_size`
    ) AS _q3
  ) AS _q4
)
ORDER BY _c16_0 ASC NULLS LAST, _c16_1 ASC NULLS LAST, _c16_2 ASC NULLS LAST
