-- tpch_datafusion/q08: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c18_0 AS `o_year`, CAST(_c19_0 / _c19_1 AS DECIMAL(38,8)) AS `mkt_share`
FROM (
  SELECT _c17_0 AS _c18_0, CAST(`sum`(CASE WHEN _c13_1 = 'BRAZIL' THEN _c17_1 ELSE CAST(0.0000BD AS DECIMAL(38,4)) END) AS DECIMAL(38,4)) AS _c19_0, CAST(`sum`(_c17_1) AS DECIMAL(38,4)) AS _c19_1
  FROM (
    SELECT CAST(`year`(_c7_4) AS INT) AS _c17_0, CAST(_c3_5 * CAST(CAST(1BD AS DECIMAL(20,0)) - _c3_6 AS DECIMAL(23,2)) AS DECIMAL(38,4)) AS _c17_1, _c13_1
    FROM (
      SELECT `l_extendedprice` AS _c3_5, `l_discount` AS _c3_6, `s_nationkey` AS _c5_3, `o_orderdate` AS _c7_4, `n_regionkey` AS _c11_2
      FROM {src1} JOIN {src2} ON `p_partkey` = `l_partkey` JOIN {src3} ON `l_suppkey` = `s_suppkey` JOIN {src4} ON `l_orderkey` = `o_orderkey` JOIN {src5} ON `o_custkey` = `c_custkey` JOIN {src6} ON `c_nationkey` = `n_nationkey`
      WHERE `p_type` = 'ECONOMY ANODIZED STEEL' AND `o_orderdate` >= DATE '1995-01-01' AND `o_orderdate` <= DATE '1996-12-31'
    ) AS _q1 JOIN (
      SELECT `n_nationkey` AS _c13_0, `n_name` AS _c13_1
      FROM {src6}
    ) AS _q2 ON _c5_3 = _c13_0 JOIN {src7} ON _c11_2 = `r_regionkey`
    WHERE `r_name` = 'AMERICA'
  ) AS _q3
  GROUP BY _c17_0
  ORDER BY _c18_0 ASC NULLS LAST
) AS _q4
