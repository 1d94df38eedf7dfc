-- tpcds_duckdb113/q07: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c10_0 AS `i_item_id`, _c11_0 AS `agg1`, _c11_1 AS `agg2`, _c11_2 AS `agg3`, _c11_3 AS `agg4`
FROM (
  SELECT _c1_1 AS _c10_0, CAST(`avg`(CAST(_c3_10 AS DOUBLE)) AS DOUBLE) AS _c11_0, CAST(`avg`(CAST(_c3_12 AS DOUBLE)) AS DOUBLE) AS _c11_1, CAST(`avg`(CAST(_c3_19 AS DOUBLE)) AS DOUBLE) AS _c11_2, CAST(`avg`(CAST(_c3_13 AS DOUBLE)) AS DOUBLE) AS _c11_3
  FROM (
    SELECT `i_item_sk` AS _c1_0, `i_item_id` AS _c1_1
    FROM {src1}
  ) AS _q1 JOIN (
    SELECT _c2_0, _c3_2, _c3_4, _c3_8, _c3_10, _c3_12, _c3_19, _c3_13, _c7_0
    FROM (
      SELECT _c2_0, _c3_2, _c3_4, _c3_8, _c3_10, _c3_12, _c3_19, _c3_13
      FROM (
        SELECT _c2_0
        FROM (
          SELECT `cd_demo_sk` AS _c2_0, `cd_gender` AS _c2_1, `cd_marital_status` AS _c2_2, `cd_education_status` AS _c2_3
          FROM {src2}
        ) AS _q2
        WHERE _c2_3 = 'College' AND _c2_3 IS NOT NULL AND _c2_2 = 'S' AND _c2_2 IS NOT NULL AND _c2_1 = 'M' AND _c2_1 IS NOT NULL AND _c2_0 >= 12L
      ) AS _q3 JOIN (
        SELECT *
        FROM (
          SELECT `ss_sold_date_sk` AS _c3_0, `ss_item_sk` AS _c3_2, `ss_cdemo_sk` AS _c3_4, `ss_promo_sk` AS _c3_8, `ss_quantity` AS _c3_10, `ss_list_price` AS _c3_12, `ss_coupon_amt` AS _c3_19, `ss_sales_price` AS _c3_13
          FROM {src3}
        ) AS _q4 JOIN (
          SELECT _c4_0
          FROM (
            SELECT `d_date_sk` AS _c4_0, `d_year` AS _c4_6
            FROM {src4}
          ) AS _q5
          WHERE _c4_6 = 2000L AND _c4_6 IS NOT NULL AND _c4_0 >= 2450816L AND _c4_0 <= 2452642L
        ) AS _q6 ON _c3_0 = _c4_0
      ) AS _q7 ON _c2_0 = _c3_4
    ) AS _q8 JOIN (
      SELECT *
      FROM (
        SELECT `p_promo_sk` AS _c7_0, `p_channel_email` AS _c7_9, `p_channel_event` AS _c7_14
        FROM {src5}
      ) AS _q9
      WHERE (_c7_9 = 'N' OR _c7_14 = 'N')
    ) AS _q10 ON _c3_8 = _c7_0
  ) AS _q11 ON _c1_0 = _c3_2
  GROUP BY _c1_1
  ORDER BY _c10_0 ASC NULLS LAST
  LIMIT 100
) AS _q12
