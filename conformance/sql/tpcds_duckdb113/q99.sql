-- tpcds_duckdb113/q99: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c11_0 AS `w_substr`, _c11_1 AS `sm_type`, CAST(`lower`(_c11_2) AS STRING) AS `cc_name_lower`, _c12_0 AS `30 days`, _c12_1 AS `31-60 days`, _c12_2 AS `61-90 days`, _c12_3 AS `91-120 days`, _c12_4 AS `>120 days`
FROM (
  SELECT *
  FROM (
    SELECT _c11_0, _c11_1, _c11_2, CAST(CASE WHEN _g10 IS NULL AND _g9 > 0 THEN `raise_error`('sum: overflow') ELSE _g10 END AS DECIMAL(38,0)) AS _c12_0, CAST(CASE WHEN _g12 IS NULL AND _g11 > 0 THEN `raise_error`('sum: overflow') ELSE _g12 END AS DECIMAL(38,0)) AS _c12_1, CAST(CASE WHEN _g14 IS NULL AND _g13 > 0 THEN `raise_error`('sum: overflow') ELSE _g14 END AS DECIMAL(38,0)) AS _c12_2, CAST(CASE WHEN _g16 IS NULL AND _g15 > 0 THEN `raise_error`('sum: overflow') ELSE _g16 END AS DECIMAL(38,0)) AS _c12_3, CAST(CASE WHEN _g18 IS NULL AND _g17 > 0 THEN `raise_error`('sum: overflow') ELSE _g18 END AS DECIMAL(38,0)) AS _c12_4
    FROM (
      SELECT CAST(`substring`(`w_warehouse_name`, 1, 20) AS STRING) AS _c11_0, `sm_type` AS _c11_1, `cc_name` AS _c11_2, `count`(CASE WHEN `cs_ship_date_sk` - `cs_sold_date_sk` <= 30L THEN 1 ELSE 0 END) AS _g9, `try_sum`(_g1) AS _g10, `count`(_g2) AS _g11, `try_sum`(_g3) AS _g12, `count`(_g4) AS _g13, `try_sum`(_g5) AS _g14, `count`(_g6) AS _g15, `try_sum`(_g7) AS _g16, `count`(CASE WHEN `cs_ship_date_sk` - `cs_sold_date_sk` > 120L THEN 1 ELSE 0 END) AS _g17, `try_sum`(_g8) AS _g18
      FROM (
        SELECT *, CAST(CASE WHEN `cs_ship_date_sk` - `cs_sold_date_sk` <= 30L THEN 1 ELSE 0 END AS DECIMAL(38,0)) AS _g1, CASE WHEN `cs_ship_date_sk` - `cs_sold_date_sk` > 30L AND `cs_ship_date_sk` - `cs_sold_date_sk` <= 60L THEN 1 ELSE 0 END AS _g2, CAST(CASE WHEN `cs_ship_date_sk` - `cs_sold_date_sk` > 30L AND `cs_ship_date_sk` - `cs_sold_date_sk` <= 60L THEN 1 ELSE 0 END AS DECIMAL(38,0)) AS _g3, CASE WHEN `cs_ship_date_sk` - `cs_sold_date_sk` > 60L AND `cs_ship_date_sk` - `cs_sold_date_sk` <= 90L THEN 1 ELSE 0 END AS _g4, CAST(CASE WHEN `cs_ship_date_sk` - `cs_sold_date_sk` > 60L AND `cs_ship_date_sk` - `cs_sold_date_sk` <= 90L THEN 1 ELSE 0 END AS DECIMAL(38,0)) AS _g5, CASE WHEN `cs_ship_date_sk` - `cs_sold_date_sk` > 90L AND `cs_ship_date_sk` - `cs_sold_date_sk` <= 120L THEN 1 ELSE 0 END AS _g6, CAST(CASE WHEN `cs_ship_date_sk` - `cs_sold_date_sk` > 90L AND `cs_ship_date_sk` - `cs_sold_date_sk` <= 120L THEN 1 ELSE 0 END AS DECIMAL(38,0)) AS _g7, CAST(CASE WHEN `cs_ship_date_sk` - `cs_sold_date_sk` > 120L THEN 1 ELSE 0 END AS DECIMAL(38,0)) AS _g8
        FROM {src1} JOIN {src2} ON `cs_ship_date_sk` = `d_date_sk` JOIN {src3} ON `cs_ship_mode_sk` = `sm_ship_mode_sk` JOIN {src4} ON `cs_warehouse_sk` = `w_warehouse_sk` JOIN {src5} ON `cs_call_center_sk` = `cc_call_center_sk`
        WHERE `d_month_seq` >= 1200L AND `d_month_seq` <= 1211L AND `d_month_seq` IS NOT NULL AND `d_date_sk` >= 2450820L AND `d_date_sk` <= 2452312L
      ) AS _q1
      GROUP BY CAST(`substring`(`w_warehouse_name`, 1, 20) AS STRING), `sm_type`, `cc_name`
    ) AS _q2
  ) AS _q3
  ORDER BY _c11_0 ASC NULLS FIRST, _c11_1 ASC NULLS FIRST, CAST(`lower`(_c11_2) AS STRING) ASC NULLS FIRST
  LIMIT 100
) AS _q4
