-- tpcds_datafusion/q54: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c35_0 AS `segment`, _c36_0 AS `num_customers`, _c37_0 AS `segment_base`
FROM (
  SELECT *, CAST(CAST(_c35_0 AS BIGINT) * 50L AS BIGINT) AS _c37_0
  FROM (
    SELECT _c34_0 AS _c35_0, CAST(`count`(1L) AS BIGINT) AS _c36_0
    FROM (
      SELECT CAST(CAST(`round`(CAST(CASE WHEN CAST(50BD AS DECIMAL(20,0)) = 0 THEN `raise_error`('divide: division by zero') ELSE CASE WHEN `try_divide`(_c32_0, CAST(50BD AS DECIMAL(20,0))) IS NULL AND _c32_0 IS NOT NULL AND CAST(50BD AS DECIMAL(20,0)) IS NOT NULL THEN `raise_error`('divide: decimal overflow') ELSE `try_divide`(_c32_0, CAST(50BD AS DECIMAL(20,0))) END END AS DECIMAL(21,6)), 0) AS DECIMAL(21,0)) AS INT) AS _c34_0
      FROM (
        SELECT CAST(`sum`(_c14_15) AS DECIMAL(38,2)) AS _c32_0
        FROM (
          SELECT _c12_0, _c14_0, _c14_15
          FROM (
            SELECT _c12_0, _c14_0, _c14_15, _c16_7, _c16_8
            FROM (
              SELECT _c12_0, _c12_1, _c14_0, _c14_15
              FROM (
                SELECT DISTINCT _c11_0 AS _c12_0, _c11_4 AS _c12_1
                FROM (
                  SELECT `c_customer_sk` AS _c11_0, `c_current_addr_sk` AS _c11_4
                  FROM {src5}
                ) AS _q1 LEFT SEMI JOIN (
                  SELECT _c1_3
                  FROM (
                    SELECT _c1_0, _c1_3
                    FROM (
                      SELECT `cs_sold_date_sk` AS _c1_0, `cs_bill_customer_sk` AS _c1_3, `cs_item_sk` AS _c1_15
                      FROM {src1}
                      UNION ALL
                      SELECT `ws_sold_date_sk` AS _c3_0, `ws_bill_customer_sk` AS _c3_4, `ws_item_sk` AS _c3_3
                      FROM {src2}
                    ) AS _q2 LEFT SEMI JOIN (
                      SELECT _c5_0
                      FROM (
                        SELECT `i_item_sk` AS _c5_0, `i_class` AS _c5_10, `i_category` AS _c5_12
                        FROM {src3}
                      ) AS _q3
                      WHERE _c5_12 = 'Women' AND _c5_10 = 'maternity'
                    ) AS _q4 ON _c1_15 = _c5_0
                  ) AS _q5 LEFT SEMI JOIN (
                    SELECT _c8_0
                    FROM (
                      SELECT `d_date_sk` AS _c8_0, `d_year` AS _c8_6, `d_moy` AS _c8_8
                      FROM {src4}
                    ) AS _q6
                    WHERE _c8_8 = 12L AND _c8_6 = 1998L
                  ) AS _q7 ON _c1_0 = _c8_0
                ) AS _q8 ON _c1_3 = _c11_0
              ) AS _q9 JOIN (
                SELECT `ss_sold_date_sk` AS _c14_0, `ss_customer_sk` AS _c14_3, `ss_ext_sales_price` AS _c14_15
                FROM {src6}
              ) AS _q10 ON _c12_0 = _c14_3
            ) AS _q11 JOIN (
              SELECT `ca_address_sk` AS _c16_0, `ca_county` AS _c16_7, `ca_state` AS _c16_8
              FROM {src7}
            ) AS _q12 ON _c12_1 = _c16_0
          ) AS _q13 JOIN (
            SELECT `s_county` AS _c18_23, `s_state` AS _c18_24
            FROM {src8}
          ) AS _q14 ON _c16_7 = _c18_23 AND _c16_8 = _c18_24
        ) AS _q15 JOIN (
          SELECT _c20_0
          FROM (
            SELECT `d_date_sk` AS _c20_0, `d_month_seq` AS _c20_3
            FROM {src4}
          ) AS _q16
          WHERE _c20_3 >= (
            SELECT DISTINCT CAST(_c21_3 + 1L AS BIGINT) AS _c23_0
            FROM (
              SELECT `d_month_seq` AS _c21_3, `d_year` AS _c21_6, `d_moy` AS _c21_8
              FROM {src4}
            ) AS _q17
            WHERE _c21_6 = 1998L AND _c21_8 = 12L
          ) AND _c20_3 <= (
            SELECT DISTINCT CAST(_c25_3 + 3L AS BIGINT) AS _c27_0
            FROM (
              SELECT `d_month_seq` AS _c25_3, `d_year` AS _c25_6, `d_moy` AS _c25_8
              FROM {src4}
            ) AS _q18
            WHERE _c25_6 = 1998L AND _c25_8 = 12L
          )
        ) AS _q19 ON _c14_0 = _c20_0
        GROUP BY _c12_0
      ) AS _q20
    ) AS _q21
    GROUP BY _c34_0
  ) AS _q22
  ORDER BY _c35_0 ASC NULLS FIRST
  LIMIT 100
) AS _q23
