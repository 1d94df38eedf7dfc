-- tpch_duckdb113/q07: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c3_1 AS `supp_nation`, _c8_1 AS `cust_nation`, CAST(`year`(_c1_10) AS BIGINT) AS `l_year`, CAST(`sum`(CAST(_c1_5 * CAST(CAST(1.00BD AS DECIMAL(16,2)) - _c1_6 AS DECIMAL(16,2)) AS DECIMAL(18,4))) AS DECIMAL(38,4)) AS `revenue`
FROM (
  SELECT `l_suppkey` AS _c1_2, `l_orderkey` AS _c1_0, `l_shipdate` AS _c1_10, `l_extendedprice` AS _c1_5, `l_discount` AS _c1_6, `s_suppkey` AS _c2_0, `n_name` AS _c3_1
  FROM {src1} JOIN (
    SELECT *
    FROM {src2} JOIN {src3} ON `s_nationkey` = `n_nationkey`
  ) AS _q1 ON `l_suppkey` = `s_suppkey`
  WHERE `l_shipdate` >= DATE '1995-01-01' AND `l_shipdate` <= DATE '1996-12-31' AND `l_shipdate` IS NOT NULL AND `n_name` IN ('FRANCE', 'GERMANY')
) AS _q2 JOIN (
  SELECT `o_orderkey` AS _c6_0, `o_custkey` AS _c6_1, `c_custkey` AS _c7_0, `n_name` AS _c8_1
  FROM {src4} JOIN (
    SELECT *
    FROM {src5} JOIN {src3} ON `c_nationkey` = `n_nationkey`
  ) AS _q3 ON `o_custkey` = `c_custkey`
  WHERE `c_custkey` <= 1499L AND `c_custkey` IS NOT NULL AND `n_name` IN ('GERMANY', 'FRANCE')
) AS _q4 ON _c1_0 = _c6_0
WHERE (_c3_1 = 'FRANCE' AND _c8_1 = 'GERMANY' OR _c3_1 = 'GERMANY' AND _c8_1 = 'FRANCE')
GROUP BY _c3_1, _c8_1, CAST(`year`(_c1_10) AS BIGINT)
ORDER BY `supp_nation` ASC NULLS LAST, `cust_nation` ASC NULLS LAST, `l_year` ASC NULLS LAST
