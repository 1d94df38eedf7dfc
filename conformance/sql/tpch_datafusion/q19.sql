-- tpch_datafusion/q19: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT CAST(`sum`(CAST(_c1_5 * CAST(CAST(1BD AS DECIMAL(20,0)) - _c1_6 AS DECIMAL(23,2)) AS DECIMAL(38,4))) AS DECIMAL(38,4)) AS `revenue`
FROM (
  SELECT _c1_1, _c1_4, _c1_5, _c1_6
  FROM (
    SELECT `l_partkey` AS _c1_1, `l_quantity` AS _c1_4, `l_extendedprice` AS _c1_5, `l_discount` AS _c1_6, `l_shipinstruct` AS _c1_13, `l_shipmode` AS _c1_14
    FROM {src1}
  ) AS _q1
  WHERE (_c1_14 = 'AIR' OR _c1_14 = 'AIR REG') AND _c1_13 = 'DELIVER IN PERSON' AND (_c1_4 >= CAST(1.00BD AS DECIMAL(15,2)) AND _c1_4 <= CAST(11.00BD AS DECIMAL(15,2)) OR _c1_4 >= CAST(10.00BD AS DECIMAL(15,2)) AND _c1_4 <= CAST(20.00BD AS DECIMAL(15,2)) OR _c1_4 >= CAST(20.00BD AS DECIMAL(15,2)) AND _c1_4 <= CAST(30.00BD AS DECIMAL(15,2)))
) AS _q2 JOIN (
  SELECT *
  FROM (
    SELECT `p_partkey` AS _c3_0, `p_brand` AS _c3_3, `p_size` AS _c3_5, `p_container` AS _c3_6
    FROM {src2}
  ) AS _q3
  WHERE _c3_5 >= 1 AND (_c3_3 = 'Brand#12' AND _c3_6 IN ('SM CASE', 'SM BOX', 'SM PACK', 'SM PKG') AND _c3_5 <= 5 OR _c3_3 = 'Brand#23' AND _c3_6 IN ('MED BAG', 'MED BOX', 'MED PKG', 'MED PACK') AND _c3_5 <= 10 OR _c3_3 = 'Brand#34' AND _c3_6 IN ('LG CASE', 'LG BOX', 'LG PACK', 'LG PKG') AND _c3_5 <= 15)
) AS _q4 ON _c1_1 = _c3_0 AND (_c3_3 = 'Brand#12' AND _c3_6 IN ('SM CASE', 'SM BOX', 'SM PACK', 'SM PKG') AND _c1_4 >= CAST(1.00BD AS DECIMAL(15,2)) AND _c1_4 <= CAST(11.00BD AS DECIMAL(15,2)) AND _c3_5 <= 5 OR _c3_3 = 'Brand#23' AND _c3_6 IN ('MED BAG', 'MED BOX', 'MED PKG', 'MED PACK') AND _c1_4 >= CAST(10.00BD AS DECIMAL(15,2)) AND _c1_4 <= CAST(20.00BD AS DECIMAL(15,2)) AND _c3_5 <= 10 OR _c3_3 = 'Brand#34' AND _c3_6 IN ('LG CASE', 'LG BOX', 'LG PACK', 'LG PKG') AND _c1_4 >= CAST(20.00BD AS DECIMAL(15,2)) AND _c1_4 <= CAST(30.00BD AS DECIMAL(15,2)) AND _c3_5 <= 15)
