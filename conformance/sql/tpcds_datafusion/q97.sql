-- tpcds_datafusion/q97: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c17_0 AS `store_only`, _c17_1 AS `catalog_only`, _c17_2 AS `store_and_catalog`
FROM (
  SELECT CAST(`sum`(CASE WHEN _c15_0 AND _c12_0 IS NULL THEN 1L ELSE 0L END) AS BIGINT) AS _c17_0, CAST(`sum`(CASE WHEN _c5_0 IS NULL AND _c12_0 IS NOT NULL THEN 1L ELSE 0L END) AS BIGINT) AS _c17_1, CAST(`sum`(CASE WHEN _c15_0 AND _c12_0 IS NOT NULL THEN 1L ELSE 0L END) AS BIGINT) AS _c17_2
  FROM (
    SELECT _c5_0 IS NOT NULL AS _c15_0, _c5_0, _c12_0
    FROM (
      SELECT *
      FROM (
        SELECT DISTINCT _c1_3 AS _c5_0, _c1_2 AS _c5_1
        FROM (
          SELECT `ss_sold_date_sk` AS _c1_0, `ss_item_sk` AS _c1_2, `ss_customer_sk` AS _c1_3
          FROM {src1}
        ) AS _q1 LEFT SEMI JOIN (
          SELECT _c2_0
          FROM (
            SELECT `d_date_sk` AS _c2_0, `d_month_seq` AS _c2_3
            FROM {src2}
          ) AS _q2
          WHERE _c2_3 >= 1200L AND _c2_3 <= 1211L
        ) AS _q3 ON _c1_0 = _c2_0
      ) AS _q4
    ) AS _q5 FULL OUTER JOIN (
      SELECT DISTINCT _c8_3 AS _c12_0, _c8_15 AS _c12_1
      FROM (
        SELECT `cs_sold_date_sk` AS _c8_0, `cs_bill_customer_sk` AS _c8_3, `cs_item_sk` AS _c8_15
        FROM {src3}
      ) AS _q6 LEFT SEMI JOIN (
        SELECT _c9_0
        FROM (
          SELECT `d_date_sk` AS _c9_0, `d_month_seq` AS _c9_3
          FROM {src2}
        ) AS _q7
        WHERE _c9_3 >= 1200L AND _c9_3 <= 1211L
      ) AS _q8 ON _c8_0 = _c9_0
    ) AS _q9 ON _c5_0 = _c12_0 AND _c5_1 = _c12_1
  ) AS _q10
  LIMIT 100
) AS _q11
