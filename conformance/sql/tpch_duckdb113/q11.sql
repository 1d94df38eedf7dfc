-- tpch_duckdb113/q11: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c6_0 AS `ps_partkey`, _c7_0 AS `value`
FROM (
  SELECT `ps_partkey` AS _c6_0, CAST(`sum`(CAST(CAST(`ps_supplycost` AS DECIMAL(34,2)) * CAST(`ps_availqty` AS DECIMAL(34,0)) AS DECIMAL(34,2))) AS DECIMAL(38,2)) AS _c7_0
  FROM {src1} JOIN (
    SELECT *
    FROM {src2} JOIN {src3} ON `s_nationkey` = `n_nationkey`
  ) AS _q1 ON `ps_suppkey` = `s_suppkey`
  WHERE `n_name` = 'GERMANY' AND `n_name` IS NOT NULL
  GROUP BY `ps_partkey`
) AS _q2 JOIN (
  SELECT CAST(`any_value`(_g1) AS DECIMAL(38,12)) AS _c17_0
  FROM (
    SELECT *, CASE WHEN TRY_CAST(_c14_0 AS DECIMAL(15,2)) IS NULL AND _c14_0 IS NOT NULL OR TRY_CAST(CAST(0.0001000000BD AS DECIMAL(38,10)) AS DECIMAL(22,10)) IS NULL AND CAST(0.0001000000BD AS DECIMAL(38,10)) IS NOT NULL THEN CAST(CASE WHEN `try_multiply`(_c14_0, CAST(0.0001000000BD AS DECIMAL(38,10))) IS NULL AND _c14_0 IS NOT NULL AND CAST(0.0001000000BD AS DECIMAL(38,10)) IS NOT NULL THEN `raise_error`('multiply: decimal overflow') ELSE `try_multiply`(_c14_0, CAST(0.0001000000BD AS DECIMAL(38,10))) END AS DECIMAL(38,12)) ELSE CAST(TRY_CAST(_c14_0 AS DECIMAL(15,2)) * TRY_CAST(CAST(0.0001000000BD AS DECIMAL(38,10)) AS DECIMAL(22,10)) AS DECIMAL(38,12)) END AS _g1
    FROM (
      SELECT CAST(`sum`(CAST(CAST(`ps_supplycost` AS DECIMAL(34,2)) * CAST(`ps_availqty` AS DECIMAL(34,0)) AS DECIMAL(34,2))) AS DECIMAL(38,2)) AS _c14_0
      FROM {src1} JOIN (
        SELECT *
        FROM {src2} JOIN {src3} ON `s_nationkey` = `n_nationkey`
      ) AS _q3 ON `ps_suppkey` = `s_suppkey`
      WHERE `n_name` = 'GERMANY' AND `n_name` IS NOT NULL
    ) AS _q4
  ) AS _q5
) AS _q6 ON CAST(_c7_0 AS DECIMAL(38,12)) > _c17_0
ORDER BY _c7_0 DESC NULLS LAST
