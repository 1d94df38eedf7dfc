-- tpcds_datafusion/q49: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c46_0 AS `channel`, _c46_1 AS `item`, _c46_2 AS `return_ratio`, _c46_3 AS `return_rank`, _c46_4 AS `currency_rank`
FROM (
  SELECT DISTINCT _c15_0 AS _c46_0, _c8_0 AS _c46_1, _c10_0 AS _c46_2, _c11_0 AS _c46_3, _c12_0 AS _c46_4
  FROM (
    SELECT 'web' AS _c15_0, _c8_0, _c10_0, _c11_0, _c12_0
    FROM (
      SELECT *, CAST(`rank`() OVER (ORDER BY _c10_1 ASC NULLS LAST) AS BIGINT) AS _c12_0
      FROM (
        SELECT *, CAST(`rank`() OVER (ORDER BY _c10_0 ASC NULLS LAST) AS BIGINT) AS _c11_0
        FROM (
          SELECT _c8_0, CAST(CAST(_c9_0 AS DECIMAL(15,4)) / CAST(_c9_1 AS DECIMAL(15,4)) AS DECIMAL(23,8)) AS _c10_0, CAST(CAST(_c9_2 AS DECIMAL(15,4)) / CAST(_c9_3 AS DECIMAL(15,4)) AS DECIMAL(23,8)) AS _c10_1
          FROM (
            SELECT `ws_item_sk` AS _c8_0, CAST(`sum`(CASE WHEN `wr_return_quantity` IS NOT NULL THEN `wr_return_quantity` ELSE 0L END) AS BIGINT) AS _c9_0, CAST(`sum`(CASE WHEN `ws_quantity` IS NOT NULL THEN `ws_quantity` ELSE 0L END) AS BIGINT) AS _c9_1, CAST(`sum`(CASE WHEN CAST(`wr_return_amt` AS DECIMAL(22,2)) IS NOT NULL THEN CAST(`wr_return_amt` AS DECIMAL(22,2)) ELSE CAST(0.00BD AS DECIMAL(22,2)) END) AS DECIMAL(38,2)) AS _c9_2, CAST(`sum`(CASE WHEN CAST(`ws_net_paid` AS DECIMAL(22,2)) IS NOT NULL THEN CAST(`ws_net_paid` AS DECIMAL(22,2)) ELSE CAST(0.00BD AS DECIMAL(22,2)) END) AS DECIMAL(38,2)) AS _c9_3
            FROM {src1} JOIN {src2} ON `ws_order_number` = `wr_order_number` AND `ws_item_sk` = `wr_item_sk` JOIN {src3} ON `ws_sold_date_sk` = `d_date_sk`
            WHERE `ws_net_profit` > CAST(1.00BD AS DECIMAL(7,2)) AND `ws_net_paid` > CAST(0.00BD AS DECIMAL(7,2)) AND `ws_quantity` > 0L AND `wr_return_amt` > 10000.00BD AND `d_year` = 2001L AND `d_moy` = 12L
            GROUP BY `ws_item_sk`
          ) AS _q1
        ) AS _q2
      ) AS _q3
    ) AS _q4
    WHERE (_c11_0 <= 10L OR _c12_0 <= 10L)
    UNION ALL
    SELECT 'catalog' AS _c30_0, _c23_0, _c25_0, _c26_0, _c27_0
    FROM (
      SELECT *, CAST(`rank`() OVER (ORDER BY _c25_1 ASC NULLS LAST) AS BIGINT) AS _c27_0
      FROM (
        SELECT *, CAST(`rank`() OVER (ORDER BY _c25_0 ASC NULLS LAST) AS BIGINT) AS _c26_0
        FROM (
          SELECT _c23_0, CAST(CAST(_c24_0 AS DECIMAL(15,4)) / CAST(_c24_1 AS DECIMAL(15,4)) AS DECIMAL(23,8)) AS _c25_0, CAST(CAST(_c24_2 AS DECIMAL(15,4)) / CAST(_c24_3 AS DECIMAL(15,4)) AS DECIMAL(23,8)) AS _c25_1
          FROM (
            SELECT `cs_item_sk` AS _c23_0, CAST(`sum`(CASE WHEN `cr_return_quantity` IS NOT NULL THEN `cr_return_quantity` ELSE 0L END) AS BIGINT) AS _c24_0, CAST(`sum`(CASE WHEN `cs_quantity` IS NOT NULL THEN `cs_quantity` ELSE 0L END) AS BIGINT) AS _c24_1, CAST(`sum`(CASE WHEN CAST(`cr_return_amount` AS DECIMAL(22,2)) IS NOT NULL THEN CAST(`cr_return_amount` AS DECIMAL(22,2)) ELSE CAST(0.00BD AS DECIMAL(22,2)) END) AS DECIMAL(38,2)) AS _c24_2, CAST(`sum`(CASE WHEN CAST(`cs_net_paid` AS DECIMAL(22,2)) IS NOT NULL THEN CAST(`cs_net_paid` AS DECIMAL(22,2)) ELSE CAST(0.00BD AS DECIMAL(22,2)) END) AS DECIMAL(38,2)) AS _c24_3
            FROM {src4} JOIN {src5} ON `cs_order_number` = `cr_order_number` AND `cs_item_sk` = `cr_item_sk` JOIN {src3} ON `cs_sold_date_sk` = `d_date_sk`
            WHERE `cs_net_profit` > CAST(1.00BD AS DECIMAL(7,2)) AND `cs_net_paid` > CAST(0.00BD AS DECIMAL(7,2)) AND `cs_quantity` > 0L AND `cr_return_amount` > 10000.00BD AND `d_year` = 2001L AND `d_moy` = 12L
            GROUP BY `cs_item_sk`
          ) AS _q5
        ) AS _q6
      ) AS _q7
    ) AS _q8
    WHERE (_c26_0 <= 10L OR _c27_0 <= 10L)
    UNION ALL
    SELECT 'store' AS _c45_0, _c38_0, _c40_0, _c41_0, _c42_0
    FROM (
      SELECT *, CAST(`rank`() OVER (ORDER BY _c40_1 ASC NULLS LAST) AS BIGINT) AS _c42_0
      FROM (
        SELECT *, CAST(`rank`() OVER (ORDER BY _c40_0 ASC NULLS LAST) AS BIGINT) AS _c41_0
        FROM (
          SELECT _c38_0, CAST(CAST(_c39_0 AS DECIMAL(15,4)) / CAST(_c39_1 AS DECIMAL(15,4)) AS DECIMAL(23,8)) AS _c40_0, CAST(CAST(_c39_2 AS DECIMAL(15,4)) / CAST(_c39_3 AS DECIMAL(15,4)) AS DECIMAL(23,8)) AS _c40_1
          FROM (
            SELECT `ss_item_sk` AS _c38_0, CAST(`sum`(CASE WHEN `sr_return_quantity` IS NOT NULL THEN `sr_return_quantity` ELSE 0L END) AS BIGINT) AS _c39_0, CAST(`sum`(CASE WHEN `ss_quantity` IS NOT NULL THEN `ss_quantity` ELSE 0L END) AS BIGINT) AS _c39_1, CAST(`sum`(CASE WHEN CAST(`sr_return_amt` AS DECIMAL(22,2)) IS NOT NULL THEN CAST(`sr_return_amt` AS DECIMAL(22,2)) ELSE CAST(0.00BD AS DECIMAL(22,2)) END) AS DECIMAL(38,2)) AS _c39_2, CAST(`sum`(CASE WHEN CAST(`ss_net_paid` AS DECIMAL(22,2)) IS NOT NULL THEN CAST(`ss_net_paid` AS DECIMAL(22,2)) ELSE CAST(0.00BD AS DECIMAL(22,2)) END) AS DECIMAL(38,2)) AS _c39_3
            FROM {src6} JOIN {src7} ON `ss_ticket_number` = `sr_ticket_number` AND `ss_item_sk` = `sr_item_sk` JOIN {src3} ON `ss_sold_date_sk` = `d_date_sk`
            WHERE `ss_net_profit` > CAST(1.00BD AS DECIMAL(7,2)) AND `ss_net_paid` > CAST(0.00BD AS DECIMAL(7,2)) AND `ss_quantity` > 0L AND `sr_return_amt` > 10000.00BD AND `d_year` = 2001L AND `d_moy` = 12L
            GROUP BY `ss_item_sk`
          ) AS _q9
        ) AS _q10
      ) AS _q11
    ) AS _q12
    WHERE (_c41_0 <= 10L OR _c42_0 <= 10L)
  ) AS _q13
  ORDER BY _c46_0 ASC NULLS FIRST, _c46_3 ASC NULLS FIRST, _c46_4 ASC NULLS FIRST, _c46_1 ASC NULLS FIRST
  LIMIT 100
) AS _q14
