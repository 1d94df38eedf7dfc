-- tpcds_datafusion/q07: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c13_0 AS `i_item_id`, _c14_0 AS `agg1`, _c14_1 AS `agg2`, _c14_2 AS `agg3`, _c14_3 AS `agg4`
FROM (
  SELECT _c8_1 AS _c13_0, CAST(`avg`(CAST(_c1_10 AS DOUBLE)) AS DOUBLE) AS _c14_0, CAST(`avg`(_c1_12) AS DECIMAL(38,2)) AS _c14_1, CAST(`avg`(_c1_19) AS DECIMAL(38,2)) AS _c14_2, CAST(`avg`(_c1_13) AS DECIMAL(38,2)) AS _c14_3
  FROM (
    SELECT _c1_8, _c1_10, _c1_12, _c1_13, _c1_19, _c8_1
    FROM (
      SELECT _c1_2, _c1_8, _c1_10, _c1_12, _c1_13, _c1_19
      FROM (
        SELECT _c1_0, _c1_2, _c1_8, _c1_10, _c1_12, _c1_13, _c1_19
        FROM (
          SELECT `ss_sold_date_sk` AS _c1_0, `ss_item_sk` AS _c1_2, `ss_cdemo_sk` AS _c1_4, `ss_promo_sk` AS _c1_8, `ss_quantity` AS _c1_10, `ss_list_price` AS _c1_12, `ss_sales_price` AS _c1_13, `ss_coupon_amt` AS _c1_19
          FROM {src1}
        ) AS _q1 JOIN (
          SELECT _c2_0
          FROM (
            SELECT `cd_demo_sk` AS _c2_0, `cd_gender` AS _c2_1, `cd_marital_status` AS _c2_2, `cd_education_status` AS _c2_3
            FROM {src2}
          ) AS _q2
          WHERE _c2_1 = 'M' AND _c2_2 = 'S' AND _c2_3 = 'College'
        ) AS _q3 ON _c1_4 = _c2_0
      ) AS _q4 JOIN (
        SELECT _c5_0
        FROM (
          SELECT `d_date_sk` AS _c5_0, `d_year` AS _c5_6
          FROM {src3}
        ) AS _q5
        WHERE _c5_6 = 2000L
      ) AS _q6 ON _c1_0 = _c5_0
    ) AS _q7 JOIN (
      SELECT `i_item_sk` AS _c8_0, `i_item_id` AS _c8_1
      FROM {src4}
    ) AS _q8 ON _c1_2 = _c8_0
  ) AS _q9 JOIN (
    SELECT _c10_0
    FROM (
      SELECT `p_promo_sk` AS _c10_0, `p_channel_email` AS _c10_9, `p_channel_event` AS _c10_14
      FROM {src5}
    ) AS _q10
    WHERE (_c10_9 = 'N' OR _c10_14 = 'N')
  ) AS _q11 ON _c1_8 = _c10_0
  GROUP BY _c8_1
  ORDER BY _c13_0 ASC NULLS LAST
  LIMIT 100
) AS _q12
