-- tpch_datafusion/q07: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c12_0 AS `supp_nation`, _c12_1 AS `cust_nation`, _c12_2 AS `l_year`, _c13_0 AS `revenue`
FROM (
  SELECT _c8_1 AS _c12_0, _c10_1 AS _c12_1, CAST(`year`(_c2_10) AS INT) AS _c12_2, CAST(`sum`(CAST(_c2_5 * CAST(CAST(1BD AS DECIMAL(20,0)) - _c2_6 AS DECIMAL(23,2)) AS DECIMAL(38,4))) AS DECIMAL(38,4)) AS _c13_0
  FROM (
    SELECT `l_extendedprice` AS _c2_5, `l_discount` AS _c2_6, `l_shipdate` AS _c2_10, `c_nationkey` AS _c6_3, `n_name` AS _c8_1
    FROM {src1} JOIN (
      SELECT *
      FROM {src2}
      WHERE `l_shipdate` >= DATE '1995-01-01' AND `l_shipdate` <= DATE '1996-12-31'
    ) AS _q1 ON `s_suppkey` = `l_suppkey` JOIN {src3} ON `l_orderkey` = `o_orderkey` JOIN {src4} ON `o_custkey` = `c_custkey` JOIN (
      SELECT *
      FROM {src5}
      WHERE `n_name` IN ('FRANCE', 'GERMANY')
    ) AS _q2 ON `s_nationkey` = `n_nationkey`
  ) AS _q3 JOIN (
    SELECT `n_nationkey` AS _c10_0, `n_name` AS _c10_1
    FROM {src5}
    WHERE `n_name` IN ('GERMANY', 'FRANCE')
  ) AS _q4 ON _c6_3 = _c10_0 AND (_c8_1 = 'FRANCE' AND _c10_1 = 'GERMANY' OR _c8_1 = 'GERMANY' AND _c10_1 = 'FRANCE')
  GROUP BY _c8_1, _c10_1, CAST(`year`(_c2_10) AS INT)
  ORDER BY _c12_0 ASC NULLS LAST, _c12_1 ASC NULLS LAST, _c12_2 ASC NULLS LAST
) AS _q5
