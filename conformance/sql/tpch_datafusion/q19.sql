-- tpch_datafusion/q19: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT CAST(`sum`(CAST(`l_extendedprice` * CAST(CAST(1BD AS DECIMAL(20,0)) - `l_discount` AS DECIMAL(23,2)) AS DECIMAL(38,4))) AS DECIMAL(38,4)) AS `revenue`
FROM (
  SELECT *
  FROM {src1}
  WHERE `l_shipmode` IN ('AIR', 'AIR REG') AND `l_shipinstruct` = 'DELIVER IN PERSON' AND (`l_quantity` >= CAST(1.00BD AS DECIMAL(15,2)) AND `l_quantity` <= CAST(11.00BD AS DECIMAL(15,2)) OR `l_quantity` >= CAST(10.00BD AS DECIMAL(15,2)) AND `l_quantity` <= CAST(20.00BD AS DECIMAL(15,2)) OR `l_quantity` >= CAST(20.00BD AS DECIMAL(15,2)) AND `l_quantity` <= CAST(30.00BD AS DECIMAL(15,2)))
) AS _q1 JOIN (
  SELECT *
  FROM {src2}
  WHERE `p_size` >= 1 AND (`p_brand` = 'Brand#12' AND `p_container` IN ('SM CASE', 'SM BOX', 'SM PACK', 'SM PKG') AND `p_size` <= 5 OR `p_brand` = 'Brand#23' AND `p_container` IN ('MED BAG', 'MED BOX', 'MED PKG', 'MED PACK') AND `p_size` <= 10 OR `p_brand` = 'Brand#34' AND `p_container` IN ('LG CASE', 'LG BOX', 'LG PACK', 'LG PKG') AND `p_size` <= 15)
) AS _q2 ON `l_partkey` = `p_partkey` AND (`p_brand` = 'Brand#12' AND `p_container` IN ('SM CASE', 'SM BOX', 'SM PACK', 'SM PKG') AND `l_quantity` >= CAST(1.00BD AS DECIMAL(15,2)) AND `l_quantity` <= CAST(11.00BD AS DECIMAL(15,2)) AND `p_size` <= 5 OR `p_brand` = 'Brand#23' AND `p_container` IN ('MED BAG', 'MED BOX', 'MED PKG', 'MED PACK') AND `l_quantity` >= CAST(10.00BD AS DECIMAL(15,2)) AND `l_quantity` <= CAST(20.00BD AS DECIMAL(15,2)) AND `p_size` <= 10 OR `p_brand` = 'Brand#34' AND `p_container` IN ('LG CASE', 'LG BOX', 'LG PACK', 'LG PKG') AND `l_quantity` >= CAST(20.00BD AS DECIMAL(15,2)) AND `l_quantity` <= CAST(30.00BD AS DECIMAL(15,2)) AND `p_size` <= 15)
