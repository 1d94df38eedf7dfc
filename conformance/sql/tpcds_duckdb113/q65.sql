-- tpcds_duckdb113/q65: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `s_store_name`, `i_item_desc`, _c6_0 AS `revenue`, `i_current_price`, `i_wholesale_cost`, `i_brand`
FROM {src1} JOIN (
  SELECT *
  FROM (
    SELECT `ss_store_sk` AS _c5_0, `ss_item_sk` AS _c5_1, CAST(`sum`(`ss_sales_price`) AS DECIMAL(38,2)) AS _c6_0
    FROM {src2} JOIN {src3} ON `ss_sold_date_sk` = `d_date_sk`
    WHERE `d_month_seq` >= 1176L AND `d_month_seq` <= 1187L AND `d_month_seq` IS NOT NULL AND `d_date_sk` >= 2450816L AND `d_date_sk` <= 2452642L
    GROUP BY `ss_store_sk`, `ss_item_sk`
  ) AS _q1 JOIN (
    SELECT *
    FROM (
      SELECT _c11_0 AS _c14_0, CAST(`avg`(CAST(_c12_0 AS DOUBLE)) AS DOUBLE) AS _c15_0
      FROM (
        SELECT `ss_store_sk` AS _c11_0, `ss_item_sk` AS _c11_1, CAST(`sum`(`ss_sales_price`) AS DECIMAL(38,2)) AS _c12_0
        FROM {src2} JOIN {src3} ON `ss_sold_date_sk` = `d_date_sk`
        WHERE `d_month_seq` >= 1176L AND `d_month_seq` <= 1187L AND `d_month_seq` IS NOT NULL AND `d_date_sk` >= 2450816L AND `d_date_sk` <= 2452642L
        GROUP BY `ss_store_sk`, `ss_item_sk`
      ) AS _q2
      GROUP BY _c11_0
    ) AS _q3 JOIN {src4} ON _c14_0 = `s_store_sk`
  ) AS _q4 ON _c5_0 = `s_store_sk` AND CAST(_c6_0 AS DOUBLE) <= 0.1D * _c15_0
) AS _q5 ON `i_item_sk` = _c5_1
ORDER BY `s_store_name` ASC NULLS FIRST, `i_item_desc` ASC NULLS FIRST
LIMIT 100
