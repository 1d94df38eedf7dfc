-- project_filter/project_appends: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT *, `salary` + `bonus` AS `total`, CAST(CASE WHEN (- CAST(`id` AS DECIMAL(38,0))) IS NULL OR TRY_CAST((- CAST(`id` AS DECIMAL(38,0))) AS INT) IS NOT NULL THEN (- CAST(`id` AS DECIMAL(38,0))) ELSE `raise_error`('negate: overflow of i32') END AS INT) AS `neg_id`
FROM {src1}
