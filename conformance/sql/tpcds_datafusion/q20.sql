-- tpcds_datafusion/q20: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c7_0 AS `i_item_id`, _c7_1 AS `i_item_desc`, _c7_2 AS `i_category`, _c7_3 AS `i_class`, _c7_4 AS `i_current_price`, _c8_0 AS `itemrevenue`, _c10_0 AS `revenueratio`
FROM (
  SELECT _c7_0, _c7_1, _c7_2, _c7_3, _c7_4, _c8_0, CAST(CASE WHEN CAST(_c9_0 AS DOUBLE) = 0 THEN CAST(CAST(_c8_0 AS DOUBLE) * 100.0D AS DOUBLE) * `signum`(`atan2`(CAST(_c9_0 AS DOUBLE), (-1.0D))) * CAST('Infinity' AS DOUBLE) ELSE `try_divide`(CAST(CAST(_c8_0 AS DOUBLE) * 100.0D AS DOUBLE), CAST(_c9_0 AS DOUBLE)) END AS DOUBLE) AS _c10_0
  FROM (
    SELECT *, CAST(`sum`(_c8_0) OVER (PARTITION BY _c7_3 ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING) AS DECIMAL(38,2)) AS _c9_0
    FROM (
      SELECT _c2_1 AS _c7_0, _c2_4 AS _c7_1, _c2_12 AS _c7_2, _c2_10 AS _c7_3, _c2_5 AS _c7_4, CAST(`sum`(_c1_23) AS DECIMAL(38,2)) AS _c8_0
      FROM (
        SELECT _c1_0, _c1_23, _c2_1, _c2_4, _c2_5, _c2_10, _c2_12
        FROM (
          SELECT `cs_sold_date_sk` AS _c1_0, `cs_item_sk` AS _c1_15, `cs_ext_sales_price` AS _c1_23
          FROM {src1}
        ) AS _q1 JOIN (
          SELECT *
          FROM (
            SELECT `i_item_sk` AS _c2_0, `i_item_id` AS _c2_1, `i_item_desc` AS _c2_4, `i_current_price` AS _c2_5, `i_class` AS _c2_10, `i_category` AS _c2_12
            FROM {src2}
          ) AS _q2
          WHERE (_c2_12 = 'Sports' OR _c2_12 = 'Books' OR _c2_12 = 'Home')
        ) AS _q3 ON _c1_15 = _c2_0
      ) AS _q4 JOIN (
        SELECT _c4_0
        FROM (
          SELECT `d_date_sk` AS _c4_0, `d_date` AS _c4_2
          FROM {src3}
        ) AS _q5
        WHERE _c4_2 >= `date_from_unix_date`(10644) AND _c4_2 <= `date_from_unix_date`(10674)
      ) AS _q6 ON _c1_0 = _c4_0
      GROUP BY _c2_1, _c2_4, _c2_12, _c2_10, _c2_5
    ) AS _q7
  ) AS _q8
  ORDER BY _c7_2 ASC NULLS FIRST, _c7_3 ASC NULLS FIRST, _c7_0 ASC NULLS FIRST, _c7_1 ASC NULLS FIRST, _c10_0 ASC NULLS FIRST
  LIMIT 100
) AS _q9
