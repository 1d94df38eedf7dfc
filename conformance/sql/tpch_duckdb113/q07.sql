-- tpch_duckdb113/q07: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c14_0 AS `supp_nation`, _c14_1 AS `cust_nation`, _c14_2 AS `l_year`, _c15_0 AS `revenue`
FROM (
  SELECT _c3_1 AS _c14_0, _c8_1 AS _c14_1, CAST(`year`(_c1_10) AS BIGINT) AS _c14_2, CAST(`sum`(CAST(_c1_5 * CAST(CAST(1.00BD AS DECIMAL(16,2)) - _c1_6 AS DECIMAL(16,2)) AS DECIMAL(18,4))) AS DECIMAL(38,4)) AS _c15_0
  FROM (
    SELECT `l_suppkey` AS _c1_2, `l_orderkey` AS _c1_0, `l_shipdate` AS _c1_10, `l_extendedprice` AS _c1_5, `l_discount` AS _c1_6, `s_suppkey` AS _c2_0, `n_name` AS _c3_1
    FROM (
      SELECT *
      FROM {src1}
      WHERE `l_shipdate` >= DATE '1995-01-01' AND `l_shipdate` <= DATE '1996-12-31' AND `l_shipdate` IS NOT NULL
    ) AS _q1 JOIN (
      SELECT *
      FROM {src2} JOIN (
        SELECT *
        FROM {src3}
        WHERE `n_name` IN ('FRANCE', 'GERMANY')
      ) AS _q2 ON `s_nationkey` = `n_nationkey`
    ) AS _q3 ON `l_suppkey` = `s_suppkey`
  ) AS _q4 JOIN (
    SELECT `o_orderkey` AS _c6_0, `o_custkey` AS _c6_1, `c_custkey` AS _c7_0, `n_name` AS _c8_1
    FROM {src4} JOIN (
      SELECT *
      FROM (
        SELECT *
        FROM {src5}
        WHERE `c_custkey` <= 1499L AND `c_custkey` IS NOT NULL
      ) AS _q5 JOIN (
        SELECT *
        FROM {src3}
        WHERE `n_name` IN ('GERMANY', 'FRANCE')
      ) AS _q6 ON `c_nationkey` = `n_nationkey`
    ) AS _q7 ON `o_custkey` = `c_custkey`
  ) AS _q8 ON _c1_0 = _c6_0
  WHERE (_c3_1 = 'FRANCE' AND _c8_1 = 'GERMANY' OR _c3_1 = 'GERMANY' AND _c8_1 = 'FRANCE')
  GROUP BY _c3_1, _c8_1, CAST(`year`(_c1_10) AS BIGINT)
  ORDER BY _c14_0 ASC NULLS LAST, _c14_1 ASC NULLS LAST, _c14_2 ASC NULLS LAST
) AS _q9
