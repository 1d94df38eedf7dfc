-- tpch_datafusion/q01: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c3_0 AS `l_returnflag`, _c3_1 AS `l_linestatus`, _c4_0 AS `sum_qty`, _c4_1 AS `sum_base_price`, _c4_2 AS `sum_disc_price`, _c4_3 AS `sum_charge`, _c4_4 AS `avg_qty`, _c4_5 AS `avg_price`, _c4_6 AS `avg_disc`, _c4_7 AS `count_order`
FROM (
  SELECT _c1_8 AS _c3_0, _c1_9 AS _c3_1, CAST(`sum`(_c1_4) AS DECIMAL(38,2)) AS _c4_0, CAST(`sum`(_c1_5) AS DECIMAL(38,2)) AS _c4_1, CAST(`sum`(_c2_0) AS DECIMAL(38,4)) AS _c4_2, CAST(`sum`(CAST(_c2_0 * CAST(CAST(1BD AS DECIMAL(20,0)) + _c1_7 AS DECIMAL(23,2)) AS DECIMAL(38,6))) AS DECIMAL(38,6)) AS _c4_3, CAST(`avg`(_c1_4) AS DECIMAL(38,2)) AS _c4_4, CAST(`avg`(_c1_5) AS DECIMAL(38,2)) AS _c4_5, CAST(`avg`(_c1_6) AS DECIMAL(38,2)) AS _c4_6, `count`(1L) AS _c4_7
  FROM (
    SELECT CAST(`l_extendedprice` * CAST(CAST(1BD AS DECIMAL(20,0)) - `l_discount` AS DECIMAL(23,2)) AS DECIMAL(38,4)) AS _c2_0, `l_quantity` AS _c1_4, `l_extendedprice` AS _c1_5, `l_discount` AS _c1_6, `l_tax` AS _c1_7, `l_returnflag` AS _c1_8, `l_linestatus` AS _c1_9
    FROM {src1}
    WHERE `l_shipdate` <= DATE '1998-09-02'
  ) AS _q1
  GROUP BY _c1_8, _c1_9
  ORDER BY _c3_0 ASC NULLS LAST, _c3_1 ASC NULLS LAST
) AS _q2
