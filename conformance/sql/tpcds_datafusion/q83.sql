-- tpcds_datafusion/q83: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c11_0 AS `item_id`, _c12_0 AS `sr_item_qty`, _g1 / 3.0D * 100.0D AS `sr_dev`, _c25_0 AS `cr_item_qty`, _g2 / 3.0D * 100.0D AS `cr_dev`, _c39_0 AS `wr_item_qty`, _g3 / 3.0D * 100.0D AS `wr_dev`, _c41_0 / 3.0D AS `average`
FROM (
  SELECT *, CAST(CASE WHEN _c41_0 = 0.0D THEN CAST(_c12_0 AS DOUBLE) * `power`(_c41_0, (-1.0D)) ELSE CAST(_c12_0 AS DOUBLE) / _c41_0 END AS DOUBLE) AS _g1, CAST(CASE WHEN _c41_0 = 0.0D THEN CAST(_c25_0 AS DOUBLE) * `power`(_c41_0, (-1.0D)) ELSE CAST(_c25_0 AS DOUBLE) / _c41_0 END AS DOUBLE) AS _g2, CAST(CASE WHEN _c41_0 = 0.0D THEN CAST(_c39_0 AS DOUBLE) * `power`(_c41_0, (-1.0D)) ELSE CAST(_c39_0 AS DOUBLE) / _c41_0 END AS DOUBLE) AS _g3
  FROM (
    SELECT CAST(_c12_0 + _c25_0 + _c39_0 AS DOUBLE) AS _c41_0, _c11_0, _c12_0, _c25_0, _c39_0
    FROM (
      SELECT `i_item_id` AS _c11_0, CAST(`sum`(`sr_return_quantity`) AS BIGINT) AS _c12_0
      FROM {src1} JOIN {src2} ON `sr_item_sk` = `i_item_sk` JOIN {src3} ON `sr_returned_date_sk` = `d_date_sk` LEFT SEMI JOIN (
        SELECT *
        FROM (
          SELECT `d_date` AS _c6_2, `d_week_seq` AS _c6_4
          FROM {src3}
        ) AS _q1
        WHERE _c6_4 IS NOT NULL AND _c6_4 IN (
          SELECT `d_week_seq` AS _c7_4
          FROM {src3}
          WHERE `d_date` IN (DATE '2000-06-30', DATE '2000-09-27', DATE '2000-11-17') AND `d_week_seq` IS NOT NULL
        )
      ) AS _q2 ON `d_date` = _c6_2
      GROUP BY `i_item_id`
    ) AS _q3 JOIN (
      SELECT `i_item_id` AS _c24_0, CAST(`sum`(`cr_return_quantity`) AS BIGINT) AS _c25_0
      FROM {src4} JOIN {src2} ON `cr_item_sk` = `i_item_sk` JOIN {src3} ON `cr_returned_date_sk` = `d_date_sk` LEFT SEMI JOIN (
        SELECT *
        FROM (
          SELECT `d_date` AS _c19_2, `d_week_seq` AS _c19_4
          FROM {src3}
        ) AS _q4
        WHERE _c19_4 IS NOT NULL AND _c19_4 IN (
          SELECT `d_week_seq` AS _c20_4
          FROM {src3}
          WHERE `d_date` IN (DATE '2000-06-30', DATE '2000-09-27', DATE '2000-11-17') AND `d_week_seq` IS NOT NULL
        )
      ) AS _q5 ON `d_date` = _c19_2
      GROUP BY `i_item_id`
    ) AS _q6 ON _c11_0 = _c24_0 JOIN (
      SELECT `i_item_id` AS _c38_0, CAST(`sum`(`wr_return_quantity`) AS BIGINT) AS _c39_0
      FROM {src5} JOIN {src2} ON `wr_item_sk` = `i_item_sk` JOIN {src3} ON `wr_returned_date_sk` = `d_date_sk` LEFT SEMI JOIN (
        SELECT *
        FROM (
          SELECT `d_date` AS _c33_2, `d_week_seq` AS _c33_4
          FROM {src3}
        ) AS _q7
        WHERE _c33_4 IS NOT NULL AND _c33_4 IN (
          SELECT `d_week_seq` AS _c34_4
          FROM {src3}
          WHERE `d_date` IN (DATE '2000-06-30', DATE '2000-09-27', DATE '2000-11-17') AND `d_week_seq` IS NOT NULL
        )
      ) AS _q8 ON `d_date` = _c33_2
      GROUP BY `i_item_id`
    ) AS _q9 ON _c11_0 = _c38_0
    ORDER BY _c11_0 ASC NULLS FIRST
    LIMIT 100
  ) AS _q10
) AS _q11
