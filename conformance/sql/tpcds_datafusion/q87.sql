-- tpcds_datafusion/q87: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT CAST(`count`(1L) AS BIGINT) AS `count(*)`
FROM (
  SELECT DISTINCT _c5_9 AS _c7_0, _c5_8 AS _c7_1, _c2_2 AS _c7_2
  FROM (
    SELECT _c1_3, _c2_2
    FROM (
      SELECT `ss_sold_date_sk` AS _c1_0, `ss_customer_sk` AS _c1_3
      FROM {src1}
    ) AS _q1 JOIN (
      SELECT _c2_0, _c2_2
      FROM (
        SELECT `d_date_sk` AS _c2_0, `d_date` AS _c2_2, `d_month_seq` AS _c2_3
        FROM {src2}
      ) AS _q2
      WHERE _c2_3 >= 1200L AND _c2_3 <= 1211L
    ) AS _q3 ON _c1_0 = _c2_0
  ) AS _q4 JOIN (
    SELECT `c_customer_sk` AS _c5_0, `c_first_name` AS _c5_8, `c_last_name` AS _c5_9
    FROM {src3}
  ) AS _q5 ON _c1_3 = _c5_0
) AS _q6 LEFT ANTI JOIN (
  SELECT DISTINCT _c13_9 AS _c15_0, _c13_8 AS _c15_1, _c10_2 AS _c15_2
  FROM (
    SELECT _c9_3, _c10_2
    FROM (
      SELECT `cs_sold_date_sk` AS _c9_0, `cs_bill_customer_sk` AS _c9_3
      FROM {src4}
    ) AS _q7 JOIN (
      SELECT _c10_0, _c10_2
      FROM (
        SELECT `d_date_sk` AS _c10_0, `d_date` AS _c10_2, `d_month_seq` AS _c10_3
        FROM {src2}
      ) AS _q8
      WHERE _c10_3 >= 1200L AND _c10_3 <= 1211L
    ) AS _q9 ON _c9_0 = _c10_0
  ) AS _q10 JOIN (
    SELECT `c_customer_sk` AS _c13_0, `c_first_name` AS _c13_8, `c_last_name` AS _c13_9
    FROM {src3}
  ) AS _q11 ON _c9_3 = _c13_0
) AS _q12 ON _c7_0 <=> _c15_0 AND _c7_1 <=> _c15_1 AND _c7_2 <=> _c15_2 LEFT ANTI JOIN (
  SELECT DISTINCT _c21_9 AS _c23_0, _c21_8 AS _c23_1, _c18_2 AS _c23_2
  FROM (
    SELECT _c17_4, _c18_2
    FROM (
      SELECT `ws_sold_date_sk` AS _c17_0, `ws_bill_customer_sk` AS _c17_4
      FROM {src5}
    ) AS _q13 JOIN (
      SELECT _c18_0, _c18_2
      FROM (
        SELECT `d_date_sk` AS _c18_0, `d_date` AS _c18_2, `d_month_seq` AS _c18_3
        FROM {src2}
      ) AS _q14
      WHERE _c18_3 >= 1200L AND _c18_3 <= 1211L
    ) AS _q15 ON _c17_0 = _c18_0
  ) AS _q16 JOIN (
    SELECT `c_customer_sk` AS _c21_0, `c_first_name` AS _c21_8, `c_last_name` AS _c21_9
    FROM {src3}
  ) AS _q17 ON _c17_4 = _c21_0
) AS _q18 ON _c7_0 <=> _c23_0 AND _c7_1 <=> _c23_1 AND _c7_2 <=> _c23_2
