-- tpcds_datafusion/q65: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `s_store_name`, `i_item_desc`, _c7_0 AS `revenue`, `i_current_price`, `i_wholesale_cost`, `i_brand`
FROM {src1} JOIN (
  SELECT `ss_store_sk` AS _c6_0, `ss_item_sk` AS _c6_1, CAST(`sum`(`ss_sales_price`) AS DECIMAL(38,2)) AS _c7_0
  FROM {src2} JOIN {src3} ON `ss_sold_date_sk` = `d_date_sk`
  WHERE `d_month_seq` >= 1176L AND `d_month_seq` <= 1187L
  GROUP BY `ss_store_sk`, `ss_item_sk`
) AS _q1 ON `s_store_sk` = _c6_0 JOIN {src4} ON _c6_1 = `i_item_sk` LEFT SEMI JOIN (
  SELECT _c16_0 AS _c19_0, CAST(`avg`(_c17_0) AS DECIMAL(38,2)) AS _c20_0
  FROM (
    SELECT `ss_store_sk` AS _c16_0, `ss_item_sk` AS _c16_1, CAST(`sum`(`ss_sales_price`) AS DECIMAL(38,2)) AS _c17_0
    FROM {src2} JOIN {src3} ON `ss_sold_date_sk` = `d_date_sk`
    WHERE `d_month_seq` >= 1176L AND `d_month_seq` <= 1187L
    GROUP BY `ss_store_sk`, `ss_item_sk`
  ) AS _q2
  GROUP BY _c16_0
) AS _q3 ON _c6_0 = _c19_0 AND CAST(_c7_0 AS DECIMAL(30,15)) <= CAST(`nanvl`((0.1D * CAST(_c20_0 AS DOUBLE)) - (0.1D * CAST(_c20_0 AS DOUBLE)), `raise_error`('cast failed at relations[0].root.input.fetch.input.sort.input.project.input.join.expression.scalar_function.arguments[1].value.scalar_function.arguments[1].value.cast')) + (0.1D * CAST(_c20_0 AS DOUBLE)) AS DECIMAL(30,15))
ORDER BY `s_store_name` ASC NULLS FIRST, `i_item_desc` ASC NULLS FIRST
LIMIT 100
