-- tpch_datafusion/q11: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c7_0 AS `ps_partkey`, _c8_0 AS `value`
FROM (
  SELECT `ps_partkey` AS _c7_0, CAST(`sum`(CAST(`ps_supplycost` * CAST(`ps_availqty` AS DECIMAL(20,0)) AS DECIMAL(36,2))) AS DECIMAL(38,2)) AS _c8_0
  FROM {src1} JOIN {src2} ON `ps_suppkey` = `s_suppkey` JOIN {src3} ON `s_nationkey` = `n_nationkey`
  WHERE `n_name` = 'GERMANY'
  GROUP BY `ps_partkey`
) AS _q1
WHERE CAST(_c8_0 AS DECIMAL(38,15)) > (
  SELECT CAST(`nanvl`((CAST(_c16_0 AS DOUBLE) * 0.0001D) - (CAST(_c16_0 AS DOUBLE) * 0.0001D), `raise_error`('cast failed at relations[0].root.input.sort.input.project.input.filter.condition.scalar_function.arguments[1].value.subquery.scalar.input.project.expressions[0].cast')) + (CAST(_c16_0 AS DOUBLE) * 0.0001D) AS DECIMAL(38,15)) AS _c17_0
  FROM (
    SELECT CAST(`sum`(CAST(`ps_supplycost` * CAST(`ps_availqty` AS DECIMAL(20,0)) AS DECIMAL(36,2))) AS DECIMAL(38,2)) AS _c16_0
    FROM {src1} JOIN {src2} ON `ps_suppkey` = `s_suppkey` JOIN {src3} ON `s_nationkey` = `n_nationkey`
    WHERE `n_name` = 'GERMANY'
  ) AS _q2
)
ORDER BY _c8_0 DESC NULLS FIRST
