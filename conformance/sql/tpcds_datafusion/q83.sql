-- tpcds_datafusion/q83: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c11_0 AS `item_id`, _c12_0 AS `sr_item_qty`, _c42_0 AS `sr_dev`, _c25_0 AS `cr_item_qty`, _c42_1 AS `cr_dev`, _c39_0 AS `wr_item_qty`, _c42_2 AS `wr_dev`, _c42_3 AS `average`
FROM (
  SELECT _c11_0, _c12_0, CAST(CAST(`transform`(`array`(CAST(CASE WHEN _c41_0 = 0 THEN CAST(_c12_0 AS DOUBLE) * `signum`(`atan2`(_c41_0, (-1.0D))) * CAST('Infinity' AS DOUBLE) ELSE `try_divide`(CAST(_c12_0 AS DOUBLE), _c41_0) END AS DOUBLE)), _l1 -> CASE WHEN 3.0D = 0 THEN _l1 * `signum`(`atan2`(3.0D, (-1.0D))) * CAST('Infinity' AS DOUBLE) ELSE `try_divide`(_l1, 3.0D) END)[0] AS DOUBLE) * 100.0D AS DOUBLE) AS _c42_0, _c25_0, CAST(CAST(`transform`(`array`(CAST(CASE WHEN _c41_0 = 0 THEN CAST(_c25_0 AS DOUBLE) * `signum`(`atan2`(_c41_0, (-1.0D))) * CAST('Infinity' AS DOUBLE) ELSE `try_divide`(CAST(_c25_0 AS DOUBLE), _c41_0) END AS DOUBLE)), _l2 -> CASE WHEN 3.0D = 0 THEN _l2 * `signum`(`atan2`(3.0D, (-1.0D))) * CAST('Infinity' AS DOUBLE) ELSE `try_divide`(_l2, 3.0D) END)[0] AS DOUBLE) * 100.0D AS DOUBLE) AS _c42_1, _c39_0, CAST(CAST(`transform`(`array`(CAST(CASE WHEN _c41_0 = 0 THEN CAST(_c39_0 AS DOUBLE) * `signum`(`atan2`(_c41_0, (-1.0D))) * CAST('Infinity' AS DOUBLE) ELSE `try_divide`(CAST(_c39_0 AS DOUBLE), _c41_0) END AS DOUBLE)), _l3 -> CASE WHEN 3.0D = 0 THEN _l3 * `signum`(`atan2`(3.0D, (-1.0D))) * CAST('Infinity' AS DOUBLE) ELSE `try_divide`(_l3, 3.0D) END)[0] AS DOUBLE) * 100.0D AS DOUBLE) AS _c42_2, CAST(CASE WHEN 3.0D = 0 THEN _c41_0 * `signum`(`atan2`(3.0D, (-1.0D))) * CAST('Infinity' AS DOUBLE) ELSE `try_divide`(_c41_0, 3.0D) END AS DOUBLE) AS _c42_3
  FROM (
    SELECT CAST(CAST(CAST(_c12_0 + _c25_0 AS BIGINT) + _c39_0 AS BIGINT) AS DOUBLE) AS _c41_0, _c11_0, _c12_0, _c25_0, _c39_0
    FROM (
      SELECT _c11_0, _c12_0, _c25_0
      FROM (
        SELECT _c2_1 AS _c11_0, CAST(`sum`(_c1_10) AS BIGINT) AS _c12_0
        FROM (
          SELECT _c1_10, _c2_1, _c4_2
          FROM (
            SELECT _c1_0, _c1_10, _c2_1
            FROM (
              SELECT `sr_returned_date_sk` AS _c1_0, `sr_item_sk` AS _c1_2, `sr_return_quantity` AS _c1_10
              FROM {src1}
            ) AS _q1 JOIN (
              SELECT `i_item_sk` AS _c2_0, `i_item_id` AS _c2_1
              FROM {src2}
            ) AS _q2 ON _c1_2 = _c2_0
          ) AS _q3 JOIN (
            SELECT `d_date_sk` AS _c4_0, `d_date` AS _c4_2
            FROM {src3}
          ) AS _q4 ON _c1_0 = _c4_0
        ) AS _q5 LEFT SEMI JOIN (
          SELECT _c6_2
          FROM (
            SELECT `d_date` AS _c6_2, `d_week_seq` AS _c6_4
            FROM {src3}
          ) AS _q6 LEFT SEMI JOIN (
            SELECT _c7_4
            FROM (
              SELECT `d_date` AS _c7_2, `d_week_seq` AS _c7_4
              FROM {src3}
            ) AS _q7
            WHERE (_c7_2 = `date_from_unix_date`(11138) OR _c7_2 = `date_from_unix_date`(11227) OR _c7_2 = `date_from_unix_date`(11278))
          ) AS _q8 ON _c6_4 = _c7_4
        ) AS _q9 ON _c4_2 = _c6_2
        GROUP BY _c2_1
      ) AS _q10 JOIN (
        SELECT _c15_1 AS _c24_0, CAST(`sum`(_c14_17) AS BIGINT) AS _c25_0
        FROM (
          SELECT _c14_17, _c15_1, _c17_2
          FROM (
            SELECT _c14_0, _c14_17, _c15_1
            FROM (
              SELECT `cr_returned_date_sk` AS _c14_0, `cr_item_sk` AS _c14_2, `cr_return_quantity` AS _c14_17
              FROM {src4}
            ) AS _q11 JOIN (
              SELECT `i_item_sk` AS _c15_0, `i_item_id` AS _c15_1
              FROM {src2}
            ) AS _q12 ON _c14_2 = _c15_0
          ) AS _q13 JOIN (
            SELECT `d_date_sk` AS _c17_0, `d_date` AS _c17_2
            FROM {src3}
          ) AS _q14 ON _c14_0 = _c17_0
        ) AS _q15 LEFT SEMI JOIN (
          SELECT _c19_2
          FROM (
            SELECT `d_date` AS _c19_2, `d_week_seq` AS _c19_4
            FROM {src3}
          ) AS _q16 LEFT SEMI JOIN (
            SELECT _c20_4
            FROM (
              SELECT `d_date` AS _c20_2, `d_week_seq` AS _c20_4
              FROM {src3}
            ) AS _q17
            WHERE (_c20_2 = `date_from_unix_date`(11138) OR _c20_2 = `date_from_unix_date`(11227) OR _c20_2 = `date_from_unix_date`(11278))
          ) AS _q18 ON _c19_4 = _c20_4
        ) AS _q19 ON _c17_2 = _c19_2
        GROUP BY _c15_1
      ) AS _q20 ON _c11_0 = _c24_0
    ) AS _q21 JOIN (
      SELECT _c29_1 AS _c38_0, CAST(`sum`(_c28_14) AS BIGINT) AS _c39_0
      FROM (
        SELECT _c28_14, _c29_1, _c31_2
        FROM (
          SELECT _c28_0, _c28_14, _c29_1
          FROM (
            SELECT `wr_returned_date_sk` AS _c28_0, `wr_item_sk` AS _c28_2, `wr_return_quantity` AS _c28_14
            FROM {src5}
          ) AS _q22 JOIN (
            SELECT `i_item_sk` AS _c29_0, `i_item_id` AS _c29_1
            FROM {src2}
          ) AS _q23 ON _c28_2 = _c29_0
        ) AS _q24 JOIN (
          SELECT `d_date_sk` AS _c31_0, `d_date` AS _c31_2
          FROM {src3}
        ) AS _q25 ON _c28_0 = _c31_0
      ) AS _q26 LEFT SEMI JOIN (
        SELECT _c33_2
        FROM (
          SELECT `d_date` AS _c33_2, `d_week_seq` AS _c33_4
          FROM {src3}
        ) AS _q27 LEFT SEMI JOIN (
          SELECT _c34_4
          FROM (
            SELECT `d_date` AS _c34_2, `d_week_seq` AS _c34_4
            FROM {src3}
          ) AS _q28
          WHERE (_c34_2 = `date_from_unix_date`(11138) OR _c34_2 = `date_from_unix_date`(11227) OR _c34_2 = `date_from_unix_date`(11278))
        ) AS _q29 ON _c33_4 = _c34_4
      ) AS _q30 ON _c31_2 = _c33_2
      GROUP BY _c29_1
    ) AS _q31 ON _c11_0 = _c38_0
  ) AS _q32
  ORDER BY _c11_0 ASC NULLS FIRST
  LIMIT 100
) AS _q33
