-- tpcds_datafusion/q53: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c10_0 AS `i_manufact_id`, _c11_0 AS `sum_sales`, _c13_0 AS `avg_quarterly_sales`
FROM (
  SELECT *
  FROM (
    SELECT *, CAST(`avg`(_c11_0) OVER (PARTITION BY _c10_0 ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING) AS DECIMAL(38,2)) AS _c13_0
    FROM (
      SELECT _c1_13 AS _c10_0, CAST(`sum`(_c3_13) AS DECIMAL(38,2)) AS _c11_0
      FROM (
        SELECT _c1_13, _c3_7, _c3_13, _c5_10
        FROM (
          SELECT _c1_13, _c3_0, _c3_7, _c3_13
          FROM (
            SELECT _c1_0, _c1_13
            FROM (
              SELECT `i_item_sk` AS _c1_0, `i_brand` AS _c1_8, `i_class` AS _c1_10, `i_category` AS _c1_12, `i_manufact_id` AS _c1_13
              FROM {src1}
            ) AS _q1
            WHERE ((_c1_12 = 'Books' OR _c1_12 = 'Children' OR _c1_12 = 'Electronics') AND _c1_10 IN ('personal', 'portable', 'reference', 'self-help') AND _c1_8 IN ('scholaramalgamalg #14', 'scholaramalgamalg #7', 'exportiunivamalg #9', 'scholaramalgamalg #9') OR (_c1_12 = 'Women' OR _c1_12 = 'Music' OR _c1_12 = 'Men') AND _c1_10 IN ('accessories', 'classical', 'fragrances', 'pants') AND _c1_8 IN ('amalgimporto #1', 'edu packscholar #1', 'exportiimporto #1', 'importoamalg #1'))
          ) AS _q2 JOIN (
            SELECT `ss_sold_date_sk` AS _c3_0, `ss_item_sk` AS _c3_2, `ss_store_sk` AS _c3_7, `ss_sales_price` AS _c3_13
            FROM {src2}
          ) AS _q3 ON _c1_0 = _c3_2
        ) AS _q4 JOIN (
          SELECT _c5_0, _c5_10
          FROM (
            SELECT `d_date_sk` AS _c5_0, `d_month_seq` AS _c5_3, `d_qoy` AS _c5_10
            FROM {src3}
          ) AS _q5
          WHERE _c5_3 IN (1200L, 1201L, 1202L, 1203L, 1204L, 1205L, 1206L, 1207L, 1208L, 1209L, 1210L, 1211L)
        ) AS _q6 ON _c3_0 = _c5_0
      ) AS _q7 JOIN (
        SELECT `s_store_sk` AS _c8_0
        FROM {src4}
      ) AS _q8 ON _c3_7 = _c8_0
      GROUP BY _c1_13, _c5_10
    ) AS _q9
  ) AS _q10
  WHERE CASE WHEN _c13_0 > CAST(0.000000BD AS DECIMAL(21,6)) THEN CAST(CASE WHEN _c13_0 = 0 THEN `raise_error`('divide: division by zero') ELSE CASE WHEN `try_divide`(CAST(`abs`(CAST(_c11_0 - _c13_0 AS DECIMAL(22,6))) AS DECIMAL(22,6)), _c13_0) IS NULL AND CAST(`abs`(CAST(_c11_0 - _c13_0 AS DECIMAL(22,6))) AS DECIMAL(22,6)) IS NOT NULL AND _c13_0 IS NOT NULL THEN `raise_error`('divide: decimal overflow') ELSE `try_divide`(CAST(`abs`(CAST(_c11_0 - _c13_0 AS DECIMAL(22,6))) AS DECIMAL(22,6)), _c13_0) END END AS DECIMAL(32,10)) ELSE CAST(NULL AS DECIMAL(32,10)) END > CAST(0.1000000000BD AS DECIMAL(32,10))
  ORDER BY _c13_0 ASC NULLS LAST, _c11_0 ASC NULLS LAST, _c10_0 ASC NULLS LAST
  LIMIT 100
) AS _q11
