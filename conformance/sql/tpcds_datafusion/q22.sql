-- tpcds_datafusion/q22: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c7_0 AS `i_product_name`, _c7_1 AS `i_brand`, _c7_2 AS `i_class`, _c7_3 AS `i_category`, _c8_0 AS `qoh`
FROM (
  SELECT `i_product_name` AS _c7_0, `i_brand` AS _c7_1, `i_class` AS _c7_2, `i_category` AS _c7_3, CAST(`avg`(CAST(`inv_quantity_on_hand` AS DOUBLE)) AS DOUBLE) AS _c8_0, `grouping_id`() AS _c9_0
  FROM {src1} JOIN (
    SELECT *
    FROM {src2}
    WHERE `d_month_seq` >= 1200L AND `d_month_seq` <= 1211L
  ) AS _q1 ON `inv_date_sk` = `d_date_sk` JOIN {src3} ON `inv_item_sk` = `i_item_sk`
  GROUP BY `i_product_name`, `i_brand`, `i_class`, `i_category` GROUPING SETS ((`i_product_name`, `i_brand`, `i_class`, `i_category`), (`i_product_name`, `i_brand`, `i_class`), (`i_product_name`, `i_brand`), (`i_product_name`), ())
  ORDER BY _c8_0 ASC NULLS FIRST, _c7_0 ASC NULLS FIRST, _c7_1 ASC NULLS FIRST, _c7_2 ASC NULLS FIRST, _c7_3 ASC NULLS FIRST
  LIMIT 100
) AS _q2
