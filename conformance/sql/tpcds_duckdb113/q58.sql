-- tpcds_duckdb113/q58: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c47_0 AS `item_id`, _c48_0 AS `ss_item_rev`, _c52_0 AS `ss_dev`, _c15_0 AS `cs_item_rev`, _c52_1 AS `cs_dev`, _c31_0 AS `ws_item_rev`, _c52_2 AS `ws_dev`, _c51_0 AS `average`
FROM (
  SELECT _c47_0, _c48_0, CAST(CAST(CASE WHEN _c51_0 = 0 THEN NULL ELSE `try_divide`(CAST(_c48_0 AS DOUBLE), _c51_0) END AS DOUBLE) * 100.0D AS DOUBLE) AS _c52_0, _c15_0, CAST(CAST(CASE WHEN _c51_0 = 0 THEN NULL ELSE `try_divide`(CAST(_c15_0 AS DOUBLE), _c51_0) END AS DOUBLE) * 100.0D AS DOUBLE) AS _c52_1, _c31_0, CAST(CAST(CASE WHEN _c51_0 = 0 THEN NULL ELSE `try_divide`(CAST(_c31_0 AS DOUBLE), _c51_0) END AS DOUBLE) * 100.0D AS DOUBLE) AS _c52_2, _c51_0
  FROM (
    SELECT _c47_0, _c48_0, CAST(CASE WHEN 3.0D = 0 THEN NULL ELSE `try_divide`(CAST(CAST(CAST(_c48_0 + _c15_0 AS DECIMAL(38,2)) + _c31_0 AS DECIMAL(38,2)) AS DOUBLE), 3.0D) END AS DOUBLE) AS _c51_0, _c15_0, _c31_0
    FROM (
      SELECT *
      FROM (
        SELECT _c12_1 AS _c14_0, CAST(`sum`(_c2_23) AS DECIMAL(38,2)) AS _c15_0
        FROM (
          SELECT *
          FROM (
            SELECT *
            FROM (
              SELECT *
              FROM (
                SELECT `d_date` AS _c1_2, `d_date_sk` AS _c1_0
                FROM {src1}
              ) AS _q1
              WHERE _c1_0 >= 2450815L AND _c1_0 <= 2452225L AND _c1_0 IS NOT NULL
            ) AS _q2 JOIN (
              SELECT `cs_item_sk` AS _c2_15, `cs_sold_date_sk` AS _c2_0, `cs_ext_sales_price` AS _c2_23
              FROM {src2}
            ) AS _q3 ON _c1_0 = _c2_0
          ) AS _q4 LEFT SEMI JOIN (
            SELECT _c4_2
            FROM (
              SELECT `d_week_seq` AS _c4_4, `d_date` AS _c4_2
              FROM {src1}
            ) AS _q5 JOIN (
              SELECT CAST(`any_value`(_c5_4) AS BIGINT) AS _c8_0
              FROM (
                SELECT `d_week_seq` AS _c5_4, `d_date` AS _c5_2
                FROM {src1}
              ) AS _q6
              WHERE _c5_2 = `date_from_unix_date`(10959) AND _c5_2 IS NOT NULL
            ) AS _q7 ON _c4_4 = _c8_0
          ) AS _q8 ON _c1_2 = _c4_2
        ) AS _q9 JOIN (
          SELECT *
          FROM (
            SELECT `i_item_sk` AS _c12_0, `i_item_id` AS _c12_1
            FROM {src3}
          ) AS _q10
          WHERE _c12_0 <= 179L AND _c12_0 IS NOT NULL
        ) AS _q11 ON _c2_15 = _c12_0
        GROUP BY _c12_1
      ) AS _q12 JOIN (
        SELECT _c28_1 AS _c30_0, CAST(`sum`(_c18_23) AS DECIMAL(38,2)) AS _c31_0
        FROM (
          SELECT *
          FROM (
            SELECT *
            FROM (
              SELECT *
              FROM (
                SELECT `d_date` AS _c17_2, `d_date_sk` AS _c17_0
                FROM {src1}
              ) AS _q13
              WHERE _c17_0 >= 2450818L AND _c17_0 <= 2452642L AND _c17_0 IS NOT NULL
            ) AS _q14 JOIN (
              SELECT `ws_item_sk` AS _c18_3, `ws_sold_date_sk` AS _c18_0, `ws_ext_sales_price` AS _c18_23
              FROM {src4}
            ) AS _q15 ON _c17_0 = _c18_0
          ) AS _q16 LEFT SEMI JOIN (
            SELECT _c20_2
            FROM (
              SELECT `d_week_seq` AS _c20_4, `d_date` AS _c20_2
              FROM {src1}
            ) AS _q17 JOIN (
              SELECT CAST(`any_value`(_c21_4) AS BIGINT) AS _c24_0
              FROM (
                SELECT `d_week_seq` AS _c21_4, `d_date` AS _c21_2
                FROM {src1}
              ) AS _q18
              WHERE _c21_2 = `date_from_unix_date`(10959) AND _c21_2 IS NOT NULL
            ) AS _q19 ON _c20_4 = _c24_0
          ) AS _q20 ON _c17_2 = _c20_2
        ) AS _q21 JOIN (
          SELECT `i_item_sk` AS _c28_0, `i_item_id` AS _c28_1
          FROM {src3}
        ) AS _q22 ON _c18_3 = _c28_0
        GROUP BY _c28_1
      ) AS _q23 ON _c14_0 = _c30_0 AND CAST(_c15_0 AS DECIMAL(38,3)) >= CAST(CAST(0.9BD AS DECIMAL(38,1)) * _c31_0 AS DECIMAL(38,3)) AND CAST(CAST(0.9BD AS DECIMAL(38,1)) * _c15_0 AS DECIMAL(38,3)) <= CAST(_c31_0 AS DECIMAL(38,3)) AND CAST(_c15_0 AS DECIMAL(38,3)) <= CAST(CAST(1.1BD AS DECIMAL(38,1)) * _c31_0 AS DECIMAL(38,3)) AND CAST(CAST(1.1BD AS DECIMAL(38,1)) * _c15_0 AS DECIMAL(38,3)) >= CAST(_c31_0 AS DECIMAL(38,3))
    ) AS _q24 JOIN (
      SELECT _c45_1 AS _c47_0, CAST(`sum`(_c34_15) AS DECIMAL(38,2)) AS _c48_0
      FROM (
        SELECT _c34_2, _c34_0, _c34_15, _c35_0
        FROM (
          SELECT `ss_item_sk` AS _c34_2, `ss_sold_date_sk` AS _c34_0, `ss_ext_sales_price` AS _c34_15
          FROM {src5}
        ) AS _q25 JOIN (
          SELECT *
          FROM (
            SELECT *
            FROM (
              SELECT `d_date` AS _c35_2, `d_date_sk` AS _c35_0
              FROM {src1}
            ) AS _q26
            WHERE _c35_0 >= 2450816L AND _c35_0 <= 2452642L AND _c35_0 IS NOT NULL
          ) AS _q27 LEFT SEMI JOIN (
            SELECT _c36_2
            FROM (
              SELECT `d_week_seq` AS _c36_4, `d_date` AS _c36_2
              FROM {src1}
            ) AS _q28 JOIN (
              SELECT CAST(`any_value`(_c37_4) AS BIGINT) AS _c40_0
              FROM (
                SELECT `d_week_seq` AS _c37_4, `d_date` AS _c37_2
                FROM {src1}
              ) AS _q29
              WHERE _c37_2 = `date_from_unix_date`(10959) AND _c37_2 IS NOT NULL
            ) AS _q30 ON _c36_4 = _c40_0
          ) AS _q31 ON _c35_2 = _c36_2
        ) AS _q32 ON _c34_0 = _c35_0
      ) AS _q33 JOIN (
        SELECT `i_item_sk` AS _c45_0, `i_item_id` AS _c45_1
        FROM {src3}
      ) AS _q34 ON _c34_2 = _c45_0
      GROUP BY _c45_1
    ) AS _q35 ON _c14_0 = _c47_0 AND CAST(CAST(0.9BD AS DECIMAL(38,1)) * _c31_0 AS DECIMAL(38,3)) <= CAST(_c48_0 AS DECIMAL(38,3)) AND CAST(_c31_0 AS DECIMAL(38,3)) >= CAST(CAST(0.9BD AS DECIMAL(38,1)) * _c48_0 AS DECIMAL(38,3)) AND CAST(CAST(1.1BD AS DECIMAL(38,1)) * _c31_0 AS DECIMAL(38,3)) >= CAST(_c48_0 AS DECIMAL(38,3)) AND CAST(_c31_0 AS DECIMAL(38,3)) <= CAST(CAST(1.1BD AS DECIMAL(38,1)) * _c48_0 AS DECIMAL(38,3)) AND CAST(CAST(0.9BD AS DECIMAL(38,1)) * _c15_0 AS DECIMAL(38,3)) <= CAST(_c48_0 AS DECIMAL(38,3)) AND CAST(_c15_0 AS DECIMAL(38,3)) >= CAST(CAST(0.9BD AS DECIMAL(38,1)) * _c48_0 AS DECIMAL(38,3)) AND CAST(CAST(1.1BD AS DECIMAL(38,1)) * _c15_0 AS DECIMAL(38,3)) >= CAST(_c48_0 AS DECIMAL(38,3)) AND CAST(_c15_0 AS DECIMAL(38,3)) <= CAST(CAST(1.1BD AS DECIMAL(38,1)) * _c48_0 AS DECIMAL(38,3))
  ) AS _q36
  ORDER BY _c47_0 ASC NULLS FIRST, _c48_0 ASC NULLS FIRST
  LIMIT 100
) AS _q37
