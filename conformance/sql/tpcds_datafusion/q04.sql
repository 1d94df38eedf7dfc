-- tpcds_datafusion/q04: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c15_0 AS `customer_id`, _c15_1 AS `customer_first_name`, _c15_2 AS `customer_last_name`, _c15_3 AS `customer_preferred_cust_flag`
FROM (
  SELECT _c15_0, _c15_1, _c15_2, _c15_3
  FROM (
    SELECT _c6_0, _c15_0, _c15_1, _c15_2, _c15_3, _c24_0, _c34_0, _c43_0
    FROM (
      SELECT _c6_0, _c15_0, _c15_1, _c15_2, _c15_3, _c24_0, _c34_0
      FROM (
        SELECT _c6_0, _c7_0, _c15_0, _c15_1, _c15_2, _c15_3, _c16_0, _c24_0
        FROM (
          SELECT *
          FROM (
            SELECT _c1_1 AS _c6_0, CAST(`sum`(_g1) AS DECIMAL(38,6)) AS _c7_0
            FROM (
              SELECT _c1_1, _c1_8, _c1_9, _c1_10, _c1_14, _c1_15, _c1_16, _c2_14, _c2_15, _c2_16, _c2_17, _c4_6, CAST(`transform`(`array`(CAST(CAST(CAST(_c2_17 - _c2_16 AS DECIMAL(8,2)) - _c2_14 AS DECIMAL(9,2)) + _c2_15 AS DECIMAL(10,2))), _l1 -> CASE WHEN CAST(2BD AS DECIMAL(20,0)) = 0 THEN `raise_error`('divide: division by zero') ELSE CASE WHEN `try_divide`(_l1, CAST(2BD AS DECIMAL(20,0))) IS NULL AND _l1 IS NOT NULL AND CAST(2BD AS DECIMAL(20,0)) IS NOT NULL THEN `raise_error`('divide: decimal overflow') ELSE `try_divide`(_l1, CAST(2BD AS DECIMAL(20,0))) END END)[0] AS DECIMAL(14,6)) AS _g1
              FROM (
                SELECT _c1_1, _c1_8, _c1_9, _c1_10, _c1_14, _c1_15, _c1_16, _c2_0, _c2_14, _c2_15, _c2_16, _c2_17
                FROM (
                  SELECT *
                  FROM (
                    SELECT `c_customer_sk` AS _c1_0, `c_customer_id` AS _c1_1, `c_first_name` AS _c1_8, `c_last_name` AS _c1_9, `c_preferred_cust_flag` AS _c1_10, `c_birth_country` AS _c1_14, `c_login` AS _c1_15, `c_email_address` AS _c1_16
                    FROM {src1}
                  ) AS _q1
                  WHERE TRUE
                ) AS _q2 JOIN (
                  SELECT `ss_sold_date_sk` AS _c2_0, `ss_customer_sk` AS _c2_3, `ss_ext_discount_amt` AS _c2_14, `ss_ext_sales_price` AS _c2_15, `ss_ext_wholesale_cost` AS _c2_16, `ss_ext_list_price` AS _c2_17
                  FROM {src2}
                ) AS _q3 ON _c1_0 = _c2_3
              ) AS _q4 JOIN (
                SELECT *
                FROM (
                  SELECT `d_date_sk` AS _c4_0, `d_year` AS _c4_6
                  FROM {src3}
                ) AS _q5
                WHERE _c4_6 = 2001L
              ) AS _q6 ON _c2_0 = _c4_0
            ) AS _q7
            GROUP BY _c1_1, _c1_8, _c1_9, _c1_10, _c1_14, _c1_15, _c1_16, _c4_6
          ) AS _q8
          WHERE _c7_0 > CAST(0.000000BD AS DECIMAL(24,6))
        ) AS _q9 JOIN (
          SELECT _c10_1 AS _c15_0, _c10_8 AS _c15_1, _c10_9 AS _c15_2, _c10_10 AS _c15_3, CAST(`sum`(_g2) AS DECIMAL(38,6)) AS _c16_0
          FROM (
            SELECT _c10_1, _c10_8, _c10_9, _c10_10, _c10_14, _c10_15, _c10_16, _c11_14, _c11_15, _c11_16, _c11_17, _c13_6, CAST(`transform`(`array`(CAST(CAST(CAST(_c11_17 - _c11_16 AS DECIMAL(8,2)) - _c11_14 AS DECIMAL(9,2)) + _c11_15 AS DECIMAL(10,2))), _l2 -> CASE WHEN CAST(2BD AS DECIMAL(20,0)) = 0 THEN `raise_error`('divide: division by zero') ELSE CASE WHEN `try_divide`(_l2, CAST(2BD AS DECIMAL(20,0))) IS NULL AND _l2 IS NOT NULL AND CAST(2BD AS DECIMAL(20,0)) IS NOT NULL THEN `raise_error`('divide: decimal overflow') ELSE `try_divide`(_l2, CAST(2BD AS DECIMAL(20,0))) END END)[0] AS DECIMAL(14,6)) AS _g2
            FROM (
              SELECT _c10_1, _c10_8, _c10_9, _c10_10, _c10_14, _c10_15, _c10_16, _c11_0, _c11_14, _c11_15, _c11_16, _c11_17
              FROM (
                SELECT *
                FROM (
                  SELECT `c_customer_sk` AS _c10_0, `c_customer_id` AS _c10_1, `c_first_name` AS _c10_8, `c_last_name` AS _c10_9, `c_preferred_cust_flag` AS _c10_10, `c_birth_country` AS _c10_14, `c_login` AS _c10_15, `c_email_address` AS _c10_16
                  FROM {src1}
                ) AS _q10
                WHERE TRUE
              ) AS _q11 JOIN (
                SELECT `ss_sold_date_sk` AS _c11_0, `ss_customer_sk` AS _c11_3, `ss_ext_discount_amt` AS _c11_14, `ss_ext_sales_price` AS _c11_15, `ss_ext_wholesale_cost` AS _c11_16, `ss_ext_list_price` AS _c11_17
                FROM {src2}
              ) AS _q12 ON _c10_0 = _c11_3
            ) AS _q13 JOIN (
              SELECT *
              FROM (
                SELECT `d_date_sk` AS _c13_0, `d_year` AS _c13_6
                FROM {src3}
              ) AS _q14
              WHERE _c13_6 = 2002L
            ) AS _q15 ON _c11_0 = _c13_0
          ) AS _q16
          GROUP BY _c10_1, _c10_8, _c10_9, _c10_10, _c10_14, _c10_15, _c10_16, _c13_6
        ) AS _q17 ON _c6_0 = _c15_0 JOIN (
          SELECT *
          FROM (
            SELECT _c18_1 AS _c23_0, CAST(`sum`(_g3) AS DECIMAL(38,6)) AS _c24_0
            FROM (
              SELECT _c18_1, _c18_8, _c18_9, _c18_10, _c18_14, _c18_15, _c18_16, _c19_22, _c19_23, _c19_24, _c19_25, _c21_6, CAST(`transform`(`array`(CAST(CAST(CAST(_c19_25 - _c19_24 AS DECIMAL(8,2)) - _c19_22 AS DECIMAL(9,2)) + _c19_23 AS DECIMAL(10,2))), _l3 -> CASE WHEN CAST(2BD AS DECIMAL(20,0)) = 0 THEN `raise_error`('divide: division by zero') ELSE CASE WHEN `try_divide`(_l3, CAST(2BD AS DECIMAL(20,0))) IS NULL AND _l3 IS NOT NULL AND CAST(2BD AS DECIMAL(20,0)) IS NOT NULL THEN `raise_error`('divide: decimal overflow') ELSE `try_divide`(_l3, CAST(2BD AS DECIMAL(20,0))) END END)[0] AS DECIMAL(14,6)) AS _g3
              FROM (
                SELECT _c18_1, _c18_8, _c18_9, _c18_10, _c18_14, _c18_15, _c18_16, _c19_0, _c19_22, _c19_23, _c19_24, _c19_25
                FROM (
                  SELECT *
                  FROM (
                    SELECT `c_customer_sk` AS _c18_0, `c_customer_id` AS _c18_1, `c_first_name` AS _c18_8, `c_last_name` AS _c18_9, `c_preferred_cust_flag` AS _c18_10, `c_birth_country` AS _c18_14, `c_login` AS _c18_15, `c_email_address` AS _c18_16
                    FROM {src1}
                  ) AS _q18
                  WHERE TRUE
                ) AS _q19 JOIN (
                  SELECT `cs_sold_date_sk` AS _c19_0, `cs_bill_customer_sk` AS _c19_3, `cs_ext_discount_amt` AS _c19_22, `cs_ext_sales_price` AS _c19_23, `cs_ext_wholesale_cost` AS _c19_24, `cs_ext_list_price` AS _c19_25
                  FROM {src4}
                ) AS _q20 ON _c18_0 = _c19_3
              ) AS _q21 JOIN (
                SELECT *
                FROM (
                  SELECT `d_date_sk` AS _c21_0, `d_year` AS _c21_6
                  FROM {src3}
                ) AS _q22
                WHERE _c21_6 = 2001L
              ) AS _q23 ON _c19_0 = _c21_0
            ) AS _q24
            GROUP BY _c18_1, _c18_8, _c18_9, _c18_10, _c18_14, _c18_15, _c18_16, _c21_6
          ) AS _q25
          WHERE _c24_0 > CAST(0.000000BD AS DECIMAL(24,6))
        ) AS _q26 ON _c6_0 = _c23_0
      ) AS _q27 JOIN (
        SELECT _c28_1 AS _c33_0, CAST(`sum`(_g4) AS DECIMAL(38,6)) AS _c34_0
        FROM (
          SELECT _c28_1, _c28_8, _c28_9, _c28_10, _c28_14, _c28_15, _c28_16, _c29_22, _c29_23, _c29_24, _c29_25, _c31_6, CAST(`transform`(`array`(CAST(CAST(CAST(_c29_25 - _c29_24 AS DECIMAL(8,2)) - _c29_22 AS DECIMAL(9,2)) + _c29_23 AS DECIMAL(10,2))), _l4 -> CASE WHEN CAST(2BD AS DECIMAL(20,0)) = 0 THEN `raise_error`('divide: division by zero') ELSE CASE WHEN `try_divide`(_l4, CAST(2BD AS DECIMAL(20,0))) IS NULL AND _l4 IS NOT NULL AND CAST(2BD AS DECIMAL(20,0)) IS NOT NULL THEN `raise_error`('divide: decimal overflow') ELSE `try_divide`(_l4, CAST(2BD AS DECIMAL(20,0))) END END)[0] AS DECIMAL(14,6)) AS _g4
          FROM (
            SELECT _c28_1, _c28_8, _c28_9, _c28_10, _c28_14, _c28_15, _c28_16, _c29_0, _c29_22, _c29_23, _c29_24, _c29_25
            FROM (
              SELECT *
              FROM (
                SELECT `c_customer_sk` AS _c28_0, `c_customer_id` AS _c28_1, `c_first_name` AS _c28_8, `c_last_name` AS _c28_9, `c_preferred_cust_flag` AS _c28_10, `c_birth_country` AS _c28_14, `c_login` AS _c28_15, `c_email_address` AS _c28_16
                FROM {src1}
              ) AS _q28
              WHERE TRUE
            ) AS _q29 JOIN (
              SELECT `cs_sold_date_sk` AS _c29_0, `cs_bill_customer_sk` AS _c29_3, `cs_ext_discount_amt` AS _c29_22, `cs_ext_sales_price` AS _c29_23, `cs_ext_wholesale_cost` AS _c29_24, `cs_ext_list_price` AS _c29_25
              FROM {src4}
            ) AS _q30 ON _c28_0 = _c29_3
          ) AS _q31 JOIN (
            SELECT *
            FROM (
              SELECT `d_date_sk` AS _c31_0, `d_year` AS _c31_6
              FROM {src3}
            ) AS _q32
            WHERE _c31_6 = 2002L
          ) AS _q33 ON _c29_0 = _c31_0
        ) AS _q34
        GROUP BY _c28_1, _c28_8, _c28_9, _c28_10, _c28_14, _c28_15, _c28_16, _c31_6
      ) AS _q35 ON _c6_0 = _c33_0 AND CASE WHEN _c24_0 > CAST(0.000000BD AS DECIMAL(24,6)) THEN CAST(CASE WHEN _c24_0 = 0 THEN `raise_error`('divide: division by zero') ELSE CASE WHEN `try_divide`(_c34_0, _c24_0) IS NULL AND _c34_0 IS NOT NULL AND _c24_0 IS NOT NULL THEN `raise_error`('divide: decimal overflow') ELSE `try_divide`(_c34_0, _c24_0) END END AS DECIMAL(34,10)) ELSE CAST(NULL AS DECIMAL(34,10)) END > CASE WHEN _c7_0 > CAST(0.000000BD AS DECIMAL(24,6)) THEN CAST(CASE WHEN _c7_0 = 0 THEN `raise_error`('divide: division by zero') ELSE CASE WHEN `try_divide`(_c16_0, _c7_0) IS NULL AND _c16_0 IS NOT NULL AND _c7_0 IS NOT NULL THEN `raise_error`('divide: decimal overflow') ELSE `try_divide`(_c16_0, _c7_0) END END AS DECIMAL(34,10)) ELSE CAST(NULL AS DECIMAL(34,10)) END
    ) AS _q36 JOIN (
      SELECT *
      FROM (
        SELECT _c37_1 AS _c42_0, CAST(`sum`(_g5) AS DECIMAL(38,6)) AS _c43_0
        FROM (
          SELECT _c37_1, _c37_8, _c37_9, _c37_10, _c37_14, _c37_15, _c37_16, _c38_22, _c38_23, _c38_24, _c38_25, _c40_6, CAST(`transform`(`array`(CAST(CAST(CAST(_c38_25 - _c38_24 AS DECIMAL(8,2)) - _c38_22 AS DECIMAL(9,2)) + _c38_23 AS DECIMAL(10,2))), _l5 -> CASE WHEN CAST(2BD AS DECIMAL(20,0)) = 0 THEN `raise_error`('divide: division by zero') ELSE CASE WHEN `try_divide`(_l5, CAST(2BD AS DECIMAL(20,0))) IS NULL AND _l5 IS NOT NULL AND CAST(2BD AS DECIMAL(20,0)) IS NOT NULL THEN `raise_error`('divide: decimal overflow') ELSE `try_divide`(_l5, CAST(2BD AS DECIMAL(20,0))) END END)[0] AS DECIMAL(14,6)) AS _g5
          FROM (
            SELECT _c37_1, _c37_8, _c37_9, _c37_10, _c37_14, _c37_15, _c37_16, _c38_0, _c38_22, _c38_23, _c38_24, _c38_25
            FROM (
              SELECT *
              FROM (
                SELECT `c_customer_sk` AS _c37_0, `c_customer_id` AS _c37_1, `c_first_name` AS _c37_8, `c_last_name` AS _c37_9, `c_preferred_cust_flag` AS _c37_10, `c_birth_country` AS _c37_14, `c_login` AS _c37_15, `c_email_address` AS _c37_16
                FROM {src1}
              ) AS _q37
              WHERE TRUE
            ) AS _q38 JOIN (
              SELECT `ws_sold_date_sk` AS _c38_0, `ws_bill_customer_sk` AS _c38_4, `ws_ext_discount_amt` AS _c38_22, `ws_ext_sales_price` AS _c38_23, `ws_ext_wholesale_cost` AS _c38_24, `ws_ext_list_price` AS _c38_25
              FROM {src5}
            ) AS _q39 ON _c37_0 = _c38_4
          ) AS _q40 JOIN (
            SELECT *
            FROM (
              SELECT `d_date_sk` AS _c40_0, `d_year` AS _c40_6
              FROM {src3}
            ) AS _q41
            WHERE _c40_6 = 2001L
          ) AS _q42 ON _c38_0 = _c40_0
        ) AS _q43
        GROUP BY _c37_1, _c37_8, _c37_9, _c37_10, _c37_14, _c37_15, _c37_16, _c40_6
      ) AS _q44
      WHERE _c43_0 > CAST(0.000000BD AS DECIMAL(24,6))
    ) AS _q45 ON _c6_0 = _c42_0
  ) AS _q46 JOIN (
    SELECT _c47_1 AS _c52_0, CAST(`sum`(_g6) AS DECIMAL(38,6)) AS _c53_0
    FROM (
      SELECT _c47_1, _c47_8, _c47_9, _c47_10, _c47_14, _c47_15, _c47_16, _c48_22, _c48_23, _c48_24, _c48_25, _c50_6, CAST(`transform`(`array`(CAST(CAST(CAST(_c48_25 - _c48_24 AS DECIMAL(8,2)) - _c48_22 AS DECIMAL(9,2)) + _c48_23 AS DECIMAL(10,2))), _l6 -> CASE WHEN CAST(2BD AS DECIMAL(20,0)) = 0 THEN `raise_error`('divide: division by zero') ELSE CASE WHEN `try_divide`(_l6, CAST(2BD AS DECIMAL(20,0))) IS NULL AND _l6 IS NOT NULL AND CAST(2BD AS DECIMAL(20,0)) IS NOT NULL THEN `raise_error`('divide: decimal overflow') ELSE `try_divide`(_l6, CAST(2BD AS DECIMAL(20,0))) END END)[0] AS DECIMAL(14,6)) AS _g6
      FROM (
        SELECT _c47_1, _c47_8, _c47_9, _c47_10, _c47_14, _c47_15, _c47_16, _c48_0, _c48_22, _c48_23, _c48_24, _c48_25
        FROM (
          SELECT *
          FROM (
            SELECT `c_customer_sk` AS _c47_0, `c_customer_id` AS _c47_1, `c_first_name` AS _c47_8, `c_last_name` AS _c47_9, `c_preferred_cust_flag` AS _c47_10, `c_birth_country` AS _c47_14, `c_login` AS _c47_15, `c_email_address` AS _c47_16
            FROM {src1}
          ) AS _q47
          WHERE TRUE
        ) AS _q48 JOIN (
          SELECT `ws_sold_date_sk` AS _c48_0, `ws_bill_customer_sk` AS _c48_4, `ws_ext_discount_amt` AS _c48_22, `ws_ext_sales_price` AS _c48_23, `ws_ext_wholesale_cost` AS _c48_24, `ws_ext_list_price` AS _c48_25
          FROM {src5}
        ) AS _q49 ON _c47_0 = _c48_4
      ) AS _q50 JOIN (
        SELECT *
        FROM (
          SELECT `d_date_sk` AS _c50_0, `d_year` AS _c50_6
          FROM {src3}
        ) AS _q51
        WHERE _c50_6 = 2002L
      ) AS _q52 ON _c48_0 = _c50_0
    ) AS _q53
    GROUP BY _c47_1, _c47_8, _c47_9, _c47_10, _c47_14, _c47_15, _c47_16, _c50_6
  ) AS _q54 ON _c6_0 = _c52_0 AND CASE WHEN _c24_0 > CAST(0.000000BD AS DECIMAL(24,6)) THEN CAST(CASE WHEN _c24_0 = 0 THEN `raise_error`('divide: division by zero') ELSE CASE WHEN `try_divide`(_c34_0, _c24_0) IS NULL AND _c34_0 IS NOT NULL AND _c24_0 IS NOT NULL THEN `raise_error`('divide: decimal overflow') ELSE `try_divide`(_c34_0, _c24_0) END END AS DECIMAL(34,10)) ELSE CAST(NULL AS DECIMAL(34,10)) END > CASE WHEN _c43_0 > CAST(0.000000BD AS DECIMAL(24,6)) THEN CAST(CASE WHEN _c43_0 = 0 THEN `raise_error`('divide: division by zero') ELSE CASE WHEN `try_divide`(_c53_0, _c43_0) IS NULL AND _c53_0 IS NOT NULL AND _c43_0 IS NOT NULL THEN `raise_error`('divide: decimal overflow') ELSE `try_divide`(_c53_0, _c43_0) END END AS DECIMAL(34,10)) ELSE CAST(NULL AS DECIMAL(34,10)) END
  ORDER BY _c15_0 ASC NULLS FIRST, _c15_1 ASC NULLS FIRST, _c15_2 ASC NULLS FIRST, _c15_3 ASC NULLS FIRST
  LIMIT 100
) AS _q55
