-- tpch_datafusion/q13: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c8_0 AS `c_count`, _c9_0 AS `custdist`
FROM (
  SELECT _c6_0 AS _c8_0, `count`(1L) AS _c9_0
  FROM (
    SELECT `c_custkey` AS _c5_0, `count`(`o_orderkey`) AS _c6_0
    FROM {src1} LEFT OUTER JOIN (
      SELECT *
      FROM {src2}
      WHERE NOT `like`(`o_comment`, '%special%requests%')
    ) AS _q1 ON `c_custkey` = `o_custkey`
    GROUP BY `c_custkey`
  ) AS _q2
  GROUP BY _c6_0
  ORDER BY _c9_0 DESC NULLS FIRST, _c8_0 DESC NULLS FIRST
) AS _q3
