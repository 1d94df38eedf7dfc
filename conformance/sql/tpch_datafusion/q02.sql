-- tpch_datafusion/q02: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `s_acctbal`, `s_name`, `n_name`, `p_partkey`, `p_mfgr`, `s_address`, `s_phone`, `s_comment`
FROM {src1} JOIN {src2} ON `p_partkey` = `ps_partkey` JOIN {src3} ON `ps_suppkey` = `s_suppkey` JOIN {src4} ON `s_nationkey` = `n_nationkey` JOIN {src5} ON `n_regionkey` = `r_regionkey` LEFT SEMI JOIN (
  SELECT `ps_partkey` AS _c20_0, CAST(`min`(`ps_supplycost`) AS DECIMAL(15,2)) AS _c21_0
  FROM {src2} JOIN {src3} ON `ps_suppkey` = `s_suppkey` JOIN {src4} ON `s_nationkey` = `n_nationkey` JOIN {src5} ON `n_regionkey` = `r_regionkey`
  WHERE `r_name` = 'EUROPE'
  GROUP BY `ps_partkey`
) AS _q1 ON `p_partkey` = _c20_0 AND `ps_supplycost` = _c21_0
WHERE `p_size` = 15 AND `like`(`p_type`, '%BRASS') AND `r_name` = 'EUROPE'
ORDER BY `s_acctbal` DESC NULLS FIRST, `n_name` ASC NULLS LAST, `s_name` ASC NULLS LAST, `p_partkey` ASC NULLS LAST
LIMIT 100
