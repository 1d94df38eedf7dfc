-- tpch_datafusion/q22: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT CAST(`substring`(_c1_4, 1, 2) AS STRING) AS `cntrycode`, `count`(1L) AS `numcust`, CAST(`sum`(_c1_5) AS DECIMAL(38,2)) AS `totacctbal`
FROM (
  SELECT *
  FROM (
    SELECT `c_custkey` AS _c1_0, `c_phone` AS _c1_4, `c_acctbal` AS _c1_5
    FROM {src1}
    WHERE CAST(`substring`(`c_phone`, 1, 2) AS STRING) IN ('13', '31', '23', '29', '30', '18', '17')
  ) AS _q1
  WHERE CAST(`substring`(_c1_4, 1, 2) AS STRING) IN ('13', '31', '23', '29', '30', '18', '17') AND CAST(_c1_5 AS DECIMAL(19,6)) > (
    SELECT CAST(`avg`(`c_acctbal`) AS DECIMAL(38,2)) AS _c5_0
    FROM {src1}
    WHERE `c_acctbal` > CAST(0.00BD AS DECIMAL(15,2)) AND CAST(`substring`(`c_phone`, 1, 2) AS STRING) IN ('13', '31', '23', '29', '30', '18', '17')
  )
) AS _q2 LEFT ANTI JOIN {src2} ON _c1_0 = `o_custkey`
GROUP BY CAST(`substring`(_c1_4, 1, 2) AS STRING)
ORDER BY `cntrycode` ASC NULLS LAST
