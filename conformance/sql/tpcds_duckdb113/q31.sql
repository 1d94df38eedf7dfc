-- tpcds_duckdb113/q31: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c14_0 AS `ca_county`, _c14_2 AS `d_year`, CAST(CASE WHEN CAST(_c31_0 AS DOUBLE) = 0.0D THEN CAST(CAST(_c39_0 * CAST(1.0000BD AS DECIMAL(38,4)) AS DECIMAL(38,6)) AS DOUBLE) * `power`(CAST(_c31_0 AS DOUBLE), (-1.0D)) ELSE CAST(CAST(_c39_0 * CAST(1.0000BD AS DECIMAL(38,4)) AS DECIMAL(38,6)) AS DOUBLE) / CAST(_c31_0 AS DOUBLE) END AS DOUBLE) AS `web_q1_q2_increase`, CAST(CASE WHEN CAST(_c15_0 AS DOUBLE) = 0.0D THEN CAST(CAST(_c23_0 * CAST(1.0000BD AS DECIMAL(38,4)) AS DECIMAL(38,6)) AS DOUBLE) * `power`(CAST(_c15_0 AS DOUBLE), (-1.0D)) ELSE CAST(CAST(_c23_0 * CAST(1.0000BD AS DECIMAL(38,4)) AS DECIMAL(38,6)) AS DOUBLE) / CAST(_c15_0 AS DOUBLE) END AS DOUBLE) AS `store_q1_q2_increase`, CAST(CASE WHEN CAST(_c39_0 AS DOUBLE) = 0.0D THEN CAST(CAST(_c47_0 * CAST(1.0000BD AS DECIMAL(38,4)) AS DECIMAL(38,6)) AS DOUBLE) * `power`(CAST(_c39_0 AS DOUBLE), (-1.0D)) ELSE CAST(CAST(_c47_0 * CAST(1.0000BD AS DECIMAL(38,4)) AS DECIMAL(38,6)) AS DOUBLE) / CAST(_c39_0 AS DOUBLE) END AS DOUBLE) AS `web_q2_q3_increase`, CAST(CASE WHEN CAST(_c23_0 AS DOUBLE) = 0.0D THEN CAST(CAST(_c7_0 * CAST(1.0000BD AS DECIMAL(38,4)) AS DECIMAL(38,6)) AS DOUBLE) * `power`(CAST(_c23_0 AS DOUBLE), (-1.0D)) ELSE CAST(CAST(_c7_0 * CAST(1.0000BD AS DECIMAL(38,4)) AS DECIMAL(38,6)) AS DOUBLE) / CAST(_c23_0 AS DOUBLE) END AS DOUBLE) AS `store_q2_q3_increase`
FROM (
  SELECT `ca_county` AS _c6_0, `d_qoy` AS _c6_1, `d_year` AS _c6_2, CAST(`sum`(`ss_ext_sales_price`) AS DECIMAL(38,2)) AS _c7_0
  FROM {src1} JOIN (
    SELECT *
    FROM {src2} JOIN {src3} ON `ss_sold_date_sk` = `d_date_sk`
  ) AS _q1 ON `ca_address_sk` = `ss_addr_sk`
  WHERE `d_year` = 2000L AND `d_year` IS NOT NULL AND `d_qoy` = 3L AND `d_qoy` IS NOT NULL AND `d_date_sk` >= 2450816L AND `d_date_sk` <= 2452642L
  GROUP BY `ca_county`, `d_qoy`, `d_year`
) AS _q2 JOIN (
  SELECT *
  FROM (
    SELECT `ca_county` AS _c14_0, `d_qoy` AS _c14_1, `d_year` AS _c14_2, CAST(`sum`(`ss_ext_sales_price`) AS DECIMAL(38,2)) AS _c15_0
    FROM {src1} JOIN (
      SELECT *
      FROM {src2} JOIN {src3} ON `ss_sold_date_sk` = `d_date_sk`
    ) AS _q3 ON `ca_address_sk` = `ss_addr_sk`
    WHERE `d_year` = 2000L AND `d_year` IS NOT NULL AND `d_qoy` = 1L AND `d_qoy` IS NOT NULL AND `d_date_sk` >= 2450816L AND `d_date_sk` <= 2452642L
    GROUP BY `ca_county`, `d_qoy`, `d_year`
  ) AS _q4 JOIN (
    SELECT *
    FROM (
      SELECT `ca_county` AS _c22_0, `d_qoy` AS _c22_1, `d_year` AS _c22_2, CAST(`sum`(`ss_ext_sales_price`) AS DECIMAL(38,2)) AS _c23_0
      FROM {src1} JOIN (
        SELECT *
        FROM {src2} JOIN {src3} ON `ss_sold_date_sk` = `d_date_sk`
      ) AS _q5 ON `ca_address_sk` = `ss_addr_sk`
      WHERE `d_year` = 2000L AND `d_year` IS NOT NULL AND `d_qoy` = 2L AND `d_qoy` IS NOT NULL AND `d_date_sk` >= 2450816L AND `d_date_sk` <= 2452642L
      GROUP BY `ca_county`, `d_qoy`, `d_year`
    ) AS _q6 JOIN (
      SELECT *
      FROM (
        SELECT `ca_county` AS _c30_0, `d_qoy` AS _c30_1, `d_year` AS _c30_2, CAST(`sum`(`ws_ext_sales_price`) AS DECIMAL(38,2)) AS _c31_0
        FROM {src1} JOIN (
          SELECT *
          FROM {src4} JOIN {src3} ON `ws_sold_date_sk` = `d_date_sk`
        ) AS _q7 ON `ca_address_sk` = `ws_bill_addr_sk`
        WHERE `ca_address_sk` >= 2L AND `ca_address_sk` IS NOT NULL AND `d_year` = 2000L AND `d_year` IS NOT NULL AND `d_qoy` = 1L AND `d_qoy` IS NOT NULL AND `d_date_sk` >= 2450818L AND `d_date_sk` <= 2452642L
        GROUP BY `ca_county`, `d_qoy`, `d_year`
      ) AS _q8 JOIN (
        SELECT *
        FROM (
          SELECT `ca_county` AS _c38_0, `d_qoy` AS _c38_1, `d_year` AS _c38_2, CAST(`sum`(`ws_ext_sales_price`) AS DECIMAL(38,2)) AS _c39_0
          FROM {src1} JOIN (
            SELECT *
            FROM {src4} JOIN {src3} ON `ws_sold_date_sk` = `d_date_sk`
          ) AS _q9 ON `ca_address_sk` = `ws_bill_addr_sk`
          WHERE `ca_address_sk` >= 2L AND `ca_address_sk` IS NOT NULL AND `d_qoy` = 2L AND `d_qoy` IS NOT NULL AND `d_year` = 2000L AND `d_year` IS NOT NULL AND `d_date_sk` >= 2450818L AND `d_date_sk` <= 2452642L
          GROUP BY `ca_county`, `d_qoy`, `d_year`
        ) AS _q10 JOIN (
          SELECT `ca_county` AS _c46_0, `d_qoy` AS _c46_1, `d_year` AS _c46_2, CAST(`sum`(`ws_ext_sales_price`) AS DECIMAL(38,2)) AS _c47_0
          FROM {src1} JOIN (
            SELECT *
            FROM {src4} JOIN {src3} ON `ws_sold_date_sk` = `d_date_sk`
          ) AS _q11 ON `ca_address_sk` = `ws_bill_addr_sk`
          WHERE `ca_address_sk` >= 2L AND `ca_address_sk` IS NOT NULL AND `d_qoy` = 3L AND `d_qoy` IS NOT NULL AND `d_year` = 2000L AND `d_year` IS NOT NULL AND `d_date_sk` >= 2450818L AND `d_date_sk` <= 2452642L
          GROUP BY `ca_county`, `d_qoy`, `d_year`
        ) AS _q12 ON _c38_0 = _c46_0
      ) AS _q13 ON _c30_0 = _c38_0
    ) AS _q14 ON _c22_0 = _c30_0
  ) AS _q15 ON _c14_0 = _c22_0
  WHERE CASE WHEN _c31_0 > CAST(0.00BD AS DECIMAL(38,2)) THEN CAST(CASE WHEN CAST(_c31_0 AS DOUBLE) = 0.0D THEN CAST(CAST(_c39_0 * CAST(1.0000BD AS DECIMAL(38,4)) AS DECIMAL(38,6)) AS DOUBLE) * `power`(CAST(_c31_0 AS DOUBLE), (-1.0D)) ELSE CAST(CAST(_c39_0 * CAST(1.0000BD AS DECIMAL(38,4)) AS DECIMAL(38,6)) AS DOUBLE) / CAST(_c31_0 AS DOUBLE) END AS DOUBLE) ELSE CAST(NULL AS DOUBLE) END > CASE WHEN _c15_0 > CAST(0.00BD AS DECIMAL(38,2)) THEN CAST(CASE WHEN CAST(_c15_0 AS DOUBLE) = 0.0D THEN CAST(CAST(_c23_0 * CAST(1.0000BD AS DECIMAL(38,4)) AS DECIMAL(38,6)) AS DOUBLE) * `power`(CAST(_c15_0 AS DOUBLE), (-1.0D)) ELSE CAST(CAST(_c23_0 * CAST(1.0000BD AS DECIMAL(38,4)) AS DECIMAL(38,6)) AS DOUBLE) / CAST(_c15_0 AS DOUBLE) END AS DOUBLE) ELSE CAST(NULL AS DOUBLE) END
) AS _q16 ON _c6_0 = _c14_0
WHERE CASE WHEN _c39_0 > CAST(0.00BD AS DECIMAL(38,2)) THEN CAST(CASE WHEN CAST(_c39_0 AS DOUBLE) = 0.0D THEN CAST(CAST(_c47_0 * CAST(1.0000BD AS DECIMAL(38,4)) AS DECIMAL(38,6)) AS DOUBLE) * `power`(CAST(_c39_0 AS DOUBLE), (-1.0D)) ELSE CAST(CAST(_c47_0 * CAST(1.0000BD AS DECIMAL(38,4)) AS DECIMAL(38,6)) AS DOUBLE) / CAST(_c39_0 AS DOUBLE) END AS DOUBLE) ELSE CAST(NULL AS DOUBLE) END > CASE WHEN _c23_0 > CAST(0.00BD AS DECIMAL(38,2)) THEN CAST(CASE WHEN CAST(_c23_0 AS DOUBLE) = 0.0D THEN CAST(CAST(_c7_0 * CAST(1.0000BD AS DECIMAL(38,4)) AS DECIMAL(38,6)) AS DOUBLE) * `power`(CAST(_c23_0 AS DOUBLE), (-1.0D)) ELSE CAST(CAST(_c7_0 * CAST(1.0000BD AS DECIMAL(38,4)) AS DECIMAL(38,6)) AS DOUBLE) / CAST(_c23_0 AS DOUBLE) END AS DOUBLE) ELSE CAST(NULL AS DOUBLE) END
ORDER BY _c14_0 ASC NULLS LAST
