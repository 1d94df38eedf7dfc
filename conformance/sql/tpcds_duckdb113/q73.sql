-- tpcds_duckdb113/q73: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c1_9 AS `c_last_name`, _c1_8 AS `c_first_name`, _c1_7 AS `c_salutation`, _c1_10 AS `c_preferred_cust_flag`, _c9_0 AS `ss_ticket_number`, _c10_0 AS `cnt`
FROM (
  SELECT _c1_9, _c1_8, _c1_7, _c1_10, _c9_0, _c10_0
  FROM (
    SELECT `c_customer_sk` AS _c1_0, `c_last_name` AS _c1_9, `c_first_name` AS _c1_8, `c_salutation` AS _c1_7, `c_preferred_cust_flag` AS _c1_10
    FROM {src1}
  ) AS _q1 JOIN (
    SELECT *
    FROM (
      SELECT _c3_9 AS _c9_0, _c3_3 AS _c9_1, CAST(`count`(1) AS BIGINT) AS _c10_0
      FROM (
        SELECT _c2_0, _c3_0, _c3_7, _c3_9, _c3_3
        FROM (
          SELECT _c2_0
          FROM (
            SELECT `d_date_sk` AS _c2_0, `d_year` AS _c2_6, `d_dom` AS _c2_9
            FROM {src2}
          ) AS _q2
          WHERE _c2_6 >= 1999L AND _c2_6 <= 2001L AND _c2_6 IS NOT NULL AND _c2_9 >= 1L AND _c2_9 <= 2L AND _c2_9 IS NOT NULL AND _c2_0 >= 2450816L AND _c2_0 <= 2452642L
        ) AS _q3 JOIN (
          SELECT _c3_0, _c3_7, _c3_5, _c3_9, _c3_3, _c4_0
          FROM (
            SELECT `ss_sold_date_sk` AS _c3_0, `ss_store_sk` AS _c3_7, `ss_hdemo_sk` AS _c3_5, `ss_ticket_number` AS _c3_9, `ss_customer_sk` AS _c3_3
            FROM {src3}
          ) AS _q4 JOIN (
            SELECT *
            FROM (
              SELECT `hd_demo_sk` AS _c4_0, `hd_buy_potential` AS _c4_2, `hd_vehicle_count` AS _c4_4, `hd_dep_count` AS _c4_3
              FROM {src4}
            ) AS _q5
            WHERE _c4_4 > 0 AND _c4_4 IS NOT NULL AND _c4_0 >= 5L AND CASE WHEN _c4_4 > 0 THEN CAST(CASE WHEN CAST(_c4_4 AS DOUBLE) = 0 THEN NULL ELSE `try_divide`(CAST(CAST(CAST(_c4_3 AS DECIMAL(23,0)) * CAST(1.000BD AS DECIMAL(23,3)) AS DECIMAL(23,3)) AS DOUBLE), CAST(_c4_4 AS DOUBLE)) END AS DOUBLE) ELSE CAST(NULL AS DOUBLE) END > 1.0D AND (_c4_2 = 'Unknown' OR _c4_2 = '>10000')
          ) AS _q6 ON _c3_5 = _c4_0
        ) AS _q7 ON _c2_0 = _c3_0
      ) AS _q8 JOIN (
        SELECT *
        FROM (
          SELECT `s_store_sk` AS _c7_0, `s_county` AS _c7_23
          FROM {src5}
        ) AS _q9
        WHERE _c7_23 IN ('Orange County', 'Bronx County', 'Franklin Parish', 'Williamson County')
      ) AS _q10 ON _c3_7 = _c7_0
      GROUP BY _c3_9, _c3_3
    ) AS _q11
    WHERE _c10_0 >= 1L AND _c10_0 <= 5L
  ) AS _q12 ON _c1_0 = _c9_1
  ORDER BY _c10_0 DESC NULLS LAST, _c1_9 ASC NULLS LAST
) AS _q13
