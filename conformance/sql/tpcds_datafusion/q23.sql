-- tpcds_datafusion/q23: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c38_0 AS `c_last_name`, _c38_1 AS `c_first_name`, _c39_0 AS `sales`
FROM (
  SELECT `c_last_name` AS _c38_0, `c_first_name` AS _c38_1, CAST(`sum`(CAST(CAST(`cs_quantity` AS DECIMAL(20,0)) * `cs_list_price` AS DECIMAL(28,2))) AS DECIMAL(38,2)) AS _c39_0
  FROM {src1} JOIN {src2} ON `cs_bill_customer_sk` = `c_customer_sk` JOIN {src3} ON `cs_sold_date_sk` = `d_date_sk` JOIN (
    SELECT CAST(`substring`(`i_item_desc`, 1, 30) AS STRING) AS _c14_0, `i_item_sk` AS _c14_1, `d_date` AS _c14_2, `count`(1L) AS _c15_0
    FROM {src4} JOIN {src3} ON `ss_sold_date_sk` = `d_date_sk` JOIN {src5} ON `ss_item_sk` = `i_item_sk`
    WHERE `d_year` IN (2000L, 2001L, 2002L, 2003L)
    GROUP BY CAST(`substring`(`i_item_desc`, 1, 30) AS STRING), `i_item_sk`, `d_date`
  ) AS _q1 ON `cs_item_sk` = _c14_1 LEFT SEMI JOIN (
    SELECT *
    FROM (
      SELECT `c_customer_sk` AS _c34_0, CAST(`sum`(CAST(CAST(`ss_quantity` AS DECIMAL(20,0)) * `ss_sales_price` AS DECIMAL(28,2))) AS DECIMAL(38,2)) AS _c35_0, CAST(`max`(_c32_0) AS DECIMAL(38,2)) AS _c35_1
      FROM {src4} JOIN {src2} ON `ss_customer_sk` = `c_customer_sk` JOIN (
        SELECT CAST(`max`(_c29_0) AS DECIMAL(38,2)) AS _c32_0
        FROM (
          SELECT `c_customer_sk` AS _c28_0, CAST(`sum`(CAST(CAST(`ss_quantity` AS DECIMAL(20,0)) * `ss_sales_price` AS DECIMAL(28,2))) AS DECIMAL(38,2)) AS _c29_0
          FROM {src4} JOIN {src2} ON `ss_customer_sk` = `c_customer_sk` JOIN {src3} ON `ss_sold_date_sk` = `d_date_sk`
          WHERE `d_year` IN (2000L, 2001L, 2002L, 2003L)
          GROUP BY `c_customer_sk`
        ) AS _q2
      ) AS _q3 ON TRUE
      GROUP BY `c_customer_sk`
    ) AS _q4
    WHERE CAST(_c35_0 AS DECIMAL(38,15)) > CAST(`nanvl`((0.5D * CAST(_c35_1 AS DOUBLE)) - (0.5D * CAST(_c35_1 AS DOUBLE)), `raise_error`('cast failed at relations[0].root.input.fetch.input.sort.input.set.inputs[0].project.input.aggregate.input.project.input.join.right.project.input.filter.condition.scalar_function.arguments[1].value.cast')) + (0.5D * CAST(_c35_1 AS DOUBLE)) AS DECIMAL(38,15))
  ) AS _q5 ON `cs_bill_customer_sk` = _c34_0
  WHERE `d_year` = 2000L AND `d_moy` = 2L AND _c15_0 > 4L
  GROUP BY `c_last_name`, `c_first_name`
  UNION ALL
  SELECT `c_last_name` AS _c78_0, `c_first_name` AS _c78_1, CAST(`sum`(CAST(CAST(`ws_quantity` AS DECIMAL(20,0)) * `ws_list_price` AS DECIMAL(28,2))) AS DECIMAL(38,2)) AS _c79_0
  FROM {src6} JOIN {src2} ON `ws_bill_customer_sk` = `c_customer_sk` JOIN {src3} ON `ws_sold_date_sk` = `d_date_sk` JOIN (
    SELECT CAST(`substring`(`i_item_desc`, 1, 30) AS STRING) AS _c54_0, `i_item_sk` AS _c54_1, `d_date` AS _c54_2, `count`(1L) AS _c55_0
    FROM {src4} JOIN {src3} ON `ss_sold_date_sk` = `d_date_sk` JOIN {src5} ON `ss_item_sk` = `i_item_sk`
    WHERE `d_year` IN (2000L, 2001L, 2002L, 2003L)
    GROUP BY CAST(`substring`(`i_item_desc`, 1, 30) AS STRING), `i_item_sk`, `d_date`
  ) AS _q6 ON `ws_item_sk` = _c54_1 LEFT SEMI JOIN (
    SELECT *
    FROM (
      SELECT `c_customer_sk` AS _c74_0, CAST(`sum`(CAST(CAST(`ss_quantity` AS DECIMAL(20,0)) * `ss_sales_price` AS DECIMAL(28,2))) AS DECIMAL(38,2)) AS _c75_0, CAST(`max`(_c72_0) AS DECIMAL(38,2)) AS _c75_1
      FROM {src4} JOIN {src2} ON `ss_customer_sk` = `c_customer_sk` JOIN (
        SELECT CAST(`max`(_c69_0) AS DECIMAL(38,2)) AS _c72_0
        FROM (
          SELECT `c_customer_sk` AS _c68_0, CAST(`sum`(CAST(CAST(`ss_quantity` AS DECIMAL(20,0)) * `ss_sales_price` AS DECIMAL(28,2))) AS DECIMAL(38,2)) AS _c69_0
          FROM {src4} JOIN {src2} ON `ss_customer_sk` = `c_customer_sk` JOIN {src3} ON `ss_sold_date_sk` = `d_date_sk`
          WHERE `d_year` IN (2000L, 2001L, 2002L, 2003L)
          GROUP BY `c_customer_sk`
        ) AS _q7
      ) AS _q8 ON TRUE
      GROUP BY `c_customer_sk`
    ) AS _q9
    WHERE CAST(_c75_0 AS DECIMAL(38,15)) > CAST(`nanvl`((0.5D * CAST(_c75_1 AS DOUBLE)) - (0.5D * CAST(_c75_1 AS DOUBLE)), `raise_error`('cast failed at relations[0].root.input.fetch.input.sort.input.set.inputs[1].project.input.aggregate.input.project.input.join.right.project.input.filter.condition.scalar_function.arguments[1].value.cast')) + (0.5D * CAST(_c75_1 AS DOUBLE)) AS DECIMAL(38,15))
  ) AS _q10 ON `ws_bill_customer_sk` = _c74_0
  WHERE `d_year` = 2000L AND `d_moy` = 2L AND _c55_0 > 4L
  GROUP BY `c_last_name`, `c_first_name`
) AS _q11
ORDER BY _c38_0 ASC NULLS FIRST, _c38_1 ASC NULLS FIRST, _c39_0 ASC NULLS FIRST
LIMIT 100
