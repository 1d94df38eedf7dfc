-- tpcds_datafusion/q60: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c43_0 AS `i_item_id`, _c44_0 AS `total_sales`
FROM (
  SELECT _c12_0 AS _c43_0, CAST(`sum`(_c13_0) AS DECIMAL(38,2)) AS _c44_0
  FROM (
    SELECT _c8_1 AS _c12_0, CAST(`sum`(_c1_15) AS DECIMAL(38,2)) AS _c13_0
    FROM (
      SELECT _c1_15, _c8_1
      FROM (
        SELECT _c1_2, _c1_15
        FROM (
          SELECT _c1_2, _c1_6, _c1_15
          FROM (
            SELECT `ss_sold_date_sk` AS _c1_0, `ss_item_sk` AS _c1_2, `ss_addr_sk` AS _c1_6, `ss_ext_sales_price` AS _c1_15
            FROM {src1}
          ) AS _q1 JOIN (
            SELECT _c2_0
            FROM (
              SELECT `d_date_sk` AS _c2_0, `d_year` AS _c2_6, `d_moy` AS _c2_8
              FROM {src2}
            ) AS _q2
            WHERE _c2_6 = 1998L AND _c2_8 = 9L
          ) AS _q3 ON _c1_0 = _c2_0
        ) AS _q4 JOIN (
          SELECT _c5_0
          FROM (
            SELECT `ca_address_sk` AS _c5_0, `ca_gmt_offset` AS _c5_11
            FROM {src3}
          ) AS _q5
          WHERE _c5_11 = CAST((-5.00BD) AS DECIMAL(5,2))
        ) AS _q6 ON _c1_6 = _c5_0
      ) AS _q7 JOIN (
        SELECT `i_item_sk` AS _c8_0, `i_item_id` AS _c8_1
        FROM {src4}
      ) AS _q8 ON _c1_2 = _c8_0
    ) AS _q9 LEFT SEMI JOIN (
      SELECT _c10_1
      FROM (
        SELECT `i_item_id` AS _c10_1, `i_category` AS _c10_12
        FROM {src4}
      ) AS _q10
      WHERE _c10_12 = 'Music'
    ) AS _q11 ON _c8_1 = _c10_1
    GROUP BY _c8_1
    UNION ALL
    SELECT _c22_1 AS _c26_0, CAST(`sum`(_c15_23) AS DECIMAL(38,2)) AS _c27_0
    FROM (
      SELECT _c15_23, _c22_1
      FROM (
        SELECT _c15_15, _c15_23
        FROM (
          SELECT _c15_6, _c15_15, _c15_23
          FROM (
            SELECT `cs_sold_date_sk` AS _c15_0, `cs_bill_addr_sk` AS _c15_6, `cs_item_sk` AS _c15_15, `cs_ext_sales_price` AS _c15_23
            FROM {src5}
          ) AS _q12 JOIN (
            SELECT _c16_0
            FROM (
              SELECT `d_date_sk` AS _c16_0, `d_year` AS _c16_6, `d_moy` AS _c16_8
              FROM {src2}
            ) AS _q13
            WHERE _c16_6 = 1998L AND _c16_8 = 9L
          ) AS _q14 ON _c15_0 = _c16_0
        ) AS _q15 JOIN (
          SELECT _c19_0
          FROM (
            SELECT `ca_address_sk` AS _c19_0, `ca_gmt_offset` AS _c19_11
            FROM {src3}
          ) AS _q16
          WHERE _c19_11 = CAST((-5.00BD) AS DECIMAL(5,2))
        ) AS _q17 ON _c15_6 = _c19_0
      ) AS _q18 JOIN (
        SELECT `i_item_sk` AS _c22_0, `i_item_id` AS _c22_1
        FROM {src4}
      ) AS _q19 ON _c15_15 = _c22_0
    ) AS _q20 LEFT SEMI JOIN (
      SELECT _c24_1
      FROM (
        SELECT `i_item_id` AS _c24_1, `i_category` AS _c24_12
        FROM {src4}
      ) AS _q21
      WHERE _c24_12 = 'Music'
    ) AS _q22 ON _c22_1 = _c24_1
    GROUP BY _c22_1
    UNION ALL
    SELECT _c36_1 AS _c40_0, CAST(`sum`(_c29_23) AS DECIMAL(38,2)) AS _c41_0
    FROM (
      SELECT _c29_23, _c36_1
      FROM (
        SELECT _c29_3, _c29_23
        FROM (
          SELECT _c29_3, _c29_7, _c29_23
          FROM (
            SELECT `ws_sold_date_sk` AS _c29_0, `ws_item_sk` AS _c29_3, `ws_bill_addr_sk` AS _c29_7, `ws_ext_sales_price` AS _c29_23
            FROM {src6}
          ) AS _q23 JOIN (
            SELECT _c30_0
            FROM (
              SELECT `d_date_sk` AS _c30_0, `d_year` AS _c30_6, `d_moy` AS _c30_8
              FROM {src2}
            ) AS _q24
            WHERE _c30_6 = 1998L AND _c30_8 = 9L
          ) AS _q25 ON _c29_0 = _c30_0
        ) AS _q26 JOIN (
          SELECT _c33_0
          FROM (
            SELECT `ca_address_sk` AS _c33_0, `ca_gmt_offset` AS _c33_11
            FROM {src3}
          ) AS _q27
          WHERE _c33_11 = CAST((-5.00BD) AS DECIMAL(5,2))
        ) AS _q28 ON _c29_7 = _c33_0
      ) AS _q29 JOIN (
        SELECT `i_item_sk` AS _c36_0, `i_item_id` AS _c36_1
        FROM {src4}
      ) AS _q30 ON _c29_3 = _c36_0
    ) AS _q31 LEFT SEMI JOIN (
      SELECT _c38_1
      FROM (
        SELECT `i_item_id` AS _c38_1, `i_category` AS _c38_12
        FROM {src4}
      ) AS _q32
      WHERE _c38_12 = 'Music'
    ) AS _q33 ON _c36_1 = _c38_1
    GROUP BY _c36_1
  ) AS _q34
  GROUP BY _c12_0
  ORDER BY _c43_0 ASC NULLS LAST
  LIMIT 100
) AS _q35
