-- tpch_datafusion/q02: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c5_5 AS `s_acctbal`, _c5_1 AS `s_name`, _c7_1 AS `n_name`, _c1_0 AS `p_partkey`, _c1_2 AS `p_mfgr`, _c5_2 AS `s_address`, _c5_4 AS `s_phone`, _c5_6 AS `s_comment`
FROM (
  SELECT _c5_5, _c5_1, _c7_1, _c1_0, _c1_2, _c5_2, _c5_4, _c5_6
  FROM (
    SELECT _c1_0, _c1_2, _c5_1, _c5_2, _c5_4, _c5_5, _c5_6, _c3_3, _c7_1
    FROM (
      SELECT _c1_0, _c1_2, _c5_1, _c5_2, _c5_4, _c5_5, _c5_6, _c3_3, _c7_1, _c7_2
      FROM (
        SELECT _c1_0, _c1_2, _c5_1, _c5_2, _c5_3, _c5_4, _c5_5, _c5_6, _c3_3
        FROM (
          SELECT _c1_0, _c1_2, _c3_1, _c3_3
          FROM (
            SELECT _c1_0, _c1_2
            FROM (
              SELECT `p_partkey` AS _c1_0, `p_mfgr` AS _c1_2, `p_type` AS _c1_4, `p_size` AS _c1_5
              FROM {src1}
            ) AS _q1
            WHERE _c1_5 = 15 AND `like`(_c1_4, '%BRASS')
          ) AS _q2 JOIN (
            SELECT `ps_partkey` AS _c3_0, `ps_suppkey` AS _c3_1, `ps_supplycost` AS _c3_3
            FROM {src2}
          ) AS _q3 ON _c1_0 = _c3_0
        ) AS _q4 JOIN (
          SELECT `s_suppkey` AS _c5_0, `s_name` AS _c5_1, `s_address` AS _c5_2, `s_nationkey` AS _c5_3, `s_phone` AS _c5_4, `s_acctbal` AS _c5_5, `s_comment` AS _c5_6
          FROM {src3}
        ) AS _q5 ON _c3_1 = _c5_0
      ) AS _q6 JOIN (
        SELECT `n_nationkey` AS _c7_0, `n_name` AS _c7_1, `n_regionkey` AS _c7_2
        FROM {src4}
      ) AS _q7 ON _c5_3 = _c7_0
    ) AS _q8 JOIN (
      SELECT _c9_0
      FROM (
        SELECT `r_regionkey` AS _c9_0, `r_name` AS _c9_1
        FROM {src5}
      ) AS _q9
      WHERE _c9_1 = 'EUROPE'
    ) AS _q10 ON _c7_2 = _c9_0
  ) AS _q11 LEFT SEMI JOIN (
    SELECT CAST(`min`(_c12_3) AS DECIMAL(15,2)) AS _c21_0, _c12_0 AS _c20_0
    FROM (
      SELECT _c12_0, _c12_3, _c15_2
      FROM (
        SELECT _c12_0, _c12_3, _c13_3
        FROM (
          SELECT `ps_partkey` AS _c12_0, `ps_suppkey` AS _c12_1, `ps_supplycost` AS _c12_3
          FROM {src2}
        ) AS _q12 JOIN (
          SELECT `s_suppkey` AS _c13_0, `s_nationkey` AS _c13_3
          FROM {src3}
        ) AS _q13 ON _c12_1 = _c13_0
      ) AS _q14 JOIN (
        SELECT `n_nationkey` AS _c15_0, `n_regionkey` AS _c15_2
        FROM {src4}
      ) AS _q15 ON _c13_3 = _c15_0
    ) AS _q16 JOIN (
      SELECT _c17_0
      FROM (
        SELECT `r_regionkey` AS _c17_0, `r_name` AS _c17_1
        FROM {src5}
      ) AS _q17
      WHERE _c17_1 = 'EUROPE'
    ) AS _q18 ON _c15_2 = _c17_0
    GROUP BY _c12_0
  ) AS _q19 ON _c1_0 = _c20_0 AND _c3_3 = _c21_0
  ORDER BY _c5_5 DESC NULLS FIRST, _c7_1 ASC NULLS LAST, _c5_1 ASC NULLS LAST, _c1_0 ASC NULLS LAST
  LIMIT 100
) AS _q20
