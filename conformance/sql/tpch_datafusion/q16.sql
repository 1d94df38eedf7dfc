-- tpch_datafusion/q16: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c8_0 AS `p_brand`, _c8_1 AS `p_type`, _c8_2 AS `p_size`, _c9_0 AS `supplier_cnt`
FROM (
  SELECT _c6_0 AS _c8_0, _c6_1 AS _c8_1, _c6_2 AS _c8_2, CAST(`count`(_c6_3) AS BIGINT) AS _c9_0
  FROM (
    SELECT DISTINCT _c2_3 AS _c6_0, _c2_4 AS _c6_1, _c2_5 AS _c6_2, _c1_1 AS _c6_3
    FROM (
      SELECT _c1_1, _c2_3, _c2_4, _c2_5
      FROM (
        SELECT `ps_partkey` AS _c1_0, `ps_suppkey` AS _c1_1
        FROM {src1}
      ) AS _q1 JOIN (
        SELECT *
        FROM (
          SELECT `p_partkey` AS _c2_0, `p_brand` AS _c2_3, `p_type` AS _c2_4, `p_size` AS _c2_5
          FROM {src2}
        ) AS _q2
        WHERE _c2_3 <> 'Brand#45' AND _c2_5 IN (49, 14, 23, 45, 19, 3, 36, 9) AND NOT `like`(_c2_4, 'MEDIUM POLISHED%')
      ) AS _q3 ON _c1_0 = _c2_0
    ) AS _q4 LEFT ANTI JOIN (
      SELECT _c4_0
      FROM (
        SELECT `s_suppkey` AS _c4_0, `s_comment` AS _c4_6
        FROM {src3}
      ) AS _q5
      WHERE `like`(_c4_6, '%Customer%Complaints%')
    ) AS _q6 ON _c1_1 = _c4_0
  ) AS _q7
  GROUP BY _c6_0, _c6_1, _c6_2
  ORDER BY _c9_0 DESC NULLS FIRST, _c8_0 ASC NULLS LAST, _c8_1 ASC NULLS LAST, _c8_2 ASC NULLS LAST
) AS _q8
