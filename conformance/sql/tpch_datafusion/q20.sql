-- tpch_datafusion/q20: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT `s_name`, `s_address`
FROM {src1} JOIN {src2} ON `s_nationkey` = `n_nationkey` LEFT SEMI JOIN (
  SELECT *
  FROM {src3} LEFT SEMI JOIN (
    SELECT `l_partkey` AS _c10_0, `l_suppkey` AS _c10_1, CAST(`sum`(`l_quantity`) AS DECIMAL(38,2)) AS _c11_0
    FROM {src5}
    WHERE `l_shipdate` >= DATE '1994-01-01' AND `l_shipdate` < DATE '1995-01-01'
    GROUP BY `l_partkey`, `l_suppkey`
  ) AS _q1 ON `ps_partkey` = _c10_0 AND `ps_suppkey` = _c10_1 AND CAST(`ps_availqty` AS DOUBLE) > 0.5D * CAST(_c11_0 AS DOUBLE)
  WHERE `ps_partkey` IS NOT NULL AND `ps_partkey` IN (
    SELECT `p_partkey`
    FROM {src4}
    WHERE `p_partkey` IS NOT NULL AND `like`(`p_name`, 'forest%')
  )
) AS _q2 ON `s_suppkey` = `ps_suppkey`
WHERE `n_name` = 'CANADA'
ORDER BY `s_name` ASC NULLS LAST
