-- tpcds_datafusion/q06: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c20_0 AS `state`, _c21_0 AS `cnt`
FROM (
  SELECT `ca_state` AS _c20_0, `count`(1L) AS _c21_0
  FROM {src1} JOIN {src2} ON `ca_address_sk` = `c_current_addr_sk` JOIN {src3} ON `c_customer_sk` = `ss_customer_sk` JOIN (
    SELECT *
    FROM (
      SELECT `d_date_sk` AS _c6_0, `d_month_seq` AS _c6_3
      FROM {src4}
    ) AS _q1
    WHERE _c6_3 = (
      SELECT DISTINCT `d_month_seq` AS _c9_0
      FROM {src4}
      WHERE `d_year` = 2001L AND `d_moy` = 1L
    )
  ) AS _q2 ON `ss_sold_date_sk` = _c6_0 JOIN {src5} ON `ss_item_sk` = `i_item_sk` LEFT SEMI JOIN (
    SELECT `i_category` AS _c16_0, CAST(`avg`(`i_current_price`) AS DECIMAL(38,2)) AS _c17_0
    FROM {src5}
    GROUP BY `i_category`
  ) AS _q3 ON `i_category` = _c16_0 AND CAST(`i_current_price` AS DECIMAL(30,15)) > CAST(`nanvl`((1.2D * CAST(_c17_0 AS DOUBLE)) - (1.2D * CAST(_c17_0 AS DOUBLE)), `raise_error`('cast failed at relations[0].root.input.fetch.input.sort.input.project.input.filter.input.aggregate.input.project.input.join.expression.scalar_function.arguments[1].value.scalar_function.arguments[1].value.cast')) + (1.2D * CAST(_c17_0 AS DOUBLE)) AS DECIMAL(30,15))
  GROUP BY `ca_state`
) AS _q4
WHERE _c21_0 >= 10L
ORDER BY _c21_0 ASC NULLS FIRST, _c20_0 ASC NULLS FIRST
LIMIT 100
