-- tpcds_datafusion/q19: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c14_1 AS `brand_id`, _c14_0 AS `brand`, _c14_2 AS `i_manufact_id`, _c14_3 AS `i_manufact`, _c15_0 AS `ext_price`
FROM (
  SELECT _c5_7 AS _c14_1, _c5_8 AS _c14_0, _c5_13 AS _c14_2, _c5_14 AS _c14_3, CAST(`sum`(_c3_15) AS DECIMAL(38,2)) AS _c15_0
  FROM (
    SELECT _c3_7, _c3_15, _c5_7, _c5_8, _c5_13, _c5_14, _c10_9
    FROM (
      SELECT _c3_7, _c3_15, _c5_7, _c5_8, _c5_13, _c5_14, _c8_4
      FROM (
        SELECT _c3_3, _c3_7, _c3_15, _c5_7, _c5_8, _c5_13, _c5_14
        FROM (
          SELECT _c3_2, _c3_3, _c3_7, _c3_15
          FROM (
            SELECT _c1_0
            FROM (
              SELECT `d_date_sk` AS _c1_0, `d_year` AS _c1_6, `d_moy` AS _c1_8
              FROM {src1}
            ) AS _q1
            WHERE _c1_8 = 11L AND _c1_6 = 1998L
          ) AS _q2 JOIN (
            SELECT `ss_sold_date_sk` AS _c3_0, `ss_item_sk` AS _c3_2, `ss_customer_sk` AS _c3_3, `ss_store_sk` AS _c3_7, `ss_ext_sales_price` AS _c3_15
            FROM {src2}
          ) AS _q3 ON _c1_0 = _c3_0
        ) AS _q4 JOIN (
          SELECT _c5_0, _c5_7, _c5_8, _c5_13, _c5_14
          FROM (
            SELECT `i_item_sk` AS _c5_0, `i_brand_id` AS _c5_7, `i_brand` AS _c5_8, `i_manufact_id` AS _c5_13, `i_manufact` AS _c5_14, `i_manager_id` AS _c5_20
            FROM {src3}
          ) AS _q5
          WHERE _c5_20 = 8L
        ) AS _q6 ON _c3_2 = _c5_0
      ) AS _q7 JOIN (
        SELECT `c_customer_sk` AS _c8_0, `c_current_addr_sk` AS _c8_4
        FROM {src4}
      ) AS _q8 ON _c3_3 = _c8_0
    ) AS _q9 JOIN (
      SELECT `ca_address_sk` AS _c10_0, `ca_zip` AS _c10_9
      FROM {src5}
    ) AS _q10 ON _c8_4 = _c10_0
  ) AS _q11 JOIN (
    SELECT `s_store_sk` AS _c12_0, `s_zip` AS _c12_25
    FROM {src6}
  ) AS _q12 ON _c3_7 = _c12_0 AND CAST(CASE WHEN 5L < 0 THEN `raise_error`('substring: negative length') ELSE `substring`(_c10_9, CAST(1L AS INT), CAST(5L AS INT)) END AS STRING) <> CAST(CASE WHEN 5L < 0 THEN `raise_error`('substring: negative length') ELSE `substring`(_c12_25, CAST(1L AS INT), CAST(5L AS INT)) END AS STRING)
  GROUP BY _c5_8, _c5_7, _c5_13, _c5_14
  ORDER BY _c15_0 DESC NULLS FIRST, _c14_0 ASC NULLS LAST, _c14_1 ASC NULLS LAST, _c14_2 ASC NULLS LAST, _c14_3 ASC NULLS LAST
  LIMIT 100
) AS _q13
