-- tpcds_datafusion/q46: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c16_9 AS `c_last_name`, _c16_8 AS `c_first_name`, _c18_6 AS `ca_city`, _c13_3 AS `bought_city`, _c13_0 AS `ss_ticket_number`, _c14_0 AS `amt`, _c14_1 AS `profit`
FROM (
  SELECT _c16_9, _c16_8, _c18_6, _c13_3, _c13_0, _c14_0, _c14_1
  FROM (
    SELECT _c13_0, _c13_3, _c14_0, _c14_1, _c16_4, _c16_8, _c16_9
    FROM (
      SELECT _c1_9 AS _c13_0, _c1_3 AS _c13_1, _c11_6 AS _c13_3, CAST(`sum`(_c1_19) AS DECIMAL(38,2)) AS _c14_0, CAST(`sum`(_c1_22) AS DECIMAL(38,2)) AS _c14_1
      FROM (
        SELECT _c1_3, _c1_6, _c1_9, _c1_19, _c1_22
        FROM (
          SELECT _c1_3, _c1_5, _c1_6, _c1_9, _c1_19, _c1_22
          FROM (
            SELECT _c1_3, _c1_5, _c1_6, _c1_7, _c1_9, _c1_19, _c1_22
            FROM (
              SELECT `ss_sold_date_sk` AS _c1_0, `ss_customer_sk` AS _c1_3, `ss_hdemo_sk` AS _c1_5, `ss_addr_sk` AS _c1_6, `ss_store_sk` AS _c1_7, `ss_ticket_number` AS _c1_9, `ss_coupon_amt` AS _c1_19, `ss_net_profit` AS _c1_22
              FROM {src1}
            ) AS _q1 JOIN (
              SELECT _c2_0
              FROM (
                SELECT `d_date_sk` AS _c2_0, `d_year` AS _c2_6, `d_dow` AS _c2_7
                FROM {src2}
              ) AS _q2
              WHERE (_c2_7 = 6L OR _c2_7 = 0L) AND (_c2_6 = 1999L OR _c2_6 = 2000L OR _c2_6 = 2001L)
            ) AS _q3 ON _c1_0 = _c2_0
          ) AS _q4 JOIN (
            SELECT _c5_0
            FROM (
              SELECT `s_store_sk` AS _c5_0, `s_city` AS _c5_22
              FROM {src3}
            ) AS _q5
            WHERE (_c5_22 = 'Fairview' OR _c5_22 = 'Midway')
          ) AS _q6 ON _c1_7 = _c5_0
        ) AS _q7 JOIN (
          SELECT _c8_0
          FROM (
            SELECT `hd_demo_sk` AS _c8_0, `hd_dep_count` AS _c8_3, `hd_vehicle_count` AS _c8_4
            FROM {src4}
          ) AS _q8
          WHERE (_c8_3 = 4L OR _c8_4 = 3)
        ) AS _q9 ON _c1_5 = _c8_0
      ) AS _q10 JOIN (
        SELECT `ca_address_sk` AS _c11_0, `ca_city` AS _c11_6
        FROM {src5}
      ) AS _q11 ON _c1_6 = _c11_0
      GROUP BY _c1_9, _c1_3, _c1_6, _c11_6
    ) AS _q12 JOIN (
      SELECT `c_customer_sk` AS _c16_0, `c_current_addr_sk` AS _c16_4, `c_first_name` AS _c16_8, `c_last_name` AS _c16_9
      FROM {src6}
    ) AS _q13 ON _c13_1 = _c16_0
  ) AS _q14 JOIN (
    SELECT `ca_address_sk` AS _c18_0, `ca_city` AS _c18_6
    FROM {src5}
  ) AS _q15 ON _c16_4 = _c18_0 AND _c13_3 <> _c18_6
  ORDER BY _c16_9 ASC NULLS FIRST, _c16_8 ASC NULLS FIRST, _c18_6 ASC NULLS FIRST, _c13_3 ASC NULLS FIRST, _c13_0 ASC NULLS FIRST
  LIMIT 100
) AS _q16
