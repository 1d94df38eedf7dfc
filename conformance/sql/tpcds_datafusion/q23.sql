-- tpcds_datafusion/q23: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c38_0 AS `c_last_name`, _c38_1 AS `c_first_name`, _c39_0 AS `sales`
FROM (
  SELECT *
  FROM (
    SELECT _c2_9 AS _c38_0, _c2_8 AS _c38_1, CAST(`sum`(CAST(CAST(_c1_18 AS DECIMAL(20,0)) * _c1_20 AS DECIMAL(28,2))) AS DECIMAL(38,2)) AS _c39_0
    FROM (
      SELECT _c1_3, _c1_18, _c1_20, _c2_8, _c2_9
      FROM (
        SELECT _c1_3, _c1_15, _c1_18, _c1_20, _c2_8, _c2_9
        FROM (
          SELECT _c1_0, _c1_3, _c1_15, _c1_18, _c1_20, _c2_8, _c2_9
          FROM (
            SELECT `cs_sold_date_sk` AS _c1_0, `cs_bill_customer_sk` AS _c1_3, `cs_item_sk` AS _c1_15, `cs_quantity` AS _c1_18, `cs_list_price` AS _c1_20
            FROM {src1}
          ) AS _q1 JOIN (
            SELECT `c_customer_sk` AS _c2_0, `c_first_name` AS _c2_8, `c_last_name` AS _c2_9
            FROM {src2}
          ) AS _q2 ON _c1_3 = _c2_0
        ) AS _q3 JOIN (
          SELECT _c4_0
          FROM (
            SELECT `d_date_sk` AS _c4_0, `d_year` AS _c4_6, `d_moy` AS _c4_8
            FROM {src3}
          ) AS _q4
          WHERE _c4_6 = 2000L AND _c4_8 = 2L
        ) AS _q5 ON _c1_0 = _c4_0
      ) AS _q6 JOIN (
        SELECT _c14_1
        FROM (
          SELECT _c11_0 AS _c14_1, CAST(`count`(1L) AS BIGINT) AS _c15_0
          FROM (
            SELECT _c7_2, _c8_2
            FROM (
              SELECT `ss_sold_date_sk` AS _c7_0, `ss_item_sk` AS _c7_2
              FROM {src4}
            ) AS _q7 JOIN (
              SELECT _c8_0, _c8_2
              FROM (
                SELECT `d_date_sk` AS _c8_0, `d_date` AS _c8_2, `d_year` AS _c8_6
                FROM {src3}
              ) AS _q8
              WHERE _c8_6 IN (2000L, 2001L, 2002L, 2003L)
            ) AS _q9 ON _c7_0 = _c8_0
          ) AS _q10 JOIN (
            SELECT CAST(CASE WHEN 30L < 0 THEN `raise_error`('substring: negative length') ELSE `substring`(_c11_4, CAST(1L AS INT), CAST(30L AS INT)) END AS STRING) AS _c12_0, _c11_0
            FROM (
              SELECT `i_item_sk` AS _c11_0, `i_item_desc` AS _c11_4
              FROM {src5}
            ) AS _q11
          ) AS _q12 ON _c7_2 = _c11_0
          GROUP BY _c12_0, _c11_0, _c8_2
        ) AS _q13
        WHERE _c15_0 > 4L
      ) AS _q14 ON _c1_15 = _c14_1
    ) AS _q15 LEFT SEMI JOIN (
      SELECT _c34_0
      FROM (
        SELECT _c20_0 AS _c34_0, CAST(`sum`(CAST(CAST(_c19_10 AS DECIMAL(20,0)) * _c19_13 AS DECIMAL(28,2))) AS DECIMAL(38,2)) AS _c35_0, CAST(`max`(_c32_0) AS DECIMAL(38,2)) AS _c35_1
        FROM (
          SELECT _c19_10, _c19_13, _c20_0
          FROM (
            SELECT `ss_customer_sk` AS _c19_3, `ss_quantity` AS _c19_10, `ss_sales_price` AS _c19_13
            FROM {src4}
          ) AS _q16 JOIN (
            SELECT `c_customer_sk` AS _c20_0
            FROM {src2}
          ) AS _q17 ON _c19_3 = _c20_0
        ) AS _q18 JOIN (
          SELECT CAST(`max`(_c29_0) AS DECIMAL(38,2)) AS _c32_0
          FROM (
            SELECT CAST(`sum`(CAST(CAST(_c22_10 AS DECIMAL(20,0)) * _c22_13 AS DECIMAL(28,2))) AS DECIMAL(38,2)) AS _c29_0
            FROM (
              SELECT _c22_0, _c22_10, _c22_13, _c23_0
              FROM (
                SELECT `ss_sold_date_sk` AS _c22_0, `ss_customer_sk` AS _c22_3, `ss_quantity` AS _c22_10, `ss_sales_price` AS _c22_13
                FROM {src4}
              ) AS _q19 JOIN (
                SELECT `c_customer_sk` AS _c23_0
                FROM {src2}
              ) AS _q20 ON _c22_3 = _c23_0
            ) AS _q21 JOIN (
              SELECT _c25_0
              FROM (
                SELECT `d_date_sk` AS _c25_0, `d_year` AS _c25_6
                FROM {src3}
              ) AS _q22
              WHERE _c25_6 IN (2000L, 2001L, 2002L, 2003L)
            ) AS _q23 ON _c22_0 = _c25_0
            GROUP BY _c23_0
          ) AS _q24
        ) AS _q25 ON TRUE
        GROUP BY _c20_0
      ) AS _q26
      WHERE CAST(_c35_0 AS DECIMAL(38,15)) > CAST(CAST(0.5D * CAST(_c35_1 AS DOUBLE) AS DOUBLE) AS DECIMAL(38,15))
    ) AS _q27 ON _c1_3 = _c34_0
    GROUP BY _c2_9, _c2_8
    UNION ALL
    SELECT _c42_9 AS _c78_0, _c42_8 AS _c78_1, CAST(`sum`(CAST(CAST(_c41_18 AS DECIMAL(20,0)) * _c41_20 AS DECIMAL(28,2))) AS DECIMAL(38,2)) AS _c79_0
    FROM (
      SELECT _c41_4, _c41_18, _c41_20, _c42_8, _c42_9
      FROM (
        SELECT _c41_3, _c41_4, _c41_18, _c41_20, _c42_8, _c42_9
        FROM (
          SELECT _c41_0, _c41_3, _c41_4, _c41_18, _c41_20, _c42_8, _c42_9
          FROM (
            SELECT `ws_sold_date_sk` AS _c41_0, `ws_item_sk` AS _c41_3, `ws_bill_customer_sk` AS _c41_4, `ws_quantity` AS _c41_18, `ws_list_price` AS _c41_20
            FROM {src6}
          ) AS _q28 JOIN (
            SELECT `c_customer_sk` AS _c42_0, `c_first_name` AS _c42_8, `c_last_name` AS _c42_9
            FROM {src2}
          ) AS _q29 ON _c41_4 = _c42_0
        ) AS _q30 JOIN (
          SELECT _c44_0
          FROM (
            SELECT `d_date_sk` AS _c44_0, `d_year` AS _c44_6, `d_moy` AS _c44_8
            FROM {src3}
          ) AS _q31
          WHERE _c44_6 = 2000L AND _c44_8 = 2L
        ) AS _q32 ON _c41_0 = _c44_0
      ) AS _q33 JOIN (
        SELECT _c54_1
        FROM (
          SELECT _c51_0 AS _c54_1, CAST(`count`(1L) AS BIGINT) AS _c55_0
          FROM (
            SELECT _c47_2, _c48_2
            FROM (
              SELECT `ss_sold_date_sk` AS _c47_0, `ss_item_sk` AS _c47_2
              FROM {src4}
            ) AS _q34 JOIN (
              SELECT _c48_0, _c48_2
              FROM (
                SELECT `d_date_sk` AS _c48_0, `d_date` AS _c48_2, `d_year` AS _c48_6
                FROM {src3}
              ) AS _q35
              WHERE _c48_6 IN (2000L, 2001L, 2002L, 2003L)
            ) AS _q36 ON _c47_0 = _c48_0
          ) AS _q37 JOIN (
            SELECT CAST(CASE WHEN 30L < 0 THEN `raise_error`('substring: negative length') ELSE `substring`(_c51_4, CAST(1L AS INT), CAST(30L AS INT)) END AS STRING) AS _c52_0, _c51_0
            FROM (
              SELECT `i_item_sk` AS _c51_0, `i_item_desc` AS _c51_4
              FROM {src5}
            ) AS _q38
          ) AS _q39 ON _c47_2 = _c51_0
          GROUP BY _c52_0, _c51_0, _c48_2
        ) AS _q40
        WHERE _c55_0 > 4L
      ) AS _q41 ON _c41_3 = _c54_1
    ) AS _q42 LEFT SEMI JOIN (
      SELECT _c74_0
      FROM (
        SELECT _c60_0 AS _c74_0, CAST(`sum`(CAST(CAST(_c59_10 AS DECIMAL(20,0)) * _c59_13 AS DECIMAL(28,2))) AS DECIMAL(38,2)) AS _c75_0, CAST(`max`(_c72_0) AS DECIMAL(38,2)) AS _c75_1
        FROM (
          SELECT _c59_10, _c59_13, _c60_0
          FROM (
            SELECT `ss_customer_sk` AS _c59_3, `ss_quantity` AS _c59_10, `ss_sales_price` AS _c59_13
            FROM {src4}
          ) AS _q43 JOIN (
            SELECT `c_customer_sk` AS _c60_0
            FROM {src2}
          ) AS _q44 ON _c59_3 = _c60_0
        ) AS _q45 JOIN (
          SELECT CAST(`max`(_c69_0) AS DECIMAL(38,2)) AS _c72_0
          FROM (
            SELECT CAST(`sum`(CAST(CAST(_c62_10 AS DECIMAL(20,0)) * _c62_13 AS DECIMAL(28,2))) AS DECIMAL(38,2)) AS _c69_0
            FROM (
              SELECT _c62_0, _c62_10, _c62_13, _c63_0
              FROM (
                SELECT `ss_sold_date_sk` AS _c62_0, `ss_customer_sk` AS _c62_3, `ss_quantity` AS _c62_10, `ss_sales_price` AS _c62_13
                FROM {src4}
              ) AS _q46 JOIN (
                SELECT `c_customer_sk` AS _c63_0
                FROM {src2}
              ) AS _q47 ON _c62_3 = _c63_0
            ) AS _q48 JOIN (
              SELECT _c65_0
              FROM (
                SELECT `d_date_sk` AS _c65_0, `d_year` AS _c65_6
                FROM {src3}
              ) AS _q49
              WHERE _c65_6 IN (2000L, 2001L, 2002L, 2003L)
            ) AS _q50 ON _c62_0 = _c65_0
            GROUP BY _c63_0
          ) AS _q51
        ) AS _q52 ON TRUE
        GROUP BY _c60_0
      ) AS _q53
      WHERE CAST(_c75_0 AS DECIMAL(38,15)) > CAST(CAST(0.5D * CAST(_c75_1 AS DOUBLE) AS DOUBLE) AS DECIMAL(38,15))
    ) AS _q54 ON _c41_4 = _c74_0
    GROUP BY _c42_9, _c42_8
  ) AS _q55
  ORDER BY _c38_0 ASC NULLS FIRST, _c38_1 ASC NULLS FIRST, _c39_0 ASC NULLS FIRST
  LIMIT 100
) AS _q56
