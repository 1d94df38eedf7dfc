-- tpcds_datafusion/q31: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c6_0 AS `ca_county`, _c6_2 AS `d_year`, CAST(CASE WHEN CAST(_c32_0 AS DOUBLE) = 0.0D THEN CAST(_c40_0 AS DOUBLE) * `power`(CAST(_c32_0 AS DOUBLE), (-1.0D)) ELSE CAST(_c40_0 AS DOUBLE) / CAST(_c32_0 AS DOUBLE) END AS DOUBLE) AS `web_q1_q2_increase`, CAST(CASE WHEN CAST(_c7_0 AS DOUBLE) = 0.0D THEN CAST(_c15_0 AS DOUBLE) * `power`(CAST(_c7_0 AS DOUBLE), (-1.0D)) ELSE CAST(_c15_0 AS DOUBLE) / CAST(_c7_0 AS DOUBLE) END AS DOUBLE) AS `store_q1_q2_increase`, CAST(CASE WHEN CAST(_c40_0 AS DOUBLE) = 0.0D THEN CAST(_c49_0 AS DOUBLE) * `power`(CAST(_c40_0 AS DOUBLE), (-1.0D)) ELSE CAST(_c49_0 AS DOUBLE) / CAST(_c40_0 AS DOUBLE) END AS DOUBLE) AS `web_q2_q3_increase`, CAST(CASE WHEN CAST(_c15_0 AS DOUBLE) = 0.0D THEN CAST(_c23_0 AS DOUBLE) * `power`(CAST(_c15_0 AS DOUBLE), (-1.0D)) ELSE CAST(_c23_0 AS DOUBLE) / CAST(_c15_0 AS DOUBLE) END AS DOUBLE) AS `store_q2_q3_increase`
FROM (
  SELECT `ca_county` AS _c6_0, `d_qoy` AS _c6_1, `d_year` AS _c6_2, CAST(`sum`(`ss_ext_sales_price`) AS DECIMAL(38,2)) AS _c7_0
  FROM {src1} JOIN {src2} ON `ss_sold_date_sk` = `d_date_sk` JOIN {src3} ON `ss_addr_sk` = `ca_address_sk`
  WHERE `d_qoy` = 1L AND `d_year` = 2000L
  GROUP BY `ca_county`, `d_qoy`, `d_year`
) AS _q1 JOIN (
  SELECT `ca_county` AS _c14_0, `d_qoy` AS _c14_1, `d_year` AS _c14_2, CAST(`sum`(`ss_ext_sales_price`) AS DECIMAL(38,2)) AS _c15_0
  FROM {src1} JOIN {src2} ON `ss_sold_date_sk` = `d_date_sk` JOIN {src3} ON `ss_addr_sk` = `ca_address_sk`
  WHERE `d_qoy` = 2L AND `d_year` = 2000L
  GROUP BY `ca_county`, `d_qoy`, `d_year`
) AS _q2 ON _c6_0 = _c14_0 JOIN (
  SELECT `ca_county` AS _c22_0, `d_qoy` AS _c22_1, `d_year` AS _c22_2, CAST(`sum`(`ss_ext_sales_price`) AS DECIMAL(38,2)) AS _c23_0
  FROM {src1} JOIN {src2} ON `ss_sold_date_sk` = `d_date_sk` JOIN {src3} ON `ss_addr_sk` = `ca_address_sk`
  WHERE `d_qoy` = 3L AND `d_year` = 2000L
  GROUP BY `ca_county`, `d_qoy`, `d_year`
) AS _q3 ON _c14_0 = _c22_0 JOIN (
  SELECT `ca_county` AS _c31_0, `d_qoy` AS _c31_1, `d_year` AS _c31_2, CAST(`sum`(`ws_ext_sales_price`) AS DECIMAL(38,2)) AS _c32_0
  FROM {src4} JOIN {src2} ON `ws_sold_date_sk` = `d_date_sk` JOIN {src3} ON `ws_bill_addr_sk` = `ca_address_sk`
  WHERE `d_qoy` = 1L AND `d_year` = 2000L
  GROUP BY `ca_county`, `d_qoy`, `d_year`
) AS _q4 ON _c6_0 = _c31_0 JOIN (
  SELECT `ca_county` AS _c39_0, `d_qoy` AS _c39_1, `d_year` AS _c39_2, CAST(`sum`(`ws_ext_sales_price`) AS DECIMAL(38,2)) AS _c40_0
  FROM {src4} JOIN {src2} ON `ws_sold_date_sk` = `d_date_sk` JOIN {src3} ON `ws_bill_addr_sk` = `ca_address_sk`
  WHERE `d_qoy` = 2L AND `d_year` = 2000L
  GROUP BY `ca_county`, `d_qoy`, `d_year`
) AS _q5 ON _c31_0 = _c39_0 AND CASE WHEN _c32_0 > CAST(0.00BD AS DECIMAL(17,2)) THEN CAST(CASE WHEN CAST(_c32_0 AS DOUBLE) = 0.0D THEN CAST(_c40_0 AS DOUBLE) * `power`(CAST(_c32_0 AS DOUBLE), (-1.0D)) ELSE CAST(_c40_0 AS DOUBLE) / CAST(_c32_0 AS DOUBLE) END AS DOUBLE) ELSE CAST(NULL AS DOUBLE) END > CASE WHEN _c7_0 > CAST(0.00BD AS DECIMAL(17,2)) THEN CAST(CASE WHEN CAST(_c7_0 AS DOUBLE) = 0.0D THEN CAST(_c15_0 AS DOUBLE) * `power`(CAST(_c7_0 AS DOUBLE), (-1.0D)) ELSE CAST(_c15_0 AS DOUBLE) / CAST(_c7_0 AS DOUBLE) END AS DOUBLE) ELSE CAST(NULL AS DOUBLE) END JOIN (
  SELECT `ca_county` AS _c48_0, `d_qoy` AS _c48_1, `d_year` AS _c48_2, CAST(`sum`(`ws_ext_sales_price`) AS DECIMAL(38,2)) AS _c49_0
  FROM {src4} JOIN {src2} ON `ws_sold_date_sk` = `d_date_sk` JOIN {src3} ON `ws_bill_addr_sk` = `ca_address_sk`
  WHERE `d_qoy` = 3L AND `d_year` = 2000L
  GROUP BY `ca_county`, `d_qoy`, `d_year`
) AS _q6 ON _c31_0 = _c48_0 AND CASE WHEN _c40_0 > CAST(0.00BD AS DECIMAL(17,2)) THEN CAST(CASE WHEN CAST(_c40_0 AS DOUBLE) = 0.0D THEN CAST(_c49_0 AS DOUBLE) * `power`(CAST(_c40_0 AS DOUBLE), (-1.0D)) ELSE CAST(_c49_0 AS DOUBLE) / CAST(_c40_0 AS DOUBLE) END AS DOUBLE) ELSE CAST(NULL AS DOUBLE) END > CASE WHEN _c15_0 > CAST(0.00BD AS DECIMAL(17,2)) THEN CAST(CASE WHEN CAST(_c15_0 AS DOUBLE) = 0.0D THEN CAST(_c23_0 AS DOUBLE) * `power`(CAST(_c15_0 AS DOUBLE), (-1.0D)) ELSE CAST(_c23_0 AS DOUBLE) / CAST(_c15_0 AS DOUBLE) END AS DOUBLE) ELSE CAST(NULL AS DOUBLE) END
ORDER BY _c6_0 ASC NULLS LAST
