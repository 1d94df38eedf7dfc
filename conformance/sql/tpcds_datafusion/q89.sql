-- tpcds_datafusion/q89: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c9_0 AS `i_category`, _c9_1 AS `i_class`, _c9_2 AS `i_brand`, _c9_3 AS `s_store_name`, _c9_4 AS `s_company_name`, _c9_5 AS `d_moy`, _c10_0 AS `sum_sales`, _c11_0 AS `avg_monthly_sales`
FROM (
  SELECT *
  FROM (
    SELECT *, CAST(`avg`(_c10_0) OVER (PARTITION BY _c9_0, _c9_2, _c9_3, _c9_4 ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING) AS DECIMAL(38,2)) AS _c11_0
    FROM (
      SELECT _c1_12 AS _c9_0, _c1_10 AS _c9_1, _c1_8 AS _c9_2, _c7_5 AS _c9_3, _c7_17 AS _c9_4, _c4_8 AS _c9_5, CAST(`sum`(_c2_13) AS DECIMAL(38,2)) AS _c10_0
      FROM (
        SELECT _c1_8, _c1_10, _c1_12, _c2_7, _c2_13, _c4_8
        FROM (
          SELECT _c1_8, _c1_10, _c1_12, _c2_0, _c2_7, _c2_13
          FROM (
            SELECT *
            FROM (
              SELECT `i_item_sk` AS _c1_0, `i_brand` AS _c1_8, `i_class` AS _c1_10, `i_category` AS _c1_12
              FROM {src1}
            ) AS _q1
            WHERE ((_c1_12 = 'Books' OR _c1_12 = 'Electronics' OR _c1_12 = 'Sports') AND (_c1_10 = 'computers' OR _c1_10 = 'stereo' OR _c1_10 = 'football') OR (_c1_12 = 'Men' OR _c1_12 = 'Jewelry' OR _c1_12 = 'Women') AND (_c1_10 = 'shirts' OR _c1_10 = 'birdal' OR _c1_10 = 'dresses'))
          ) AS _q2 JOIN (
            SELECT `ss_sold_date_sk` AS _c2_0, `ss_item_sk` AS _c2_2, `ss_store_sk` AS _c2_7, `ss_sales_price` AS _c2_13
            FROM {src2}
          ) AS _q3 ON _c1_0 = _c2_2
        ) AS _q4 JOIN (
          SELECT _c4_0, _c4_8
          FROM (
            SELECT `d_date_sk` AS _c4_0, `d_year` AS _c4_6, `d_moy` AS _c4_8
            FROM {src3}
          ) AS _q5
          WHERE _c4_6 = 1999L
        ) AS _q6 ON _c2_0 = _c4_0
      ) AS _q7 JOIN (
        SELECT `s_store_sk` AS _c7_0, `s_store_name` AS _c7_5, `s_company_name` AS _c7_17
        FROM {src4}
      ) AS _q8 ON _c2_7 = _c7_0
      GROUP BY _c1_12, _c1_10, _c1_8, _c7_5, _c7_17, _c4_8
    ) AS _q9
  ) AS _q10
  WHERE CASE WHEN _c11_0 <> CAST(0.000000BD AS DECIMAL(21,6)) THEN CAST(CASE WHEN _c11_0 = 0 THEN `raise_error`('divide: division by zero') ELSE CASE WHEN `try_divide`(CAST(`abs`(CAST(_c10_0 - _c11_0 AS DECIMAL(22,6))) AS DECIMAL(22,6)), _c11_0) IS NULL AND CAST(`abs`(CAST(_c10_0 - _c11_0 AS DECIMAL(22,6))) AS DECIMAL(22,6)) IS NOT NULL AND _c11_0 IS NOT NULL THEN `raise_error`('divide: decimal overflow') ELSE `try_divide`(CAST(`abs`(CAST(_c10_0 - _c11_0 AS DECIMAL(22,6))) AS DECIMAL(22,6)), _c11_0) END END AS DECIMAL(32,10)) ELSE CAST(NULL AS DECIMAL(32,10)) END > CAST(0.1000000000BD AS DECIMAL(32,10))
  ORDER BY CAST(_c10_0 - _c11_0 AS DECIMAL(22,6)) ASC NULLS LAST, _c9_3 ASC NULLS LAST, _c9_0 ASC NULLS LAST, _c9_1 ASC NULLS LAST, _c9_2 ASC NULLS LAST, _c9_4 ASC NULLS LAST, _c9_5 ASC NULLS LAST
  LIMIT 100
) AS _q11
