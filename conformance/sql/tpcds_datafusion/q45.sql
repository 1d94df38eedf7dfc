-- tpcds_datafusion/q45: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
WITH
_shared_c13_0 AS (
  SELECT `i_item_id` AS _c11_1
  FROM {src5}
  WHERE `i_item_sk` IN (2L, 3L, 5L, 7L, 11L, 13L, 17L, 19L, 23L, 29L)
)
SELECT _c4_9 AS `ca_zip`, _c4_6 AS `ca_city`, CAST(`sum`(_c1_21) AS DECIMAL(38,2)) AS `sum(web_sales.ws_sales_price)`
FROM (
  SELECT _c1_21, _c4_6, _c4_9, _c9_1, CASE WHEN _c14_1 IS NOT NULL THEN TRUE WHEN (
    SELECT TRUE AS _c14_2
    FROM _shared_c13_0
    WHERE _c11_1 IS NULL
    LIMIT 1
  ) IS NOT NULL OR _c9_1 IS NULL AND (
    SELECT TRUE AS _c14_2
    FROM _shared_c13_0
    LIMIT 1
  ) IS NOT NULL THEN CAST(NULL AS BOOLEAN) ELSE FALSE END AS _c15_0
  FROM (
    SELECT `ws_sales_price` AS _c1_21, `ca_city` AS _c4_6, `ca_zip` AS _c4_9, `i_item_id` AS _c9_1, _c14_0, _c14_1
    FROM {src1} JOIN {src2} ON `ws_bill_customer_sk` = `c_customer_sk` JOIN {src3} ON `c_current_addr_sk` = `ca_address_sk` JOIN {src4} ON `ws_sold_date_sk` = `d_date_sk` JOIN {src5} ON `ws_item_sk` = `i_item_sk` LEFT OUTER JOIN (
      SELECT DISTINCT _c11_1 AS _c14_0, TRUE AS _c14_1
      FROM _shared_c13_0
      WHERE _c11_1 IS NOT NULL
    ) AS _q1 ON `i_item_id` = _c14_0
    WHERE `d_qoy` = 2L AND `d_year` = 2001L
  ) AS _q2
) AS _q3
WHERE (CAST(`substring`(_c4_9, 1, 5) AS STRING) IN ('85669', '86197', '88274', '83405', '86475', '85392', '85460', '80348', '81792') OR _c15_0)
GROUP BY _c4_9, _c4_6
ORDER BY `ca_zip` ASC NULLS LAST, `ca_city` ASC NULLS LAST
LIMIT 100
