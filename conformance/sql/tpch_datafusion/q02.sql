-- tpch_datafusion/q02: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `s_acctbal`, `s_name`, `n_name`, `p_partkey`, `p_mfgr`, `s_address`, `s_phone`, `s_comment`
FROM (
  SELECT *
  FROM {src1}
  WHERE `p_size` = 15 AND `like`(`p_type`, '%BRASS')
) AS _q1 JOIN {src2} ON `p_partkey` = `ps_partkey` JOIN {src3} ON `ps_suppkey` = `s_suppkey` JOIN {src4} ON `s_nationkey` = `n_nationkey` JOIN (
  SELECT *
  FROM {src5}
  WHERE `r_name` = 'EUROPE'
) AS _q2 ON `n_regionkey` = `r_regionkey` LEFT SEMI JOIN (
  SELECT `ps_partkey` AS _c20_0, CAST(`min`(`ps_supplycost`) AS DECIMAL(15,2)) AS _c21_0
  FROM {src2} JOIN {src3} ON `ps_suppkey` = `s_suppkey` JOIN {src4} ON `s_nationkey` = `n_nationkey` JOIN (
    SELECT *
    FROM {src5}
    WHERE `r_name` = 'EUROPE'
  ) AS _q3 ON `n_regionkey` = `r_regionkey`
  GROUP BY `ps_partkey`
) AS _q4 ON `p_partkey` = _c20_0 AND `ps_supplycost` = _c21_0
ORDER BY `s_acctbal` DESC NULLS FIRST, `n_name` ASC NULLS LAST, `s_name` ASC NULLS LAST, `p_partkey` ASC NULLS LAST
LIMIT 100
