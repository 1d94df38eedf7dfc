-- tpcds_duckdb113/q39: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c8_1 AS `wsk1`, _c8_2 AS `isk1`, _c8_3 AS `dmoy1`, _c9_1 AS `mean1`, CASE WHEN _c9_1 = 0.0D THEN CAST(NULL AS DOUBLE) ELSE CAST(CASE WHEN _c9_1 = 0.0D THEN _c9_0 * 1.0D * `power`(_c9_1, (-1.0D)) ELSE _c9_0 * 1.0D / _c9_1 END AS DOUBLE) END AS `cov1`, _c8_1 AS `w_warehouse_sk`, _c8_2 AS `i_item_sk`, _c20_3 AS `d_moy`, _c21_1 AS `mean`, CASE WHEN _c21_1 = 0.0D THEN CAST(NULL AS DOUBLE) ELSE CAST(CASE WHEN _c21_1 = 0.0D THEN _c21_0 * 1.0D * `power`(_c21_1, (-1.0D)) ELSE _c21_0 * 1.0D / _c21_1 END AS DOUBLE) END AS `cov`
FROM (
  SELECT *
  FROM (
    SELECT `w_warehouse_name` AS _c8_0, `inv_warehouse_sk` AS _c8_1, `inv_item_sk` AS _c8_2, `d_moy` AS _c8_3, CAST(CASE WHEN `count`(CAST(`inv_quantity_on_hand` AS DOUBLE)) > 1 THEN `stddev_samp`(CAST(`inv_quantity_on_hand` AS DOUBLE)) END AS DOUBLE) AS _c9_0, CAST(`avg`(CAST(`inv_quantity_on_hand` AS DOUBLE)) AS DOUBLE) AS _c9_1
    FROM {src1} JOIN {src2} ON `inv_date_sk` = `d_date_sk` JOIN {src3} ON `inv_item_sk` = `i_item_sk` JOIN {src4} ON `inv_warehouse_sk` = `w_warehouse_sk`
    WHERE `d_year` = 2001L AND `d_year` IS NOT NULL AND `d_moy` = 1L AND `d_moy` IS NOT NULL AND `d_date_sk` >= 2450815L AND `d_date_sk` <= 2452635L
    GROUP BY `w_warehouse_name`, `inv_warehouse_sk`, `inv_item_sk`, `d_moy`
  ) AS _q1
  WHERE CASE WHEN _c9_1 = 0.0D THEN 0.0D ELSE CAST(CASE WHEN _c9_1 = 0.0D THEN (_c9_0 * 1.0D) * `power`(_c9_1, (-1.0D)) ELSE (_c9_0 * 1.0D) / _c9_1 END AS DOUBLE) END > 1.0D
) AS _q2 JOIN (
  SELECT *
  FROM (
    SELECT `w_warehouse_name` AS _c20_0, `inv_warehouse_sk` AS _c20_1, `inv_item_sk` AS _c20_2, `d_moy` AS _c20_3, CAST(CASE WHEN `count`(CAST(`inv_quantity_on_hand` AS DOUBLE)) > 1 THEN `stddev_samp`(CAST(`inv_quantity_on_hand` AS DOUBLE)) END AS DOUBLE) AS _c21_0, CAST(`avg`(CAST(`inv_quantity_on_hand` AS DOUBLE)) AS DOUBLE) AS _c21_1
    FROM {src1} JOIN {src2} ON `inv_date_sk` = `d_date_sk` JOIN {src3} ON `inv_item_sk` = `i_item_sk` JOIN {src4} ON `inv_warehouse_sk` = `w_warehouse_sk`
    WHERE `d_year` = 2001L AND `d_year` IS NOT NULL AND `d_moy` = 2L AND `d_moy` IS NOT NULL AND `d_date_sk` >= 2450815L AND `d_date_sk` <= 2452635L
    GROUP BY `w_warehouse_name`, `inv_warehouse_sk`, `inv_item_sk`, `d_moy`
  ) AS _q3
  WHERE CASE WHEN _c21_1 = 0.0D THEN 0.0D ELSE CAST(CASE WHEN _c21_1 = 0.0D THEN (_c21_0 * 1.0D) * `power`(_c21_1, (-1.0D)) ELSE (_c21_0 * 1.0D) / _c21_1 END AS DOUBLE) END > 1.0D
) AS _q4 ON _c8_2 = _c20_2 AND _c8_1 = _c20_1
ORDER BY _c8_1 ASC NULLS FIRST, _c8_2 ASC NULLS FIRST, _c8_3 ASC NULLS FIRST, _c9_1 ASC NULLS FIRST, CASE WHEN _c9_1 = 0.0D THEN CAST(NULL AS DOUBLE) ELSE CAST(CASE WHEN _c9_1 = 0.0D THEN _c9_0 * 1.0D * `power`(_c9_1, (-1.0D)) ELSE _c9_0 * 1.0D / _c9_1 END AS DOUBLE) END ASC NULLS FIRST, _c20_3 ASC NULLS FIRST, _c21_1 ASC NULLS FIRST, CASE WHEN _c21_1 = 0.0D THEN CAST(NULL AS DOUBLE) ELSE CAST(CASE WHEN _c21_1 = 0.0D THEN _c21_0 * 1.0D * `power`(_c21_1, (-1.0D)) ELSE _c21_0 * 1.0D / _c21_1 END AS DOUBLE) END ASC NULLS FIRST
