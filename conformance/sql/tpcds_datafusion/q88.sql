-- tpcds_datafusion/q88: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c12_0 AS `h8_30_to_9`, _c25_0 AS `h9_to_9_30`, _c38_0 AS `h9_30_to_10`, _c51_0 AS `h10_to_10_30`, _c64_0 AS `h10_30_to_11`, _c77_0 AS `h11_to_11_30`, _c90_0 AS `h11_30_to_12`, _c103_0 AS `h12_to_12_30`
FROM (
  SELECT CAST(`count`(1L) AS BIGINT) AS _c12_0
  FROM (
    SELECT _c1_7
    FROM (
      SELECT _c1_1, _c1_7
      FROM (
        SELECT `ss_sold_time_sk` AS _c1_1, `ss_hdemo_sk` AS _c1_5, `ss_store_sk` AS _c1_7
        FROM {src1}
      ) AS _q1 JOIN (
        SELECT _c2_0
        FROM (
          SELECT `hd_demo_sk` AS _c2_0, `hd_dep_count` AS _c2_3, `hd_vehicle_count` AS _c2_4
          FROM {src2}
        ) AS _q2
        WHERE (_c2_3 = 4L AND _c2_4 <= 6 OR _c2_3 = 2L AND _c2_4 <= 4 OR _c2_3 = 0L AND _c2_4 <= 2)
      ) AS _q3 ON _c1_5 = _c2_0
    ) AS _q4 JOIN (
      SELECT _c5_0
      FROM (
        SELECT `t_time_sk` AS _c5_0, `t_hour` AS _c5_3, `t_minute` AS _c5_4
        FROM {src3}
      ) AS _q5
      WHERE _c5_3 = 8L AND _c5_4 >= 30L
    ) AS _q6 ON _c1_1 = _c5_0
  ) AS _q7 JOIN (
    SELECT _c8_0
    FROM (
      SELECT `s_store_sk` AS _c8_0, `s_store_name` AS _c8_5
      FROM {src4}
    ) AS _q8
    WHERE _c8_5 = 'ese'
  ) AS _q9 ON _c1_7 = _c8_0
) AS _q10 JOIN (
  SELECT CAST(`count`(1L) AS BIGINT) AS _c25_0
  FROM (
    SELECT _c14_7
    FROM (
      SELECT _c14_1, _c14_7
      FROM (
        SELECT `ss_sold_time_sk` AS _c14_1, `ss_hdemo_sk` AS _c14_5, `ss_store_sk` AS _c14_7
        FROM {src1}
      ) AS _q11 JOIN (
        SELECT _c15_0
        FROM (
          SELECT `hd_demo_sk` AS _c15_0, `hd_dep_count` AS _c15_3, `hd_vehicle_count` AS _c15_4
          FROM {src2}
        ) AS _q12
        WHERE (_c15_3 = 4L AND _c15_4 <= 6 OR _c15_3 = 2L AND _c15_4 <= 4 OR _c15_3 = 0L AND _c15_4 <= 2)
      ) AS _q13 ON _c14_5 = _c15_0
    ) AS _q14 JOIN (
      SELECT _c18_0
      FROM (
        SELECT `t_time_sk` AS _c18_0, `t_hour` AS _c18_3, `t_minute` AS _c18_4
        FROM {src3}
      ) AS _q15
      WHERE _c18_3 = 9L AND _c18_4 < 30L
    ) AS _q16 ON _c14_1 = _c18_0
  ) AS _q17 JOIN (
    SELECT _c21_0
    FROM (
      SELECT `s_store_sk` AS _c21_0, `s_store_name` AS _c21_5
      FROM {src4}
    ) AS _q18
    WHERE _c21_5 = 'ese'
  ) AS _q19 ON _c14_7 = _c21_0
) AS _q20 ON TRUE JOIN (
  SELECT CAST(`count`(1L) AS BIGINT) AS _c38_0
  FROM (
    SELECT _c27_7
    FROM (
      SELECT _c27_1, _c27_7
      FROM (
        SELECT `ss_sold_time_sk` AS _c27_1, `ss_hdemo_sk` AS _c27_5, `ss_store_sk` AS _c27_7
        FROM {src1}
      ) AS _q21 JOIN (
        SELECT _c28_0
        FROM (
          SELECT `hd_demo_sk` AS _c28_0, `hd_dep_count` AS _c28_3, `hd_vehicle_count` AS _c28_4
          FROM {src2}
        ) AS _q22
        WHERE (_c28_3 = 4L AND _c28_4 <= 6 OR _c28_3 = 2L AND _c28_4 <= 4 OR _c28_3 = 0L AND _c28_4 <= 2)
      ) AS _q23 ON _c27_5 = _c28_0
    ) AS _q24 JOIN (
      SELECT _c31_0
      FROM (
        SELECT `t_time_sk` AS _c31_0, `t_hour` AS _c31_3, `t_minute` AS _c31_4
        FROM {src3}
      ) AS _q25
      WHERE _c31_3 = 9L AND _c31_4 >= 30L
    ) AS _q26 ON _c27_1 = _c31_0
  ) AS _q27 JOIN (
    SELECT _c34_0
    FROM (
      SELECT `s_store_sk` AS _c34_0, `s_store_name` AS _c34_5
      FROM {src4}
    ) AS _q28
    WHERE _c34_5 = 'ese'
  ) AS _q29 ON _c27_7 = _c34_0
) AS _q30 ON TRUE JOIN (
  SELECT CAST(`count`(1L) AS BIGINT) AS _c51_0
  FROM (
    SELECT _c40_7
    FROM (
      SELECT _c40_1, _c40_7
      FROM (
        SELECT `ss_sold_time_sk` AS _c40_1, `ss_hdemo_sk` AS _c40_5, `ss_store_sk` AS _c40_7
        FROM {src1}
      ) AS _q31 JOIN (
        SELECT _c41_0
        FROM (
          SELECT `hd_demo_sk` AS _c41_0, `hd_dep_count` AS _c41_3, `hd_vehicle_count` AS _c41_4
          FROM {src2}
        ) AS _q32
        WHERE (_c41_3 = 4L AND _c41_4 <= 6 OR _c41_3 = 2L AND _c41_4 <= 4 OR _c41_3 = 0L AND _c41_4 <= 2)
      ) AS _q33 ON _c40_5 = _c41_0
    ) AS _q34 JOIN (
      SELECT _c44_0
      FROM (
        SELECT `t_time_sk` AS _c44_0, `t_hour` AS _c44_3, `t_minute` AS _c44_4
        FROM {src3}
      ) AS _q35
      WHERE _c44_3 = 10L AND _c44_4 < 30L
    ) AS _q36 ON _c40_1 = _c44_0
  ) AS _q37 JOIN (
    SELECT _c47_0
    FROM (
      SELECT `s_store_sk` AS _c47_0, `s_store_name` AS _c47_5
      FROM {src4}
    ) AS _q38
    WHERE _c47_5 = 'ese'
  ) AS _q39 ON _c40_7 = _c47_0
) AS _q40 ON TRUE JOIN (
  SELECT CAST(`count`(1L) AS BIGINT) AS _c64_0
  FROM (
    SELECT _c53_7
    FROM (
      SELECT _c53_1, _c53_7
      FROM (
        SELECT `ss_sold_time_sk` AS _c53_1, `ss_hdemo_sk` AS _c53_5, `ss_store_sk` AS _c53_7
        FROM {src1}
      ) AS _q41 JOIN (
        SELECT _c54_0
        FROM (
          SELECT `hd_demo_sk` AS _c54_0, `hd_dep_count` AS _c54_3, `hd_vehicle_count` AS _c54_4
          FROM {src2}
        ) AS _q42
        WHERE (_c54_3 = 4L AND _c54_4 <= 6 OR _c54_3 = 2L AND _c54_4 <= 4 OR _c54_3 = 0L AND _c54_4 <= 2)
      ) AS _q43 ON _c53_5 = _c54_0
    ) AS _q44 JOIN (
      SELECT _c57_0
      FROM (
        SELECT `t_time_sk` AS _c57_0, `t_hour` AS _c57_3, `t_minute` AS _c57_4
        FROM {src3}
      ) AS _q45
      WHERE _c57_3 = 10L AND _c57_4 >= 30L
    ) AS _q46 ON _c53_1 = _c57_0
  ) AS _q47 JOIN (
    SELECT _c60_0
    FROM (
      SELECT `s_store_sk` AS _c60_0, `s_store_name` AS _c60_5
      FROM {src4}
    ) AS _q48
    WHERE _c60_5 = 'ese'
  ) AS _q49 ON _c53_7 = _c60_0
) AS _q50 ON TRUE JOIN (
  SELECT CAST(`count`(1L) AS BIGINT) AS _c77_0
  FROM (
    SELECT _c66_7
    FROM (
      SELECT _c66_1, _c66_7
      FROM (
        SELECT `ss_sold_time_sk` AS _c66_1, `ss_hdemo_sk` AS _c66_5, `ss_store_sk` AS _c66_7
        FROM {src1}
      ) AS _q51 JOIN (
        SELECT _c67_0
        FROM (
          SELECT `hd_demo_sk` AS _c67_0, `hd_dep_count` AS _c67_3, `hd_vehicle_count` AS _c67_4
          FROM {src2}
        ) AS _q52
        WHERE (_c67_3 = 4L AND _c67_4 <= 6 OR _c67_3 = 2L AND _c67_4 <= 4 OR _c67_3 = 0L AND _c67_4 <= 2)
      ) AS _q53 ON _c66_5 = _c67_0
    ) AS _q54 JOIN (
      SELECT _c70_0
      FROM (
        SELECT `t_time_sk` AS _c70_0, `t_hour` AS _c70_3, `t_minute` AS _c70_4
        FROM {src3}
      ) AS _q55
      WHERE _c70_3 = 11L AND _c70_4 < 30L
    ) AS _q56 ON _c66_1 = _c70_0
  ) AS _q57 JOIN (
    SELECT _c73_0
    FROM (
      SELECT `s_store_sk` AS _c73_0, `s_store_name` AS _c73_5
      FROM {src4}
    ) AS _q58
    WHERE _c73_5 = 'ese'
  ) AS _q59 ON _c66_7 = _c73_0
) AS _q60 ON TRUE JOIN (
  SELECT CAST(`count`(1L) AS BIGINT) AS _c90_0
  FROM (
    SELECT _c79_7
    FROM (
      SELECT _c79_1, _c79_7
      FROM (
        SELECT `ss_sold_time_sk` AS _c79_1, `ss_hdemo_sk` AS _c79_5, `ss_store_sk` AS _c79_7
        FROM {src1}
      ) AS _q61 JOIN (
        SELECT _c80_0
        FROM (
          SELECT `hd_demo_sk` AS _c80_0, `hd_dep_count` AS _c80_3, `hd_vehicle_count` AS _c80_4
          FROM {src2}
        ) AS _q62
        WHERE (_c80_3 = 4L AND _c80_4 <= 6 OR _c80_3 = 2L AND _c80_4 <= 4 OR _c80_3 = 0L AND _c80_4 <= 2)
      ) AS _q63 ON _c79_5 = _c80_0
    ) AS _q64 JOIN (
      SELECT _c83_0
      FROM (
        SELECT `t_time_sk` AS _c83_0, `t_hour` AS _c83_3, `t_minute` AS _c83_4
        FROM {src3}
      ) AS _q65
      WHERE _c83_3 = 11L AND _c83_4 >= 30L
    ) AS _q66 ON _c79_1 = _c83_0
  ) AS _q67 JOIN (
    SELECT _c86_0
    FROM (
      SELECT `s_store_sk` AS _c86_0, `s_store_name` AS _c86_5
      FROM {src4}
    ) AS _q68
    WHERE _c86_5 = 'ese'
  ) AS _q69 ON _c79_7 = _c86_0
) AS _q70 ON TRUE JOIN (
  SELECT CAST(`count`(1L) AS BIGINT) AS _c103_0
  FROM (
    SELECT _c92_7
    FROM (
      SELECT _c92_1, _c92_7
      FROM (
        SELECT `ss_sold_time_sk` AS _c92_1, `ss_hdemo_sk` AS _c92_5, `ss_store_sk` AS _c92_7
        FROM {src1}
      ) AS _q71 JOIN (
        SELECT _c93_0
        FROM (
          SELECT `hd_demo_sk` AS _c93_0, `hd_dep_count` AS _c93_3, `hd_vehicle_count` AS _c93_4
          FROM {src2}
        ) AS _q72
        WHERE (_c93_3 = 4L AND _c93_4 <= 6 OR _c93_3 = 2L AND _c93_4 <= 4 OR _c93_3 = 0L AND _c93_4 <= 2)
      ) AS _q73 ON _c92_5 = _c93_0
    ) AS _q74 JOIN (
      SELECT _c96_0
      FROM (
        SELECT `t_time_sk` AS _c96_0, `t_hour` AS _c96_3, `t_minute` AS _c96_4
        FROM {src3}
      ) AS _q75
      WHERE _c96_3 = 12L AND _c96_4 < 30L
    ) AS _q76 ON _c92_1 = _c96_0
  ) AS _q77 JOIN (
    SELECT _c99_0
    FROM (
      SELECT `s_store_sk` AS _c99_0, `s_store_name` AS _c99_5
      FROM {src4}
    ) AS _q78
    WHERE _c99_5 = 'ese'
  ) AS _q79 ON _c92_7 = _c99_0
) AS _q80 ON TRUE
