-- tpcds_datafusion/q20: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c7_0 AS `i_item_id`, _c7_1 AS `i_item_desc`, _c7_2 AS `i_category`, _c7_3 AS `i_class`, _c7_4 AS `i_current_price`, _c8_0 AS `itemrevenue`, CAST(CASE WHEN CAST(_c9_0 AS DOUBLE) = 0.0D THEN (CAST(_c8_0 AS DOUBLE) * 100.0D) * `power`(CAST(_c9_0 AS DOUBLE), (-1.0D)) ELSE (CAST(_c8_0 AS DOUBLE) * 100.0D) / CAST(_c9_0 AS DOUBLE) END AS DOUBLE) AS `revenueratio`
FROM (
  SELECT *
  FROM (
    SELECT *, CAST(`sum`(_c8_0) OVER (PARTITION BY _c7_3 ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING) AS DECIMAL(38,2)) AS _c9_0
    FROM (
      SELECT `i_item_id` AS _c7_0, `i_item_desc` AS _c7_1, `i_category` AS _c7_2, `i_class` AS _c7_3, `i_current_price` AS _c7_4, CAST(`sum`(`cs_ext_sales_price`) AS DECIMAL(38,2)) AS _c8_0
      FROM {src1} JOIN {src2} ON `cs_item_sk` = `i_item_sk` JOIN {src3} ON `cs_sold_date_sk` = `d_date_sk`
      WHERE `i_category` IN ('Sports', 'Books', 'Home') AND `d_date` >= DATE '1999-02-22' AND `d_date` <= DATE '1999-03-24'
      GROUP BY `i_item_id`, `i_item_desc`, `i_category`, `i_class`, `i_current_price`
    ) AS _q1
  ) AS _q2
  ORDER BY _c7_2 ASC NULLS FIRST, _c7_3 ASC NULLS FIRST, _c7_0 ASC NULLS FIRST, _c7_1 ASC NULLS FIRST, CAST(CASE WHEN CAST(_c9_0 AS DOUBLE) = 0.0D THEN (CAST(_c8_0 AS DOUBLE) * 100.0D) * `power`(CAST(_c9_0 AS DOUBLE), (-1.0D)) ELSE (CAST(_c8_0 AS DOUBLE) * 100.0D) / CAST(_c9_0 AS DOUBLE) END AS DOUBLE) ASC NULLS FIRST
  LIMIT 100
) AS _q3
