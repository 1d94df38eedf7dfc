-- tpch_duckdb113/q19: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT CAST(`sum`(CAST(`l_extendedprice` * CAST(CAST(1.00BD AS DECIMAL(16,2)) - `l_discount` AS DECIMAL(16,2)) AS DECIMAL(18,4))) AS DECIMAL(38,4)) AS `revenue`
FROM (
  SELECT *
  FROM {src1}
  WHERE `l_shipinstruct` = 'DELIVER IN PERSON' AND `l_shipinstruct` IS NOT NULL AND `l_shipmode` IN ('AIR', 'AIR REG')
) AS _q1 JOIN {src2} ON `l_partkey` = `p_partkey`
WHERE (`l_quantity` <= CAST(11.00BD AS DECIMAL(15,2)) AND `p_size` <= 5 AND `p_brand` = 'Brand#12' AND `p_container` IN ('SM CASE', 'SM BOX', 'SM PACK', 'SM PKG') OR `l_quantity` >= CAST(10.00BD AS DECIMAL(15,2)) AND `l_quantity` <= CAST(20.00BD AS DECIMAL(15,2)) AND `p_size` <= 10 AND `p_brand` = 'Brand#23' AND `p_container` IN ('MED BAG', 'MED BOX', 'MED PKG', 'MED PACK') OR `l_quantity` >= CAST(20.00BD AS DECIMAL(15,2)) AND `l_quantity` <= CAST(30.00BD AS DECIMAL(15,2)) AND `p_size` <= 15 AND `p_brand` = 'Brand#34' AND `p_container` IN ('LG CASE', 'LG BOX', 'LG PACK', 'LG PKG'))
