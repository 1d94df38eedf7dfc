-- tpcds_datafusion/q36: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c44_0 AS `gross_margin`, _c44_1 AS `i_category`, _c44_2 AS `i_class`, _c44_5 AS `lochierarchy`, _c47_0 AS `rank_within_parent`
FROM (
  SELECT _c44_0, _c44_1, _c44_2, _c44_4, _c44_5, CAST(`rank`() OVER (PARTITION BY _c44_5, CASE WHEN _c44_4 = 0L THEN CAST(_c44_1 AS STRING) END ORDER BY _c44_0 ASC NULLS LAST) AS BIGINT) AS _c47_0
  FROM (
    SELECT DISTINCT _c12_0 AS _c44_0, _c10_0 AS _c44_1, _c10_1 AS _c44_2, _c13_0 AS _c44_3, _c13_1 AS _c44_4, _c13_2 AS _c44_5
    FROM (
      SELECT CAST(CASE WHEN CAST(_c11_1 AS DOUBLE) = 0.0D THEN CAST(_c11_0 AS DOUBLE) * `power`(CAST(_c11_1 AS DOUBLE), (-1.0D)) ELSE CAST(_c11_0 AS DOUBLE) / CAST(_c11_1 AS DOUBLE) END AS DOUBLE) AS _c12_0, _c10_0, _c10_1, 0L AS _c13_0, 0L AS _c13_1, 0L AS _c13_2
      FROM (
        SELECT `i_category` AS _c10_0, `i_class` AS _c10_1, CAST(`sum`(`ss_net_profit`) AS DECIMAL(38,2)) AS _c11_0, CAST(`sum`(`ss_ext_sales_price`) AS DECIMAL(38,2)) AS _c11_1
        FROM {src1} JOIN {src2} ON `ss_sold_date_sk` = `d_date_sk` JOIN {src3} ON `ss_item_sk` = `i_item_sk` JOIN {src4} ON `ss_store_sk` = `s_store_sk`
        WHERE `d_year` = 2001L AND `s_state` = 'TN'
        GROUP BY `i_category`, `i_class`
      ) AS _q1
      UNION ALL
      SELECT CAST(CASE WHEN CAST(_c27_1 AS DOUBLE) = 0.0D THEN CAST(_c27_0 AS DOUBLE) * `power`(CAST(_c27_1 AS DOUBLE), (-1.0D)) ELSE CAST(_c27_0 AS DOUBLE) / CAST(_c27_1 AS DOUBLE) END AS DOUBLE) AS _c28_0, _c26_0, CAST(NULL AS STRING) AS _c28_1, 0L AS _c28_2, 1L AS _c28_3, 1L AS _c28_4
      FROM (
        SELECT _c23_0 AS _c26_0, CAST(`sum`(_c24_0) AS DECIMAL(38,2)) AS _c27_0, CAST(`sum`(_c24_1) AS DECIMAL(38,2)) AS _c27_1
        FROM (
          SELECT `i_category` AS _c23_0, `i_class` AS _c23_1, CAST(`sum`(`ss_net_profit`) AS DECIMAL(38,2)) AS _c24_0, CAST(`sum`(`ss_ext_sales_price`) AS DECIMAL(38,2)) AS _c24_1
          FROM {src1} JOIN {src2} ON `ss_sold_date_sk` = `d_date_sk` JOIN {src3} ON `ss_item_sk` = `i_item_sk` JOIN {src4} ON `ss_store_sk` = `s_store_sk`
          WHERE `d_year` = 2001L AND `s_state` = 'TN'
          GROUP BY `i_category`, `i_class`
        ) AS _q2
        GROUP BY _c23_0
      ) AS _q3
      UNION ALL
      SELECT CAST(CASE WHEN CAST(_c42_1 AS DOUBLE) = 0.0D THEN CAST(_c42_0 AS DOUBLE) * `power`(CAST(_c42_1 AS DOUBLE), (-1.0D)) ELSE CAST(_c42_0 AS DOUBLE) / CAST(_c42_1 AS DOUBLE) END AS DOUBLE) AS _c43_0, CAST(NULL AS STRING) AS _c43_1, CAST(NULL AS STRING) AS _c43_2, 1L AS _c43_3, 1L AS _c43_4, 2L AS _c43_5
      FROM (
        SELECT CAST(`sum`(_c39_0) AS DECIMAL(38,2)) AS _c42_0, CAST(`sum`(_c39_1) AS DECIMAL(38,2)) AS _c42_1
        FROM (
          SELECT `i_category` AS _c38_0, `i_class` AS _c38_1, CAST(`sum`(`ss_net_profit`) AS DECIMAL(38,2)) AS _c39_0, CAST(`sum`(`ss_ext_sales_price`) AS DECIMAL(38,2)) AS _c39_1
          FROM {src1} JOIN {src2} ON `ss_sold_date_sk` = `d_date_sk` JOIN {src3} ON `ss_item_sk` = `i_item_sk` JOIN {src4} ON `ss_store_sk` = `s_store_sk`
          WHERE `d_year` = 2001L AND `s_state` = 'TN'
          GROUP BY `i_category`, `i_class`
        ) AS _q4
      ) AS _q5
    ) AS _q6
  ) AS _q7
) AS _q8
ORDER BY _c44_5 DESC NULLS FIRST, CASE WHEN _c44_5 = 0L THEN CAST(_c44_1 AS STRING) END ASC NULLS FIRST, _c47_0 ASC NULLS FIRST
LIMIT 100
