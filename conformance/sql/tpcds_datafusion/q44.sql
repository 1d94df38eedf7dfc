-- tpcds_datafusion/q44: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c11_0 AS `rnk`, _c28_21 AS `best_performing`, _c30_21 AS `worst_performing`
FROM (
  SELECT _c11_0, _c16_0, `i_product_name` AS _c28_21
  FROM (
    SELECT *, CAST(`rank`() OVER (ORDER BY _c4_0 ASC NULLS LAST) AS BIGINT) AS _c11_0
    FROM (
      SELECT `ss_item_sk` AS _c3_0, CAST(`avg`(`ss_net_profit`) AS DECIMAL(38,2)) AS _c4_0
      FROM {src1}
      WHERE `ss_store_sk` = 4L
      GROUP BY `ss_item_sk`
    ) AS _q1
    WHERE CAST(_c4_0 AS DECIMAL(30,15)) > CAST(`nanvl`(CAST(0.9D * (
      SELECT CAST(_c8_0 AS DOUBLE) AS _c9_0
      FROM (
        SELECT `ss_store_sk` AS _c7_0, CAST(`avg`(`ss_net_profit`) AS DECIMAL(38,2)) AS _c8_0
        FROM {src1}
        WHERE `ss_store_sk` = 4L AND `ss_addr_sk` IS NULL
        GROUP BY `ss_store_sk`
      ) AS _q2
    ) AS DOUBLE) - CAST(0.9D * (
      SELECT CAST(_c8_0 AS DOUBLE) AS _c9_0
      FROM (
        SELECT `ss_store_sk` AS _c7_0, CAST(`avg`(`ss_net_profit`) AS DECIMAL(38,2)) AS _c8_0
        FROM {src1}
        WHERE `ss_store_sk` = 4L AND `ss_addr_sk` IS NULL
        GROUP BY `ss_store_sk`
      ) AS _q2
    ) AS DOUBLE), `raise_error`('cast failed at relations[0].root.input.fetch.input.sort.input.project.input.join.left.project.input.join.left.project.input.join.left.project.input.filter.input.project.input.project.input.project.input.filter.condition.scalar_function.arguments[1].value.cast')) + CAST(0.9D * (
      SELECT CAST(_c8_0 AS DOUBLE) AS _c9_0
      FROM (
        SELECT `ss_store_sk` AS _c7_0, CAST(`avg`(`ss_net_profit`) AS DECIMAL(38,2)) AS _c8_0
        FROM {src1}
        WHERE `ss_store_sk` = 4L AND `ss_addr_sk` IS NULL
        GROUP BY `ss_store_sk`
      ) AS _q2
    ) AS DOUBLE) AS DECIMAL(30,15))
  ) AS _q3 JOIN (
    SELECT *, CAST(`rank`() OVER (ORDER BY _c17_0 DESC NULLS FIRST) AS BIGINT) AS _c24_0
    FROM (
      SELECT `ss_item_sk` AS _c16_0, CAST(`avg`(`ss_net_profit`) AS DECIMAL(38,2)) AS _c17_0
      FROM {src1}
      WHERE `ss_store_sk` = 4L
      GROUP BY `ss_item_sk`
    ) AS _q4
    WHERE CAST(_c17_0 AS DECIMAL(30,15)) > CAST(`nanvl`(CAST(0.9D * (
      SELECT CAST(_c21_0 AS DOUBLE) AS _c22_0
      FROM (
        SELECT `ss_store_sk` AS _c20_0, CAST(`avg`(`ss_net_profit`) AS DECIMAL(38,2)) AS _c21_0
        FROM {src1}
        WHERE `ss_store_sk` = 4L AND `ss_addr_sk` IS NULL
        GROUP BY `ss_store_sk`
      ) AS _q5
    ) AS DOUBLE) - CAST(0.9D * (
      SELECT CAST(_c21_0 AS DOUBLE) AS _c22_0
      FROM (
        SELECT `ss_store_sk` AS _c20_0, CAST(`avg`(`ss_net_profit`) AS DECIMAL(38,2)) AS _c21_0
        FROM {src1}
        WHERE `ss_store_sk` = 4L AND `ss_addr_sk` IS NULL
        GROUP BY `ss_store_sk`
      ) AS _q5
    ) AS DOUBLE), `raise_error`('cast failed at relations[0].root.input.fetch.input.sort.input.project.input.join.left.project.input.join.left.project.input.join.right.project.input.filter.input.project.input.project.input.project.input.filter.condition.scalar_function.arguments[1].value.cast')) + CAST(0.9D * (
      SELECT CAST(_c21_0 AS DOUBLE) AS _c22_0
      FROM (
        SELECT `ss_store_sk` AS _c20_0, CAST(`avg`(`ss_net_profit`) AS DECIMAL(38,2)) AS _c21_0
        FROM {src1}
        WHERE `ss_store_sk` = 4L AND `ss_addr_sk` IS NULL
        GROUP BY `ss_store_sk`
      ) AS _q5
    ) AS DOUBLE) AS DECIMAL(30,15))
  ) AS _q6 ON _c11_0 = _c24_0 JOIN {src2} ON _c3_0 = `i_item_sk`
  WHERE _c11_0 < 11L AND _c24_0 < 11L
) AS _q7 JOIN (
  SELECT `i_item_sk` AS _c30_0, `i_product_name` AS _c30_21
  FROM {src2}
) AS _q8 ON _c16_0 = _c30_0
ORDER BY _c11_0 ASC NULLS LAST
LIMIT 100
