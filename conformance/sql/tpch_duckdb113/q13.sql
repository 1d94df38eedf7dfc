-- tpch_duckdb113/q13: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c7_0 AS `c_count`, _c8_0 AS `custdist`
FROM (
  SELECT _c5_0 AS _c7_0, `count`(1) AS _c8_0
  FROM (
    SELECT `c_custkey` AS _c4_0, `count`(`o_orderkey`) AS _c5_0
    FROM (
      SELECT *
      FROM {src1}
      WHERE `o_comment` <> '%special%requests%'
    ) AS _q1 RIGHT OUTER JOIN {src2} ON `o_custkey` = `c_custkey`
    GROUP BY `c_custkey`
  ) AS _q2
  GROUP BY _c5_0
  ORDER BY _c8_0 DESC NULLS LAST, _c7_0 DESC NULLS LAST
) AS _q3
