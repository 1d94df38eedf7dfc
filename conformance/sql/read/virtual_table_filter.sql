-- read/virtual_table_filter: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c1_0 AS `a`, _c1_1 AS `b`
FROM (
  SELECT CAST(_v0 AS INT) AS _c1_0, CAST(_v1 AS STRING) AS _c1_1
  FROM VALUES (1, 'x'), (2, 'y'), (3, 'z') AS _q1(_v0, _v1)
) AS _q2
WHERE _c1_0 >= 2
