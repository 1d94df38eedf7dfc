-- tpch_datafusion/q16: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c6_0 AS `p_brand`, _c6_1 AS `p_type`, _c6_2 AS `p_size`, `count`(_c6_3) AS `supplier_cnt`
FROM (
  SELECT DISTINCT `p_brand` AS _c6_0, `p_type` AS _c6_1, `p_size` AS _c6_2, `ps_suppkey` AS _c6_3
  FROM {src1} JOIN {src2} ON `ps_partkey` = `p_partkey` LEFT ANTI JOIN {src3} ON `ps_suppkey` = `s_suppkey` AND `like`(`s_comment`, '%Customer%Complaints%')
  WHERE `p_brand` <> 'Brand#45' AND `p_size` IN (49, 14, 23, 45, 19, 3, 36, 9) AND NOT `like`(`p_type`, 'MEDIUM POLISHED%')
) AS _q1
GROUP BY _c6_0, _c6_1, _c6_2
ORDER BY `supplier_cnt` DESC NULLS FIRST, `p_brand` ASC NULLS LAST, `p_type` ASC NULLS LAST, `p_size` ASC NULLS LAST
