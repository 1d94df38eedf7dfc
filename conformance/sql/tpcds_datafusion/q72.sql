-- tpcds_datafusion/q72: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c6_4 AS `i_item_desc`, _c4_2 AS `w_warehouse_name`, _c14_4 AS `d_week_seq`, CAST(`sum`(CASE WHEN `p_promo_sk` IS NULL THEN 1L ELSE 0L END) AS BIGINT) AS `no_promo`, CAST(`sum`(CASE WHEN `p_promo_sk` IS NOT NULL THEN 1L ELSE 0L END) AS BIGINT) AS `promo`, `count`(1L) AS `total_cnt`
FROM (
  SELECT `cs_ship_date_sk` AS _c1_2, `cs_item_sk` AS _c1_15, `cs_promo_sk` AS _c1_16, `cs_order_number` AS _c1_17, `inv_date_sk` AS _c2_0, `w_warehouse_name` AS _c4_2, `i_item_desc` AS _c6_4, `d_date` AS _c14_2, `d_week_seq` AS _c14_4
  FROM {src1} JOIN {src2} ON `cs_item_sk` = `inv_item_sk` AND CAST(`inv_quantity_on_hand` AS BIGINT) < `cs_quantity` JOIN {src3} ON `inv_warehouse_sk` = `w_warehouse_sk` JOIN {src4} ON `cs_item_sk` = `i_item_sk` JOIN {src5} ON `cs_bill_cdemo_sk` = `cd_demo_sk` JOIN {src6} ON `cs_bill_hdemo_sk` = `hd_demo_sk` JOIN {src7} ON `cs_sold_date_sk` = `d_date_sk`
  WHERE `cd_marital_status` = 'D' AND `hd_buy_potential` = '>10000' AND `d_year` = 1999L
) AS _q1 JOIN (
  SELECT `d_date_sk` AS _c17_0, `d_week_seq` AS _c17_4
  FROM {src7}
) AS _q2 ON _c2_0 = _c17_0 AND _c14_4 = _c17_4 JOIN {src7} ON _c1_2 = `d_date_sk` AND `d_date` > CAST(CAST(_c14_2 AS TIMESTAMP_NTZ) + `make_dt_interval`(5, 0, 0, CAST(0.000000BD AS DECIMAL(18,6))) AS DATE) LEFT OUTER JOIN {src8} ON _c1_16 = `p_promo_sk` LEFT OUTER JOIN {src9} ON _c1_15 = `cr_item_sk` AND _c1_17 = `cr_order_number`
GROUP BY _c6_4, _c4_2, _c14_4
ORDER BY `total_cnt` DESC NULLS FIRST, `i_item_desc` ASC NULLS FIRST, `w_warehouse_name` ASC NULLS FIRST, `d_week_seq` ASC NULLS FIRST
LIMIT 100
