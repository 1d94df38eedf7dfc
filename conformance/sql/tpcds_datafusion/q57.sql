-- tpcds_datafusion/q57: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c8_0 AS `i_category`, _c8_1 AS `i_brand`, _c8_2 AS `cc_name`, _c8_3 AS `d_year`, _c8_4 AS `d_moy`, _c11_0 AS `avg_monthly_sales`, _c9_0 AS `sum_sales`, _c22_0 AS `psum`, _c34_0 AS `nsum`
FROM (
  SELECT *, CAST(`avg`(_c9_0) OVER (PARTITION BY _c8_0, _c8_1, _c8_2, _c8_3 ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING) AS DECIMAL(38,2)) AS _c11_0
  FROM (
    SELECT *, CAST(`rank`() OVER (PARTITION BY _c8_0, _c8_1, _c8_2 ORDER BY _c8_3 ASC NULLS LAST, _c8_4 ASC NULLS LAST) AS BIGINT) AS _c10_0
    FROM (
      SELECT `i_category` AS _c8_0, `i_brand` AS _c8_1, `cc_name` AS _c8_2, `d_year` AS _c8_3, `d_moy` AS _c8_4, CAST(`sum`(`cs_sales_price`) AS DECIMAL(38,2)) AS _c9_0
      FROM {src1} JOIN {src2} ON `i_item_sk` = `cs_item_sk` JOIN {src3} ON `cs_sold_date_sk` = `d_date_sk` JOIN {src4} ON `cs_call_center_sk` = `cc_call_center_sk`
      WHERE (`d_year` = 1999L OR `d_year` = 1998L AND `d_moy` = 12L OR `d_year` = 2000L AND `d_moy` = 1L)
      GROUP BY `i_category`, `i_brand`, `cc_name`, `d_year`, `d_moy`
    ) AS _q1
  ) AS _q2
  WHERE _c8_3 = 1999L
) AS _q3 JOIN (
  SELECT *, CAST(`rank`() OVER (PARTITION BY _c21_0, _c21_1, _c21_2 ORDER BY _c21_3 ASC NULLS LAST, _c21_4 ASC NULLS LAST) AS BIGINT) AS _c23_0
  FROM (
    SELECT `i_category` AS _c21_0, `i_brand` AS _c21_1, `cc_name` AS _c21_2, `d_year` AS _c21_3, `d_moy` AS _c21_4, CAST(`sum`(`cs_sales_price`) AS DECIMAL(38,2)) AS _c22_0
    FROM {src1} JOIN {src2} ON `i_item_sk` = `cs_item_sk` JOIN {src3} ON `cs_sold_date_sk` = `d_date_sk` JOIN {src4} ON `cs_call_center_sk` = `cc_call_center_sk`
    WHERE (`d_year` = 1999L OR `d_year` = 1998L AND `d_moy` = 12L OR `d_year` = 2000L AND `d_moy` = 1L)
    GROUP BY `i_category`, `i_brand`, `cc_name`, `d_year`, `d_moy`
  ) AS _q4
) AS _q5 ON _c8_0 = _c21_0 AND _c8_1 = _c21_1 AND _c8_2 = _c21_2 AND CAST(_c10_0 AS DECIMAL(21,0)) = CAST(CAST(_c23_0 AS DECIMAL(20,0)) + CAST(1BD AS DECIMAL(20,0)) AS DECIMAL(21,0)) JOIN (
  SELECT *, CAST(`rank`() OVER (PARTITION BY _c33_0, _c33_1, _c33_2 ORDER BY _c33_3 ASC NULLS LAST, _c33_4 ASC NULLS LAST) AS BIGINT) AS _c35_0
  FROM (
    SELECT `i_category` AS _c33_0, `i_brand` AS _c33_1, `cc_name` AS _c33_2, `d_year` AS _c33_3, `d_moy` AS _c33_4, CAST(`sum`(`cs_sales_price`) AS DECIMAL(38,2)) AS _c34_0
    FROM {src1} JOIN {src2} ON `i_item_sk` = `cs_item_sk` JOIN {src3} ON `cs_sold_date_sk` = `d_date_sk` JOIN {src4} ON `cs_call_center_sk` = `cc_call_center_sk`
    WHERE (`d_year` = 1999L OR `d_year` = 1998L AND `d_moy` = 12L OR `d_year` = 2000L AND `d_moy` = 1L)
    GROUP BY `i_category`, `i_brand`, `cc_name`, `d_year`, `d_moy`
  ) AS _q6
) AS _q7 ON _c8_0 = _c33_0 AND _c8_1 = _c33_1 AND _c8_2 = _c33_2 AND CAST(_c10_0 AS DECIMAL(21,0)) = CAST(CAST(_c35_0 AS DECIMAL(20,0)) - CAST(1BD AS DECIMAL(20,0)) AS DECIMAL(21,0))
WHERE _c11_0 > CAST(0.000000BD AS DECIMAL(21,6)) AND CASE WHEN _c11_0 > CAST(0.000000BD AS DECIMAL(21,6)) THEN CAST(CAST(`abs`(CAST(_c9_0 - _c11_0 AS DECIMAL(22,6))) AS DECIMAL(22,6)) / _c11_0 AS DECIMAL(32,10)) ELSE CAST(NULL AS DECIMAL(32,10)) END > CAST(0.1000000000BD AS DECIMAL(32,10))
ORDER BY CAST(_c9_0 - _c11_0 AS DECIMAL(22,6)) ASC NULLS FIRST, _c8_0 ASC NULLS LAST, _c8_1 ASC NULLS LAST, _c8_2 ASC NULLS LAST, _c8_3 ASC NULLS LAST, _c8_4 ASC NULLS LAST, _c22_0 ASC NULLS LAST, _c34_0 ASC NULLS LAST
LIMIT 100
