-- substrait_python/sort_fetch_orders: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `o_orderkey`, `o_orderdate`, `o_totalprice`
FROM {src1}
ORDER BY `o_totalprice` DESC NULLS LAST, `o_orderkey` ASC NULLS LAST
LIMIT 10
OFFSET 5
