-- tpcds_datafusion/q72: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c25_0 AS `i_item_desc`, _c25_1 AS `w_warehouse_name`, _c25_2 AS `d_week_seq`, _c26_0 AS `no_promo`, _c26_1 AS `promo`, _c26_2 AS `total_cnt`
FROM (
  SELECT _c6_4 AS _c25_0, _c4_2 AS _c25_1, _c14_4 AS _c25_2, CAST(`sum`(CASE WHEN _c21_0 IS NULL THEN 1L ELSE 0L END) AS BIGINT) AS _c26_0, CAST(`sum`(CASE WHEN _c21_0 IS NOT NULL THEN 1L ELSE 0L END) AS BIGINT) AS _c26_1, CAST(`count`(1L) AS BIGINT) AS _c26_2
  FROM (
    SELECT _c1_15, _c1_17, _c4_2, _c6_4, _c14_4, _c21_0
    FROM (
      SELECT _c1_15, _c1_16, _c1_17, _c4_2, _c6_4, _c14_4
      FROM (
        SELECT _c1_2, _c1_15, _c1_16, _c1_17, _c4_2, _c6_4, _c14_2, _c14_4
        FROM (
          SELECT _c1_2, _c1_15, _c1_16, _c1_17, _c2_0, _c4_2, _c6_4, _c14_2, _c14_4
          FROM (
            SELECT _c1_0, _c1_2, _c1_15, _c1_16, _c1_17, _c2_0, _c4_2, _c6_4
            FROM (
              SELECT _c1_0, _c1_2, _c1_5, _c1_15, _c1_16, _c1_17, _c2_0, _c4_2, _c6_4
              FROM (
                SELECT _c1_0, _c1_2, _c1_4, _c1_5, _c1_15, _c1_16, _c1_17, _c2_0, _c4_2, _c6_4
                FROM (
                  SELECT _c1_0, _c1_2, _c1_4, _c1_5, _c1_15, _c1_16, _c1_17, _c2_0, _c4_2
                  FROM (
                    SELECT _c1_0, _c1_2, _c1_4, _c1_5, _c1_15, _c1_16, _c1_17, _c2_0, _c2_2
                    FROM (
                      SELECT `cs_sold_date_sk` AS _c1_0, `cs_ship_date_sk` AS _c1_2, `cs_bill_cdemo_sk` AS _c1_4, `cs_bill_hdemo_sk` AS _c1_5, `cs_item_sk` AS _c1_15, `cs_promo_sk` AS _c1_16, `cs_order_number` AS _c1_17, `cs_quantity` AS _c1_18
                      FROM {src1}
                    ) AS _q1 JOIN (
                      SELECT `inv_date_sk` AS _c2_0, `inv_item_sk` AS _c2_1, `inv_warehouse_sk` AS _c2_2, `inv_quantity_on_hand` AS _c2_3
                      FROM {src2}
                    ) AS _q2 ON _c1_15 = _c2_1 AND CAST(_c2_3 AS BIGINT) < _c1_18
                  ) AS _q3 JOIN (
                    SELECT `w_warehouse_sk` AS _c4_0, `w_warehouse_name` AS _c4_2
                    FROM {src3}
                  ) AS _q4 ON _c2_2 = _c4_0
                ) AS _q5 JOIN (
                  SELECT `i_item_sk` AS _c6_0, `i_item_desc` AS _c6_4
                  FROM {src4}
                ) AS _q6 ON _c1_15 = _c6_0
              ) AS _q7 JOIN (
                SELECT _c8_0
                FROM (
                  SELECT `cd_demo_sk` AS _c8_0, `cd_marital_status` AS _c8_2
                  FROM {src5}
                ) AS _q8
                WHERE _c8_2 = 'D'
              ) AS _q9 ON _c1_4 = _c8_0
            ) AS _q10 JOIN (
              SELECT _c11_0
              FROM (
                SELECT `hd_demo_sk` AS _c11_0, `hd_buy_potential` AS _c11_2
                FROM {src6}
              ) AS _q11
              WHERE _c11_2 = '>10000'
            ) AS _q12 ON _c1_5 = _c11_0
          ) AS _q13 JOIN (
            SELECT _c14_0, _c14_2, _c14_4
            FROM (
              SELECT `d_date_sk` AS _c14_0, `d_date` AS _c14_2, `d_week_seq` AS _c14_4, `d_year` AS _c14_6
              FROM {src7}
            ) AS _q14
            WHERE _c14_6 = 1999L
          ) AS _q15 ON _c1_0 = _c14_0
        ) AS _q16 JOIN (
          SELECT `d_date_sk` AS _c17_0, `d_week_seq` AS _c17_4
          FROM {src7}
        ) AS _q17 ON _c2_0 = _c17_0 AND _c14_4 = _c17_4
      ) AS _q18 JOIN (
        SELECT `d_date_sk` AS _c19_0, `d_date` AS _c19_2
        FROM {src7}
      ) AS _q19 ON _c1_2 = _c19_0 AND _c19_2 > CAST(_c14_2 + `make_dt_interval`(5, 0, 0, CAST(0.000000BD AS DECIMAL(18,6))) AS DATE)
    ) AS _q20 LEFT OUTER JOIN (
      SELECT `p_promo_sk` AS _c21_0
      FROM {src8}
    ) AS _q21 ON _c1_16 = _c21_0
  ) AS _q22 LEFT OUTER JOIN (
    SELECT `cr_item_sk` AS _c23_2, `cr_order_number` AS _c23_16
    FROM {src9}
  ) AS _q23 ON _c1_15 = _c23_2 AND _c1_17 = _c23_16
  GROUP BY _c6_4, _c4_2, _c14_4
  ORDER BY _c26_2 DESC NULLS FIRST, _c25_0 ASC NULLS FIRST, _c25_1 ASC NULLS FIRST, _c25_2 ASC NULLS FIRST
  LIMIT 100
) AS _q24
