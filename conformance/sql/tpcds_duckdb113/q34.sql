-- tpcds_duckdb113/q34: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c1_9 AS `c_last_name`, _c1_8 AS `c_first_name`, _c1_7 AS `c_salutation`, _c1_10 AS `c_preferred_cust_flag`, _c9_0 AS `ss_ticket_number`, _c10_0 AS `cnt`
FROM (
  SELECT _c1_9, _c1_8, _c1_7, _c1_10, _c9_0, _c10_0
  FROM (
    SELECT `c_customer_sk` AS _c1_0, `c_last_name` AS _c1_9, `c_first_name` AS _c1_8, `c_salutation` AS _c1_7, `c_preferred_cust_flag` AS _c1_10
    FROM {src1}
  ) AS _q1 JOIN (
    SELECT *
    FROM (
      SELECT _c2_9 AS _c9_0, _c2_3 AS _c9_1, CAST(`count`(1) AS BIGINT) AS _c10_0
      FROM (
        SELECT _c2_0, _c2_7, _c2_5, _c2_9, _c2_3, _c3_0, _c5_0
        FROM (
          SELECT _c2_0, _c2_7, _c2_5, _c2_9, _c2_3, _c3_0
          FROM (
            SELECT `ss_sold_date_sk` AS _c2_0, `ss_store_sk` AS _c2_7, `ss_hdemo_sk` AS _c2_5, `ss_ticket_number` AS _c2_9, `ss_customer_sk` AS _c2_3
            FROM {src2}
          ) AS _q2 JOIN (
            SELECT _c3_0, _c3_9
            FROM (
              SELECT `d_date_sk` AS _c3_0, `d_dom` AS _c3_9, `d_year` AS _c3_6
              FROM {src3}
            ) AS _q3
            WHERE _c3_6 >= 1999L AND _c3_6 <= 2001L AND _c3_6 IS NOT NULL AND _c3_0 >= 2450816L AND _c3_0 <= 2452642L AND (_c3_9 <= 3L OR _c3_9 >= 25L AND _c3_9 <= 28L)
          ) AS _q4 ON _c2_0 = _c3_0
        ) AS _q5 JOIN (
          SELECT *
          FROM (
            SELECT `hd_demo_sk` AS _c5_0, `hd_buy_potential` AS _c5_2, `hd_vehicle_count` AS _c5_4, `hd_dep_count` AS _c5_3
            FROM {src4}
          ) AS _q6
          WHERE _c5_4 > 0 AND _c5_4 IS NOT NULL AND _c5_0 >= 5L AND CASE WHEN _c5_4 > 0 THEN CAST(CASE WHEN CAST(_c5_4 AS DOUBLE) = 0 THEN NULL ELSE `try_divide`(CAST(CAST(CAST(_c5_3 AS DECIMAL(23,0)) * CAST(1.000BD AS DECIMAL(23,3)) AS DECIMAL(23,3)) AS DOUBLE), CAST(_c5_4 AS DOUBLE)) END AS DOUBLE) ELSE CAST(NULL AS DOUBLE) END > 1.2D AND (_c5_2 = '>10000' OR _c5_2 = 'Unknown')
        ) AS _q7 ON _c2_5 = _c5_0
      ) AS _q8 JOIN (
        SELECT _c7_0
        FROM (
          SELECT `s_store_sk` AS _c7_0, `s_county` AS _c7_23
          FROM {src5}
        ) AS _q9
        WHERE _c7_23 = 'Williamson County' AND _c7_23 IS NOT NULL
      ) AS _q10 ON _c2_7 = _c7_0
      GROUP BY _c2_9, _c2_3
    ) AS _q11
    WHERE _c10_0 >= 15L AND _c10_0 <= 20L
  ) AS _q12 ON _c1_0 = _c9_1
  ORDER BY _c1_9 ASC NULLS FIRST, _c1_8 ASC NULLS FIRST, _c1_7 ASC NULLS FIRST, _c1_10 DESC NULLS FIRST, _c9_0 ASC NULLS FIRST
) AS _q13
