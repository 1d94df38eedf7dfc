-- tpch_datafusion/q07: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c8_1 AS `supp_nation`, _c10_1 AS `cust_nation`, CAST(`year`(_c2_10) AS INT) AS `l_year`, CAST(`sum`(CAST(_c2_5 * CAST(CAST(1BD AS DECIMAL(20,0)) - _c2_6 AS DECIMAL(23,2)) AS DECIMAL(38,4))) AS DECIMAL(38,4)) AS `revenue`
FROM (
  SELECT `l_extendedprice` AS _c2_5, `l_discount` AS _c2_6, `l_shipdate` AS _c2_10, `c_nationkey` AS _c6_3, `n_name` AS _c8_1
  FROM {src1} JOIN {src2} ON `s_suppkey` = `l_suppkey` JOIN {src3} ON `l_orderkey` = `o_orderkey` JOIN {src4} ON `o_custkey` = `c_custkey` JOIN {src5} ON `s_nationkey` = `n_nationkey`
  WHERE `l_shipdate` >= DATE '1995-01-01' AND `l_shipdate` <= DATE '1996-12-31' AND `n_name` IN ('FRANCE', 'GERMANY')
) AS _q1 JOIN (
  SELECT `n_nationkey` AS _c10_0, `n_name` AS _c10_1
  FROM {src5}
  WHERE `n_name` IN ('GERMANY', 'FRANCE')
) AS _q2 ON _c6_3 = _c10_0 AND (_c8_1 = 'FRANCE' AND _c10_1 = 'GERMANY' OR _c8_1 = 'GERMANY' AND _c10_1 = 'FRANCE')
GROUP BY _c8_1, _c10_1, CAST(`year`(_c2_10) AS INT)
ORDER BY `supp_nation` ASC NULLS LAST, `cust_nation` ASC NULLS LAST, `l_year` ASC NULLS LAST
