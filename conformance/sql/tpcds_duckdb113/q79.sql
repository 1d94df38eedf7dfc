-- tpcds_duckdb113/q79: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c1_9, _c1_8, CAST(CASE WHEN 30L < 0 THEN `raise_error`('substring: negative length') ELSE `substring`(_c9_3, CAST(1L AS INT), CAST(30L AS INT)) END AS STRING) AS _c13_0, _c9_0, _c10_0, _c10_1
FROM (
  SELECT `c_customer_sk` AS _c1_0, `c_last_name` AS _c1_9, `c_first_name` AS _c1_8
  FROM {src1}
) AS _q1 JOIN (
  SELECT _c2_9 AS _c9_0, _c2_3 AS _c9_1, _c7_22 AS _c9_3, CAST(`sum`(_c2_19) AS DECIMAL(38,2)) AS _c10_0, CAST(`sum`(_c2_22) AS DECIMAL(38,2)) AS _c10_1
  FROM (
    SELECT _c2_0, _c2_7, _c2_5, _c2_9, _c2_3, _c2_6, _c2_19, _c2_22, _c3_0, _c5_0
    FROM (
      SELECT *
      FROM (
        SELECT `ss_sold_date_sk` AS _c2_0, `ss_store_sk` AS _c2_7, `ss_hdemo_sk` AS _c2_5, `ss_ticket_number` AS _c2_9, `ss_customer_sk` AS _c2_3, `ss_addr_sk` AS _c2_6, `ss_coupon_amt` AS _c2_19, `ss_net_profit` AS _c2_22
        FROM {src2}
      ) AS _q2 JOIN (
        SELECT _c3_0
        FROM (
          SELECT `d_date_sk` AS _c3_0, `d_year` AS _c3_6, `d_dow` AS _c3_7
          FROM {src3}
        ) AS _q3
        WHERE _c3_6 >= 1999L AND _c3_6 <= 2001L AND _c3_6 IS NOT NULL AND _c3_7 = 1L AND _c3_7 IS NOT NULL AND _c3_0 >= 2450816L AND _c3_0 <= 2452642L
      ) AS _q4 ON _c2_0 = _c3_0
    ) AS _q5 JOIN (
      SELECT *
      FROM (
        SELECT `hd_demo_sk` AS _c5_0, `hd_dep_count` AS _c5_3, `hd_vehicle_count` AS _c5_4
        FROM {src4}
      ) AS _q6
      WHERE _c5_0 >= 5L AND _c5_0 IS NOT NULL AND (_c5_3 = 6L OR _c5_4 > 2)
    ) AS _q7 ON _c2_5 = _c5_0
  ) AS _q8 JOIN (
    SELECT `s_store_sk` AS _c7_0, `s_city` AS _c7_22
    FROM {src5}
  ) AS _q9 ON _c2_7 = _c7_0
  GROUP BY _c2_9, _c2_3, _c2_6, _c7_22
) AS _q10 ON _c1_0 = _c9_1
ORDER BY _c1_9 ASC NULLS FIRST, _c1_8 ASC NULLS FIRST, _c13_0 ASC NULLS FIRST, _c10_1 ASC NULLS FIRST, _c9_0 ASC NULLS LAST
LIMIT 100
