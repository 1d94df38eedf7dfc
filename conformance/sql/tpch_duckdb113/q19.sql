-- tpch_duckdb113/q19: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT CAST(`sum`(CAST(_c1_5 * CAST(CAST(1.00BD AS DECIMAL(16,2)) - _c1_6 AS DECIMAL(16,2)) AS DECIMAL(18,4))) AS DECIMAL(38,4)) AS `revenue`
FROM (
  SELECT _c1_1, _c1_4, _c1_14, _c1_5, _c1_6
  FROM (
    SELECT `l_partkey` AS _c1_1, `l_quantity` AS _c1_4, `l_shipmode` AS _c1_14, `l_extendedprice` AS _c1_5, `l_discount` AS _c1_6, `l_shipinstruct` AS _c1_13
    FROM {src1}
  ) AS _q1
  WHERE _c1_13 = 'DELIVER IN PERSON' AND _c1_13 IS NOT NULL AND _c1_14 IN ('AIR', 'AIR REG')
) AS _q2 JOIN (
  SELECT `p_partkey` AS _c2_0, `p_brand` AS _c2_3, `p_container` AS _c2_6, `p_size` AS _c2_5
  FROM {src2}
) AS _q3 ON _c1_1 = _c2_0
WHERE (_c1_4 <= CAST(11.00BD AS DECIMAL(15,2)) AND _c2_5 <= 5 AND _c2_3 = 'Brand#12' AND _c2_6 IN ('SM CASE', 'SM BOX', 'SM PACK', 'SM PKG') OR _c1_4 >= CAST(10.00BD AS DECIMAL(15,2)) AND _c1_4 <= CAST(20.00BD AS DECIMAL(15,2)) AND _c2_5 <= 10 AND _c2_3 = 'Brand#23' AND _c2_6 IN ('MED BAG', 'MED BOX', 'MED PKG', 'MED PACK') OR _c1_4 >= CAST(20.00BD AS DECIMAL(15,2)) AND _c1_4 <= CAST(30.00BD AS DECIMAL(15,2)) AND _c2_5 <= 15 AND _c2_3 = 'Brand#34' AND _c2_6 IN ('LG CASE', 'LG BOX', 'LG PACK', 'LG PKG'))
