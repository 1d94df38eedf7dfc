-- tpch_datafusion/q13: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c8_0 AS `c_count`, _c9_0 AS `custdist`
FROM (
  SELECT _c6_0 AS _c8_0, CAST(`count`(1L) AS BIGINT) AS _c9_0
  FROM (
    SELECT CAST(`count`(_c2_0) AS BIGINT) AS _c6_0
    FROM (
      SELECT `c_custkey` AS _c1_0
      FROM {src1}
    ) AS _q1 LEFT OUTER JOIN (
      SELECT _c2_0, _c2_1
      FROM (
        SELECT `o_orderkey` AS _c2_0, `o_custkey` AS _c2_1, `o_comment` AS _c2_8
        FROM {src2}
      ) AS _q2
      WHERE NOT `like`(_c2_8, '%special%requests%')
    ) AS _q3 ON _c1_0 = _c2_1
    GROUP BY _c1_0
  ) AS _q4
  GROUP BY _c6_0
  ORDER BY _c9_0 DESC NULLS FIRST, _c8_0 DESC NULLS FIRST
) AS _q5
