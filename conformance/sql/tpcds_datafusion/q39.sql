-- tpcds_datafusion/q39: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c9_1 AS `wsk1`, _c9_2 AS `isk1`, _c9_3 AS `dmoy1`, _c10_1 AS `mean1`, CASE WHEN _c10_1 = 0.0D THEN CAST(NULL AS DOUBLE) ELSE CAST(CASE WHEN _c10_1 = 0.0D THEN _c10_0 * `power`(_c10_1, (-1.0D)) ELSE _c10_0 / _c10_1 END AS DOUBLE) END AS `cov1`, _c22_1 AS `w_warehouse_sk`, _c22_2 AS `i_item_sk`, _c22_3 AS `d_moy`, _c23_1 AS `mean`, CASE WHEN _c23_1 = 0.0D THEN CAST(NULL AS DOUBLE) ELSE CAST(CASE WHEN _c23_1 = 0.0D THEN _c23_0 * `power`(_c23_1, (-1.0D)) ELSE _c23_0 / _c23_1 END AS DOUBLE) END AS `cov`
FROM (
  SELECT `w_warehouse_name` AS _c9_0, `w_warehouse_sk` AS _c9_1, `i_item_sk` AS _c9_2, `d_moy` AS _c9_3, CAST(CASE WHEN `count`(CAST(`inv_quantity_on_hand` AS DOUBLE)) > 1 THEN `stddev_samp`(CAST(`inv_quantity_on_hand` AS DOUBLE)) END AS DOUBLE) AS _c10_0, CAST(`avg`(CAST(`inv_quantity_on_hand` AS DOUBLE)) AS DOUBLE) AS _c10_1
  FROM {src1} JOIN {src2} ON `inv_item_sk` = `i_item_sk` JOIN {src3} ON `inv_warehouse_sk` = `w_warehouse_sk` JOIN {src4} ON `inv_date_sk` = `d_date_sk`
  WHERE `d_year` = 2001L AND `d_moy` = 1L
  GROUP BY `w_warehouse_name`, `w_warehouse_sk`, `i_item_sk`, `d_moy`
) AS _q1 JOIN (
  SELECT `w_warehouse_name` AS _c22_0, `w_warehouse_sk` AS _c22_1, `i_item_sk` AS _c22_2, `d_moy` AS _c22_3, CAST(CASE WHEN `count`(CAST(`inv_quantity_on_hand` AS DOUBLE)) > 1 THEN `stddev_samp`(CAST(`inv_quantity_on_hand` AS DOUBLE)) END AS DOUBLE) AS _c23_0, CAST(`avg`(CAST(`inv_quantity_on_hand` AS DOUBLE)) AS DOUBLE) AS _c23_1
  FROM {src1} JOIN {src2} ON `inv_item_sk` = `i_item_sk` JOIN {src3} ON `inv_warehouse_sk` = `w_warehouse_sk` JOIN {src4} ON `inv_date_sk` = `d_date_sk`
  WHERE `d_year` = 2001L AND `d_moy` = 2L
  GROUP BY `w_warehouse_name`, `w_warehouse_sk`, `i_item_sk`, `d_moy`
) AS _q2 ON _c9_2 = _c22_2 AND _c9_1 = _c22_1
WHERE CASE WHEN _c10_1 = 0.0D THEN 0.0D ELSE CAST(CASE WHEN _c10_1 = 0.0D THEN _c10_0 * `power`(_c10_1, (-1.0D)) ELSE _c10_0 / _c10_1 END AS DOUBLE) END > 1.0D AND CASE WHEN _c23_1 = 0.0D THEN 0.0D ELSE CAST(CASE WHEN _c23_1 = 0.0D THEN _c23_0 * `power`(_c23_1, (-1.0D)) ELSE _c23_0 / _c23_1 END AS DOUBLE) END > 1.0D
ORDER BY _c9_1 ASC NULLS FIRST, _c9_2 ASC NULLS FIRST, _c9_3 ASC NULLS FIRST, _c10_1 ASC NULLS FIRST, CASE WHEN _c10_1 = 0.0D THEN CAST(NULL AS DOUBLE) ELSE CAST(CASE WHEN _c10_1 = 0.0D THEN _c10_0 * `power`(_c10_1, (-1.0D)) ELSE _c10_0 / _c10_1 END AS DOUBLE) END ASC NULLS FIRST, _c22_3 ASC NULLS FIRST, _c23_1 ASC NULLS FIRST, CASE WHEN _c23_1 = 0.0D THEN CAST(NULL AS DOUBLE) ELSE CAST(CASE WHEN _c23_1 = 0.0D THEN _c23_0 * `power`(_c23_1, (-1.0D)) ELSE _c23_0 / _c23_1 END AS DOUBLE) END ASC NULLS FIRST
