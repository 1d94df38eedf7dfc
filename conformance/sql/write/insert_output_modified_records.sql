-- write/insert_output_modified_records: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
-- insert golden_w_ret (UNSPECIFIED)
SELECT CAST(_v0 AS INT) AS _w0, CAST(_v1 AS STRING) AS _w1
FROM VALUES (3, 'c'), (4, CAST(NULL AS STRING)) AS _q1(_v0, _v1)
