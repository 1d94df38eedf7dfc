-- tpcds_datafusion/q34: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c14_9 AS `c_last_name`, _c14_8 AS `c_first_name`, _c14_7 AS `c_salutation`, _c14_10 AS `c_preferred_cust_flag`, _c11_0 AS `ss_ticket_number`, _c12_0 AS `cnt`
FROM (
  SELECT _c14_9, _c14_8, _c14_7, _c14_10, _c11_0, _c12_0
  FROM (
    SELECT *
    FROM (
      SELECT _c1_9 AS _c11_0, _c1_3 AS _c11_1, CAST(`count`(1L) AS BIGINT) AS _c12_0
      FROM (
        SELECT _c1_3, _c1_5, _c1_9
        FROM (
          SELECT _c1_3, _c1_5, _c1_7, _c1_9
          FROM (
            SELECT `ss_sold_date_sk` AS _c1_0, `ss_customer_sk` AS _c1_3, `ss_hdemo_sk` AS _c1_5, `ss_store_sk` AS _c1_7, `ss_ticket_number` AS _c1_9
            FROM {src1}
          ) AS _q1 JOIN (
            SELECT _c2_0
            FROM (
              SELECT `d_date_sk` AS _c2_0, `d_year` AS _c2_6, `d_dom` AS _c2_9
              FROM {src2}
            ) AS _q2
            WHERE (_c2_9 >= 1L AND _c2_9 <= 3L OR _c2_9 >= 25L AND _c2_9 <= 28L) AND (_c2_6 = 1999L OR _c2_6 = 2000L OR _c2_6 = 2001L)
          ) AS _q3 ON _c1_0 = _c2_0
        ) AS _q4 JOIN (
          SELECT _c5_0
          FROM (
            SELECT `s_store_sk` AS _c5_0, `s_county` AS _c5_23
            FROM {src3}
          ) AS _q5
          WHERE _c5_23 = 'Williamson County'
        ) AS _q6 ON _c1_7 = _c5_0
      ) AS _q7 JOIN (
        SELECT _c8_0
        FROM (
          SELECT `hd_demo_sk` AS _c8_0, `hd_buy_potential` AS _c8_2, `hd_dep_count` AS _c8_3, `hd_vehicle_count` AS _c8_4
          FROM {src4}
        ) AS _q8
        WHERE (_c8_2 = '>10000' OR _c8_2 = 'Unknown') AND _c8_4 > 0 AND CASE WHEN _c8_4 > 0 THEN CAST(CASE WHEN CAST(_c8_4 AS DOUBLE) = 0 THEN CAST(_c8_3 AS DOUBLE) * `signum`(`atan2`(CAST(_c8_4 AS DOUBLE), (-1.0D))) * CAST('Infinity' AS DOUBLE) ELSE `try_divide`(CAST(_c8_3 AS DOUBLE), CAST(_c8_4 AS DOUBLE)) END AS DOUBLE) ELSE CAST(NULL AS DOUBLE) END > 1.2D AND (_c8_2 = '>10000' OR _c8_2 = 'Unknown') AND _c8_4 > 0 AND CASE WHEN _c8_4 > 0 THEN CAST(CASE WHEN CAST(_c8_4 AS DOUBLE) = 0 THEN CAST(_c8_3 AS DOUBLE) * `signum`(`atan2`(CAST(_c8_4 AS DOUBLE), (-1.0D))) * CAST('Infinity' AS DOUBLE) ELSE `try_divide`(CAST(_c8_3 AS DOUBLE), CAST(_c8_4 AS DOUBLE)) END AS DOUBLE) ELSE CAST(NULL AS DOUBLE) END > 1.2D
      ) AS _q9 ON _c1_5 = _c8_0
      GROUP BY _c1_9, _c1_3
    ) AS _q10
    WHERE _c12_0 >= 15L AND _c12_0 <= 20L
  ) AS _q11 JOIN (
    SELECT `c_customer_sk` AS _c14_0, `c_salutation` AS _c14_7, `c_first_name` AS _c14_8, `c_last_name` AS _c14_9, `c_preferred_cust_flag` AS _c14_10
    FROM {src5}
  ) AS _q12 ON _c11_1 = _c14_0
  ORDER BY _c14_9 ASC NULLS FIRST, _c14_8 ASC NULLS FIRST, _c14_7 ASC NULLS FIRST, _c14_10 DESC NULLS FIRST, _c11_0 ASC NULLS FIRST
) AS _q13
