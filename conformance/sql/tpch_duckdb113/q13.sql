-- tpch_duckdb113/q13: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c7_0 AS `c_count`, _c8_0 AS `custdist`
FROM (
  SELECT _c5_0 AS _c7_0, CAST(`count`(1) AS BIGINT) AS _c8_0
  FROM (
    SELECT CAST(`count`(_c1_0) AS BIGINT) AS _c5_0
    FROM (
      SELECT *
      FROM (
        SELECT `o_custkey` AS _c1_1, `o_comment` AS _c1_8, `o_orderkey` AS _c1_0
        FROM {src1}
      ) AS _q1
      WHERE _c1_8 <> '%special%requests%'
    ) AS _q2 RIGHT OUTER JOIN (
      SELECT `c_custkey` AS _c2_0
      FROM {src2}
    ) AS _q3 ON _c1_1 = _c2_0
    GROUP BY _c2_0
  ) AS _q4
  GROUP BY _c5_0
  ORDER BY _c8_0 DESC NULLS LAST, _c7_0 DESC NULLS LAST
) AS _q5
