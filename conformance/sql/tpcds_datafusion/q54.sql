-- tpcds_datafusion/q54: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c35_0 AS `segment`, _c36_0 AS `num_customers`, CAST(_c35_0 AS BIGINT) * 50L AS `segment_base`
FROM (
  SELECT CAST(CAST(`round`(CAST(_c32_0 / CAST(50BD AS DECIMAL(20,0)) AS DECIMAL(21,6)), 0) AS DECIMAL(21,0)) AS INT) AS _c35_0, `count`(1L) AS _c36_0
  FROM (
    SELECT _c12_0 AS _c31_0, CAST(`sum`(`ss_ext_sales_price`) AS DECIMAL(38,2)) AS _c32_0
    FROM (
      SELECT DISTINCT `c_customer_sk` AS _c12_0, `c_current_addr_sk` AS _c12_1
      FROM {src5} LEFT SEMI JOIN (
        SELECT *
        FROM (
          SELECT `cs_sold_date_sk` AS _c1_0, `cs_bill_customer_sk` AS _c1_3, `cs_item_sk` AS _c1_15
          FROM {src1}
          UNION ALL
          SELECT `ws_sold_date_sk` AS _c3_0, `ws_bill_customer_sk` AS _c3_4, `ws_item_sk` AS _c3_3
          FROM {src2}
        ) AS _q1 LEFT SEMI JOIN {src4} ON _c1_0 = `d_date_sk` AND `d_moy` = 12L AND `d_year` = 1998L
        WHERE _c1_15 IS NOT NULL AND _c1_15 IN (
          SELECT `i_item_sk`
          FROM {src3}
          WHERE `i_item_sk` IS NOT NULL AND `i_category` = 'Women' AND `i_class` = 'maternity'
        )
      ) AS _q2 ON _c1_3 = `c_customer_sk`
    ) AS _q3 JOIN {src6} ON _c12_0 = `ss_customer_sk` JOIN {src7} ON _c12_1 = `ca_address_sk` JOIN {src8} ON `ca_county` = `s_county` AND `ca_state` = `s_state` JOIN (
      SELECT *
      FROM (
        SELECT `d_date_sk` AS _c20_0, `d_month_seq` AS _c20_3
        FROM {src4}
      ) AS _q4
      WHERE _c20_3 >= (
        SELECT DISTINCT `d_month_seq` + 1L AS _c23_0
        FROM {src4}
        WHERE `d_year` = 1998L AND `d_moy` = 12L
      ) AND _c20_3 <= (
        SELECT DISTINCT `d_month_seq` + 3L AS _c27_0
        FROM {src4}
        WHERE `d_year` = 1998L AND `d_moy` = 12L
      )
    ) AS _q5 ON `ss_sold_date_sk` = _c20_0
    GROUP BY _c12_0
  ) AS _q6
  GROUP BY CAST(CAST(`round`(CAST(_c32_0 / CAST(50BD AS DECIMAL(20,0)) AS DECIMAL(21,6)), 0) AS DECIMAL(21,0)) AS INT)
  ORDER BY _c35_0 ASC NULLS FIRST
  LIMIT 100
) AS _q7
