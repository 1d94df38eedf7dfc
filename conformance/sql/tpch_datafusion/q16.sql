-- tpch_datafusion/q16: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c8_0 AS `p_brand`, _c8_1 AS `p_type`, _c8_2 AS `p_size`, _c9_0 AS `supplier_cnt`
FROM (
  SELECT _c6_0 AS _c8_0, _c6_1 AS _c8_1, _c6_2 AS _c8_2, `count`(_c6_3) AS _c9_0
  FROM (
    SELECT DISTINCT `p_brand` AS _c6_0, `p_type` AS _c6_1, `p_size` AS _c6_2, `ps_suppkey` AS _c6_3
    FROM {src1} JOIN (
      SELECT *
      FROM {src2}
      WHERE `p_brand` <> 'Brand#45' AND `p_size` IN (49, 14, 23, 45, 19, 3, 36, 9) AND NOT `like`(`p_type`, 'MEDIUM POLISHED%')
    ) AS _q1 ON `ps_partkey` = `p_partkey` LEFT ANTI JOIN (
      SELECT *
      FROM {src3}
      WHERE `like`(`s_comment`, '%Customer%Complaints%')
    ) AS _q2 ON `ps_suppkey` = `s_suppkey`
  ) AS _q3
  GROUP BY _c6_0, _c6_1, _c6_2
  ORDER BY _c9_0 DESC NULLS FIRST, _c8_0 ASC NULLS LAST, _c8_1 ASC NULLS LAST, _c8_2 ASC NULLS LAST
) AS _q4
