-- tpcds_datafusion/q79: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c14_9 AS `c_last_name`, _c14_8 AS `c_first_name`, _c15_0 AS `substr(ms.s_city,Int64(1),Int64(30))`, _c11_0 AS `ss_ticket_number`, _c12_0 AS `amt`, _c12_1 AS `profit`
FROM (
  SELECT _c14_9, _c14_8, CAST(CASE WHEN 30L < 0 THEN `raise_error`('substring: negative length') ELSE `substring`(_c11_3, CAST(1L AS INT), CAST(30L AS INT)) END AS STRING) AS _c15_0, _c11_0, _c12_0, _c12_1
  FROM (
    SELECT _c1_9 AS _c11_0, _c1_3 AS _c11_1, _c5_22 AS _c11_3, CAST(`sum`(_c1_19) AS DECIMAL(38,2)) AS _c12_0, CAST(`sum`(_c1_22) AS DECIMAL(38,2)) AS _c12_1
    FROM (
      SELECT _c1_3, _c1_5, _c1_6, _c1_9, _c1_19, _c1_22, _c5_22
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
          WHERE _c2_7 = 1L AND (_c2_6 = 1999L OR _c2_6 = 2000L OR _c2_6 = 2001L)
        ) AS _q3 ON _c1_0 = _c2_0
      ) AS _q4 JOIN (
        SELECT _c5_0, _c5_22
        FROM (
          SELECT `s_store_sk` AS _c5_0, `s_number_employees` AS _c5_6, `s_city` AS _c5_22
          FROM {src3}
        ) AS _q5
        WHERE _c5_6 >= 200L AND _c5_6 <= 295L
      ) AS _q6 ON _c1_7 = _c5_0
    ) AS _q7 JOIN (
      SELECT _c8_0
      FROM (
        SELECT `hd_demo_sk` AS _c8_0, `hd_dep_count` AS _c8_3, `hd_vehicle_count` AS _c8_4
        FROM {src4}
      ) AS _q8
      WHERE (_c8_3 = 6L OR _c8_4 > 2)
    ) AS _q9 ON _c1_5 = _c8_0
    GROUP BY _c1_9, _c1_3, _c1_6, _c5_22
  ) AS _q10 JOIN (
    SELECT `c_customer_sk` AS _c14_0, `c_first_name` AS _c14_8, `c_last_name` AS _c14_9
    FROM {src5}
  ) AS _q11 ON _c11_1 = _c14_0
  ORDER BY _c14_9 ASC NULLS FIRST, _c14_8 ASC NULLS FIRST, _c15_0 ASC NULLS FIRST, _c12_1 ASC NULLS FIRST, _c11_0 ASC NULLS LAST
  LIMIT 100
) AS _q12
