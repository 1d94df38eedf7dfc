-- tpcds_duckdb113/q97: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c15_0 AS `store_only`, _c15_1 AS `catalog_only`, _c15_2 AS `store_and_catalog`
FROM (
  SELECT CAST(`sum`(CASE WHEN _c4_0 IS NOT NULL AND _c10_0 IS NULL THEN 1 ELSE 0 END) AS DECIMAL(38,0)) AS _c15_0, CAST(`sum`(CASE WHEN _c4_0 IS NULL AND _c10_0 IS NOT NULL THEN 1 ELSE 0 END) AS DECIMAL(38,0)) AS _c15_1, CAST(`sum`(CASE WHEN _c4_0 IS NOT NULL AND _c10_0 IS NOT NULL THEN 1 ELSE 0 END) AS DECIMAL(38,0)) AS _c15_2
  FROM (
    SELECT *
    FROM (
      SELECT DISTINCT _c1_3 AS _c4_0, _c1_2 AS _c4_1
      FROM (
        SELECT `ss_sold_date_sk` AS _c1_0, `ss_customer_sk` AS _c1_3, `ss_item_sk` AS _c1_2
        FROM {src1}
      ) AS _q1 JOIN (
        SELECT _c2_0
        FROM (
          SELECT `d_date_sk` AS _c2_0, `d_month_seq` AS _c2_3
          FROM {src2}
        ) AS _q2
        WHERE _c2_3 >= 1200L AND _c2_3 <= 1211L AND _c2_3 IS NOT NULL AND _c2_0 >= 2450816L AND _c2_0 <= 2452642L
      ) AS _q3 ON _c1_0 = _c2_0
    ) AS _q4
  ) AS _q5 FULL OUTER JOIN (
    SELECT DISTINCT _c7_3 AS _c10_0, _c7_15 AS _c10_1
    FROM (
      SELECT `cs_sold_date_sk` AS _c7_0, `cs_bill_customer_sk` AS _c7_3, `cs_item_sk` AS _c7_15
      FROM {src3}
    ) AS _q6 JOIN (
      SELECT _c8_0
      FROM (
        SELECT `d_date_sk` AS _c8_0, `d_month_seq` AS _c8_3
        FROM {src2}
      ) AS _q7
      WHERE _c8_3 >= 1200L AND _c8_3 <= 1211L AND _c8_3 IS NOT NULL AND _c8_0 >= 2450815L AND _c8_0 <= 2452225L
    ) AS _q8 ON _c7_0 = _c8_0
  ) AS _q9 ON _c4_0 = _c10_0 AND _c4_1 = _c10_1
  LIMIT 100
) AS _q10
