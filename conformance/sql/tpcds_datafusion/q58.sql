-- tpcds_datafusion/q58: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c11_0 AS `item_id`, _c12_0 AS `ss_item_rev`, CAST(CAST(_c12_0 / _c41_0 AS DECIMAL(27,6)) * CAST(100BD AS DECIMAL(20,0)) AS DECIMAL(38,6)) AS `ss_dev`, _c25_0 AS `cs_item_rev`, CAST(CAST(_c25_0 / _c41_0 AS DECIMAL(27,6)) * CAST(100BD AS DECIMAL(20,0)) AS DECIMAL(38,6)) AS `cs_dev`, _c39_0 AS `ws_item_rev`, CAST(CAST(_c39_0 / _c41_0 AS DECIMAL(27,6)) * CAST(100BD AS DECIMAL(20,0)) AS DECIMAL(38,6)) AS `ws_dev`, _c41_0 AS `average`
FROM (
  SELECT CAST(CAST(CAST(_c12_0 + _c25_0 AS DECIMAL(18,2)) + _c39_0 AS DECIMAL(19,2)) / CAST(3BD AS DECIMAL(20,0)) AS DECIMAL(23,6)) AS _c41_0, _c11_0, _c12_0, _c25_0, _c39_0
  FROM (
    SELECT `i_item_id` AS _c11_0, CAST(`sum`(`ss_ext_sales_price`) AS DECIMAL(38,2)) AS _c12_0
    FROM {src1} JOIN {src2} ON `ss_item_sk` = `i_item_sk` JOIN {src3} ON `ss_sold_date_sk` = `d_date_sk` LEFT SEMI JOIN (
      SELECT *
      FROM (
        SELECT `d_date` AS _c6_2, `d_week_seq` AS _c6_4
        FROM {src3}
      ) AS _q1
      WHERE _c6_4 = (
        SELECT `d_week_seq` AS _c7_4
        FROM {src3}
        WHERE `d_date` = DATE '2000-01-03'
      )
    ) AS _q2 ON `d_date` = _c6_2
    GROUP BY `i_item_id`
  ) AS _q3 JOIN (
    SELECT `i_item_id` AS _c24_0, CAST(`sum`(`cs_ext_sales_price`) AS DECIMAL(38,2)) AS _c25_0
    FROM {src4} JOIN {src2} ON `cs_item_sk` = `i_item_sk` JOIN {src3} ON `cs_sold_date_sk` = `d_date_sk` LEFT SEMI JOIN (
      SELECT *
      FROM (
        SELECT `d_date` AS _c19_2, `d_week_seq` AS _c19_4
        FROM {src3}
      ) AS _q4
      WHERE _c19_4 = (
        SELECT `d_week_seq` AS _c20_4
        FROM {src3}
        WHERE `d_date` = DATE '2000-01-03'
      )
    ) AS _q5 ON `d_date` = _c19_2
    GROUP BY `i_item_id`
  ) AS _q6 ON _c11_0 = _c24_0 AND CAST(_c12_0 AS DECIMAL(30,15)) >= CAST(`nanvl`((0.9D * CAST(_c25_0 AS DOUBLE)) - (0.9D * CAST(_c25_0 AS DOUBLE)), `raise_error`('cast failed at relations[0].root.input.fetch.input.sort.input.project.input.project.input.join.left.project.input.join.expression.scalar_function.arguments[1].value.scalar_function.arguments[0].value.scalar_function.arguments[0].value.scalar_function.arguments[0].value.scalar_function.arguments[1].value.cast')) + (0.9D * CAST(_c25_0 AS DOUBLE)) AS DECIMAL(30,15)) AND CAST(_c12_0 AS DECIMAL(30,15)) <= CAST(`nanvl`((1.1D * CAST(_c25_0 AS DOUBLE)) - (1.1D * CAST(_c25_0 AS DOUBLE)), `raise_error`('cast failed at relations[0].root.input.fetch.input.sort.input.project.input.project.input.join.left.project.input.join.expression.scalar_function.arguments[1].value.scalar_function.arguments[0].value.scalar_function.arguments[0].value.scalar_function.arguments[1].value.scalar_function.arguments[1].value.cast')) + (1.1D * CAST(_c25_0 AS DOUBLE)) AS DECIMAL(30,15)) AND CAST(_c25_0 AS DECIMAL(30,15)) >= CAST(`nanvl`((0.9D * CAST(_c12_0 AS DOUBLE)) - (0.9D * CAST(_c12_0 AS DOUBLE)), `raise_error`('cast failed at relations[0].root.input.fetch.input.sort.input.project.input.project.input.join.left.project.input.join.expression.scalar_function.arguments[1].value.scalar_function.arguments[0].value.scalar_function.arguments[1].value.scalar_function.arguments[1].value.cast')) + (0.9D * CAST(_c12_0 AS DOUBLE)) AS DECIMAL(30,15)) AND CAST(_c25_0 AS DECIMAL(30,15)) <= CAST(`nanvl`((1.1D * CAST(_c12_0 AS DOUBLE)) - (1.1D * CAST(_c12_0 AS DOUBLE)), `raise_error`('cast failed at relations[0].root.input.fetch.input.sort.input.project.input.project.input.join.left.project.input.join.expression.scalar_function.arguments[1].value.scalar_function.arguments[1].value.scalar_function.arguments[1].value.cast')) + (1.1D * CAST(_c12_0 AS DOUBLE)) AS DECIMAL(30,15)) JOIN (
    SELECT `i_item_id` AS _c38_0, CAST(`sum`(`ws_ext_sales_price`) AS DECIMAL(38,2)) AS _c39_0
    FROM {src5} JOIN {src2} ON `ws_item_sk` = `i_item_sk` JOIN {src3} ON `ws_sold_date_sk` = `d_date_sk` LEFT SEMI JOIN (
      SELECT *
      FROM (
        SELECT `d_date` AS _c33_2, `d_week_seq` AS _c33_4
        FROM {src3}
      ) AS _q7
      WHERE _c33_4 = (
        SELECT `d_week_seq` AS _c34_4
        FROM {src3}
        WHERE `d_date` = DATE '2000-01-03'
      )
    ) AS _q8 ON `d_date` = _c33_2
    GROUP BY `i_item_id`
  ) AS _q9 ON _c11_0 = _c38_0 AND CAST(_c12_0 AS DECIMAL(30,15)) >= CAST(`nanvl`((0.9D * CAST(_c39_0 AS DOUBLE)) - (0.9D * CAST(_c39_0 AS DOUBLE)), `raise_error`('cast failed at relations[0].root.input.fetch.input.sort.input.project.input.project.input.join.expression.scalar_function.arguments[1].value.scalar_function.arguments[0].value.scalar_function.arguments[0].value.scalar_function.arguments[0].value.scalar_function.arguments[0].value.scalar_function.arguments[0].value.scalar_function.arguments[0].value.scalar_function.arguments[0].value.scalar_function.arguments[1].value.cast')) + (0.9D * CAST(_c39_0 AS DOUBLE)) AS DECIMAL(30,15)) AND CAST(_c12_0 AS DECIMAL(30,15)) <= CAST(`nanvl`((1.1D * CAST(_c39_0 AS DOUBLE)) - (1.1D * CAST(_c39_0 AS DOUBLE)), `raise_error`('cast failed at relations[0].root.input.fetch.input.sort.input.project.input.project.input.join.expression.scalar_function.arguments[1].value.scalar_function.arguments[0].value.scalar_function.arguments[0].value.scalar_function.arguments[0].value.scalar_function.arguments[0].value.scalar_function.arguments[0].value.scalar_function.arguments[0].value.scalar_function.arguments[1].value.scalar_function.arguments[1].value.cast')) + (1.1D * CAST(_c39_0 AS DOUBLE)) AS DECIMAL(30,15)) AND CAST(_c25_0 AS DECIMAL(30,15)) >= CAST(`nanvl`((0.9D * CAST(_c39_0 AS DOUBLE)) - (0.9D * CAST(_c39_0 AS DOUBLE)), `raise_error`('cast failed at relations[0].root.input.fetch.input.sort.input.project.input.project.input.join.expression.scalar_function.arguments[1].value.scalar_function.arguments[0].value.scalar_function.arguments[0].value.scalar_function.arguments[0].value.scalar_function.arguments[0].value.scalar_function.arguments[0].value.scalar_function.arguments[1].value.scalar_function.arguments[1].value.cast')) + (0.9D * CAST(_c39_0 AS DOUBLE)) AS DECIMAL(30,15)) AND CAST(_c25_0 AS DECIMAL(30,15)) <= CAST(`nanvl`((1.1D * CAST(_c39_0 AS DOUBLE)) - (1.1D * CAST(_c39_0 AS DOUBLE)), `raise_error`('cast failed at relations[0].root.input.fetch.input.sort.input.project.input.project.input.join.expression.scalar_function.arguments[1].value.scalar_function.arguments[0].value.scalar_function.arguments[0].value.scalar_function.arguments[0].value.scalar_function.arguments[0].value.scalar_function.arguments[1].value.scalar_function.arguments[1].value.cast')) + (1.1D * CAST(_c39_0 AS DOUBLE)) AS DECIMAL(30,15)) AND CAST(_c39_0 AS DECIMAL(30,15)) >= CAST(`nanvl`((0.9D * CAST(_c12_0 AS DOUBLE)) - (0.9D * CAST(_c12_0 AS DOUBLE)), `raise_error`('cast failed at relations[0].root.input.fetch.input.sort.input.project.input.project.input.join.expression.scalar_function.arguments[1].value.scalar_function.arguments[0].value.scalar_function.arguments[0].value.scalar_function.arguments[0].value.scalar_function.arguments[1].value.scalar_function.arguments[1].value.cast')) + (0.9D * CAST(_c12_0 AS DOUBLE)) AS DECIMAL(30,15)) AND CAST(_c39_0 AS DECIMAL(30,15)) <= CAST(`nanvl`((1.1D * CAST(_c12_0 AS DOUBLE)) - (1.1D * CAST(_c12_0 AS DOUBLE)), `raise_error`('cast failed at relations[0].root.input.fetch.input.sort.input.project.input.project.input.join.expression.scalar_function.arguments[1].value.scalar_function.arguments[0].value.scalar_function.arguments[0].value.scalar_function.arguments[1].value.scalar_function.arguments[1].value.cast')) + (1.1D * CAST(_c12_0 AS DOUBLE)) AS DECIMAL(30,15)) AND CAST(_c39_0 AS DECIMAL(30,15)) >= CAST(`nanvl`((0.9D * CAST(_c25_0 AS DOUBLE)) - (0.9D * CAST(_c25_0 AS DOUBLE)), `raise_error`('cast failed at relations[0].root.input.fetch.input.sort.input.project.input.project.input.join.expression.scalar_function.arguments[1].value.scalar_function.arguments[0].value.scalar_function.arguments[1].value.scalar_function.arguments[1].value.cast')) + (0.9D * CAST(_c25_0 AS DOUBLE)) AS DECIMAL(30,15)) AND CAST(_c39_0 AS DECIMAL(30,15)) <= CAST(`nanvl`((1.1D * CAST(_c25_0 AS DOUBLE)) - (1.1D * CAST(_c25_0 AS DOUBLE)), `raise_error`('cast failed at relations[0].root.input.fetch.input.sort.input.project.input.project.input.join.expression.scalar_function.arguments[1].value.scalar_function.arguments[1].value.scalar_function.arguments[1].value.cast')) + (1.1D * CAST(_c25_0 AS DOUBLE)) AS DECIMAL(30,15))
  ORDER BY _c11_0 ASC NULLS FIRST
  LIMIT 100
) AS _q10
