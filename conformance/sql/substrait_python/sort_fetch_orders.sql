-- substrait_python/sort_fetch_orders: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c1_0 AS `o_orderkey`, _c1_4 AS `o_orderdate`, _c1_3 AS `o_totalprice`
FROM (
  SELECT `o_orderkey` AS _c1_0, `o_orderdate` AS _c1_4, `o_totalprice` AS _c1_3
  FROM {src1}
  ORDER BY _c1_3 DESC NULLS LAST, _c1_0 ASC NULLS LAST
  LIMIT 10
  OFFSET 5
) AS _q1
