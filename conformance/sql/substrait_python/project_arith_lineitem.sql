-- substrait_python/project_arith_lineitem: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c1_0 AS `l_orderkey`, _c1_3 AS `l_linenumber`, CAST(_c1_5 * CAST(TRY_CAST(1 AS DECIMAL(15,2)) - _c1_6 AS DECIMAL(16,2)) AS DECIMAL(32,4)) AS `disc_price`, CAST(_c1_4 + _c1_7 AS DECIMAL(16,2)) AS `qty_plus_tax`
FROM (
  SELECT `l_orderkey` AS _c1_0, `l_partkey` AS _c1_1, `l_suppkey` AS _c1_2, `l_linenumber` AS _c1_3, `l_quantity` AS _c1_4, `l_extendedprice` AS _c1_5, `l_discount` AS _c1_6, `l_tax` AS _c1_7, `l_returnflag` AS _c1_8, `l_linestatus` AS _c1_9, `l_shipdate` AS _c1_10, `l_commitdate` AS _c1_11, `l_receiptdate` AS _c1_12, `l_shipinstruct` AS _c1_13, `l_shipmode` AS _c1_14, `l_comment` AS _c1_15
  FROM {src1}
) AS _q1
WHERE _c1_0 < 100L
