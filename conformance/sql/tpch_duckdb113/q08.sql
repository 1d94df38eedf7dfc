-- tpch_duckdb113/q08: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c17_0 AS `o_year`, CAST(CASE WHEN CAST(_c18_1 AS DOUBLE) = 0.0D THEN CAST(_c18_0 AS DOUBLE) * `power`(CAST(_c18_1 AS DOUBLE), (-1.0D)) ELSE CAST(_c18_0 AS DOUBLE) / CAST(_c18_1 AS DOUBLE) END AS DOUBLE) AS `mkt_share`
FROM (
  SELECT _c16_0 AS _c17_0, CAST(`sum`(CASE WHEN _c1_1 = 'BRAZIL' THEN _c16_1 ELSE CAST(0.0000BD AS DECIMAL(18,4)) END) AS DECIMAL(38,4)) AS _c18_0, CAST(`sum`(_c16_1) AS DECIMAL(38,4)) AS _c18_1
  FROM (
    SELECT CAST(`year`(_c4_4) AS BIGINT) AS _c16_0, CAST(_c5_5 * CAST(CAST(1.00BD AS DECIMAL(16,2)) - _c5_6 AS DECIMAL(16,2)) AS DECIMAL(18,4)) AS _c16_1, _c1_1
    FROM (
      SELECT `n_nationkey` AS _c1_0, `n_name` AS _c1_1
      FROM {src1}
    ) AS _q1 JOIN (
      SELECT `s_suppkey` AS _c2_0, `s_nationkey` AS _c2_3, `o_orderdate` AS _c4_4, `l_suppkey` AS _c5_2, `l_extendedprice` AS _c5_5, `l_discount` AS _c5_6
      FROM {src2} JOIN (
        SELECT *
        FROM {src3} JOIN (
          SELECT *
          FROM {src4} JOIN (
            SELECT *
            FROM {src5} JOIN {src6} ON `l_partkey` = `p_partkey`
          ) AS _q2 ON `o_orderkey` = `l_orderkey`
        ) AS _q3 ON `c_custkey` = `o_custkey` JOIN (
          SELECT *
          FROM {src1} JOIN {src7} ON `n_regionkey` = `r_regionkey`
        ) AS _q4 ON `c_nationkey` = `n_nationkey`
      ) AS _q5 ON `s_suppkey` = `l_suppkey`
      WHERE `c_custkey` <= 1499L AND `c_custkey` IS NOT NULL AND `o_orderdate` >= DATE '1995-01-01' AND `o_orderdate` <= DATE '1996-12-31' AND `o_orderdate` IS NOT NULL AND `p_type` = 'ECONOMY ANODIZED STEEL' AND `p_type` IS NOT NULL AND `r_name` = 'AMERICA' AND `r_name` IS NOT NULL
    ) AS _q6 ON _c1_0 = _c2_3
  ) AS _q7
  GROUP BY _c16_0
  ORDER BY _c17_0 ASC NULLS LAST
) AS _q8
