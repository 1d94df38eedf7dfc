-- tpcds_datafusion/q45: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
WITH
_shared_c13_0 AS (
  SELECT _c1_21, _c4_6, _c4_9, _c9_1
  FROM (
    SELECT _c1_3, _c1_21, _c4_6, _c4_9
    FROM (
      SELECT _c1_0, _c1_3, _c1_21, _c4_6, _c4_9
      FROM (
        SELECT _c1_0, _c1_3, _c1_21, _c2_4
        FROM (
          SELECT `ws_sold_date_sk` AS _c1_0, `ws_item_sk` AS _c1_3, `ws_bill_customer_sk` AS _c1_4, `ws_sales_price` AS _c1_21
          FROM {src1}
        ) AS _q1 JOIN (
          SELECT `c_customer_sk` AS _c2_0, `c_current_addr_sk` AS _c2_4
          FROM {src2}
        ) AS _q2 ON _c1_4 = _c2_0
      ) AS _q3 JOIN (
        SELECT `ca_address_sk` AS _c4_0, `ca_city` AS _c4_6, `ca_zip` AS _c4_9
        FROM {src3}
      ) AS _q4 ON _c2_4 = _c4_0
    ) AS _q5 JOIN (
      SELECT _c6_0
      FROM (
        SELECT `d_date_sk` AS _c6_0, `d_year` AS _c6_6, `d_qoy` AS _c6_10
        FROM {src4}
      ) AS _q6
      WHERE _c6_10 = 2L AND _c6_6 = 2001L
    ) AS _q7 ON _c1_0 = _c6_0
  ) AS _q8 JOIN (
    SELECT `i_item_sk` AS _c9_0, `i_item_id` AS _c9_1
    FROM {src5}
  ) AS _q9 ON _c1_3 = _c9_0
)
SELECT _c20_0 AS `ca_zip`, _c20_1 AS `ca_city`, _c21_0 AS `sum(web_sales.ws_sales_price)`
FROM (
  SELECT _c16_2 AS _c20_0, _c16_1 AS _c20_1, CAST(`sum`(_c16_0) AS DECIMAL(38,2)) AS _c21_0
  FROM (
    SELECT _c16_0, _c16_1, _c16_2, CASE WHEN _c15_4 = 2 THEN TRUE WHEN _c15_4 = 1 THEN CAST(NULL AS BOOLEAN) ELSE FALSE END AS _c17_0
    FROM (
      SELECT _c1_21 AS _c16_0, _c4_6 AS _c16_1, _c4_9 AS _c16_2, _c9_1 AS _c16_3
      FROM _shared_c13_0
    ) AS _q10 LEFT OUTER JOIN (
      SELECT _c1_21 AS _c15_0, _c4_6 AS _c15_1, _c4_9 AS _c15_2, _c9_1 AS _c15_3, `max`(`coalesce`(CASE WHEN _c14_0 IS NULL THEN 0 WHEN _c9_1 = _c11_1 THEN 2 WHEN (_c9_1 = _c11_1) IS NULL THEN 1 END, 0)) AS _c15_4
      FROM (
        SELECT DISTINCT *
        FROM _shared_c13_0
      ) AS _q11 LEFT OUTER JOIN (
        SELECT _c11_1, 1 AS _c14_0
        FROM (
          SELECT `i_item_sk` AS _c11_0, `i_item_id` AS _c11_1
          FROM {src5}
        ) AS _q12
        WHERE _c11_0 IN (2L, 3L, 5L, 7L, 11L, 13L, 17L, 19L, 23L, 29L)
      ) AS _q13 ON _c9_1 = _c11_1 OR (_c9_1 = _c11_1) IS NULL
      GROUP BY _c1_21, _c4_6, _c4_9, _c9_1
    ) AS _q14 ON _c16_0 <=> _c15_0 AND _c16_1 <=> _c15_1 AND _c16_2 <=> _c15_2 AND _c16_3 <=> _c15_3
  ) AS _q15
  WHERE (CAST(CASE WHEN 5L < 0 THEN `raise_error`('substring: negative length') ELSE `substring`(_c16_2, CAST(1L AS INT), CAST(5L AS INT)) END AS STRING) IN ('85669', '86197', '88274', '83405', '86475', '85392', '85460', '80348', '81792') OR _c17_0)
  GROUP BY _c16_2, _c16_1
  ORDER BY _c20_0 ASC NULLS LAST, _c20_1 ASC NULLS LAST
  LIMIT 100
) AS _q16
