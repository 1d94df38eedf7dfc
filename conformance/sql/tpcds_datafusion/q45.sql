-- tpcds_datafusion/q45: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
WITH
_shared_c13_0 AS (
  SELECT `ws_sales_price` AS _c1_21, `ca_city` AS _c4_6, `ca_zip` AS _c4_9, `i_item_id` AS _c9_1
  FROM {src1} JOIN {src2} ON `ws_bill_customer_sk` = `c_customer_sk` JOIN {src3} ON `c_current_addr_sk` = `ca_address_sk` JOIN (
    SELECT *
    FROM {src4}
    WHERE `d_qoy` = 2L AND `d_year` = 2001L
  ) AS _q1 ON `ws_sold_date_sk` = `d_date_sk` JOIN {src5} ON `ws_item_sk` = `i_item_sk`
)
SELECT _c20_0 AS `ca_zip`, _c20_1 AS `ca_city`, _c21_0 AS `sum(web_sales.ws_sales_price)`
FROM (
  SELECT _c16_2 AS _c20_0, _c16_1 AS _c20_1, CAST(`sum`(_c16_0) AS DECIMAL(38,2)) AS _c21_0
  FROM (
    SELECT _c1_21 AS _c16_0, _c4_6 AS _c16_1, _c4_9 AS _c16_2, _c9_1 AS _c16_3
    FROM _shared_c13_0
  ) AS _q2 LEFT OUTER JOIN (
    SELECT _c1_21 AS _c15_0, _c4_6 AS _c15_1, _c4_9 AS _c15_2, _c9_1 AS _c15_3, `max`(`coalesce`(CASE WHEN _c14_0 IS NULL THEN 0 WHEN _c9_1 = _c11_1 THEN 2 WHEN (_c9_1 = _c11_1) IS NULL THEN 1 END, 0)) AS _c15_4
    FROM (
      SELECT DISTINCT *
      FROM _shared_c13_0
    ) AS _q3 LEFT OUTER JOIN (
      SELECT `i_item_id` AS _c11_1, 1 AS _c14_0
      FROM {src5}
      WHERE `i_item_sk` IN (2L, 3L, 5L, 7L, 11L, 13L, 17L, 19L, 23L, 29L)
    ) AS _q4 ON _c9_1 = _c11_1 OR (_c9_1 = _c11_1) IS NULL
    GROUP BY _c1_21, _c4_6, _c4_9, _c9_1
  ) AS _q5 ON _c16_0 <=> _c15_0 AND _c16_1 <=> _c15_1 AND _c16_2 <=> _c15_2 AND _c16_3 <=> _c15_3
  WHERE (CAST(CASE WHEN 5L < 0 THEN `raise_error`('substring: negative length') ELSE `substring`(_c16_2, CAST(1L AS INT), CAST(5L AS INT)) END AS STRING) IN ('85669', '86197', '88274', '83405', '86475', '85392', '85460', '80348', '81792') OR CASE WHEN _c15_4 = 2 THEN TRUE WHEN _c15_4 = 1 THEN CAST(NULL AS BOOLEAN) ELSE FALSE END)
  GROUP BY _c16_2, _c16_1
  ORDER BY _c20_0 ASC NULLS LAST, _c20_1 ASC NULLS LAST
  LIMIT 100
) AS _q6
