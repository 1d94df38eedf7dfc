-- tpch_datafusion/q17: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT CAST(_c11_0 AS DOUBLE) / 7.0D AS `avg_yearly`
FROM (
  SELECT CAST(`sum`(`l_extendedprice`) AS DECIMAL(38,2)) AS _c11_0
  FROM {src1} JOIN {src2} ON `l_partkey` = `p_partkey` LEFT SEMI JOIN (
    SELECT `l_partkey` AS _c6_0, CAST(`avg`(`l_quantity`) AS DECIMAL(38,2)) AS _c7_0
    FROM {src1}
    GROUP BY `l_partkey`
  ) AS _q1 ON `p_partkey` = _c6_0 AND CAST(`l_quantity` AS DECIMAL(30,15)) < CAST(`nanvl`((0.2D * CAST(_c7_0 AS DOUBLE)) - (0.2D * CAST(_c7_0 AS DOUBLE)), `raise_error`('cast failed at relations[0].root.input.project.input.aggregate.input.project.input.join.right.project.expressions[0].cast')) + (0.2D * CAST(_c7_0 AS DOUBLE)) AS DECIMAL(30,15))
  WHERE `p_brand` = 'Brand#23' AND `p_container` = 'MED BOX'
) AS _q2
