-- tpcds_datafusion/q41: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c11_0 AS `i_product_name`
FROM (
  SELECT DISTINCT _c1_21 AS _c11_0
  FROM (
    SELECT _c1_14, _c1_21
    FROM (
      SELECT `i_manufact_id` AS _c1_13, `i_manufact` AS _c1_14, `i_product_name` AS _c1_21
      FROM {src1}
    ) AS _q1
    WHERE _c1_13 >= 738L AND _c1_13 <= 778L
  ) AS _q2 LEFT OUTER JOIN (
    SELECT _c7_0, _c6_0, TRUE AS _c8_0
    FROM (
      SELECT _c3_14 AS _c6_0, CAST(`count`(1L) AS BIGINT) AS _c7_0
      FROM (
        SELECT _c3_12 = 'Women' AS _c4_0, _c3_12, _c3_14, _c3_15, _c3_17, _c3_18
        FROM (
          SELECT `i_category` AS _c3_12, `i_manufact` AS _c3_14, `i_size` AS _c3_15, `i_color` AS _c3_17, `i_units` AS _c3_18
          FROM {src1}
        ) AS _q3
        WHERE (_c3_12 = 'Women' AND ((_c3_17 = 'powder' OR _c3_17 = 'khaki') AND (_c3_18 = 'Ounce' OR _c3_18 = 'Oz') AND (_c3_15 = 'medium' OR _c3_15 = 'extra large') OR (_c3_17 = 'brown' OR _c3_17 = 'honeydew') AND (_c3_18 = 'Bunch' OR _c3_18 = 'Ton') AND (_c3_15 = 'N/A' OR _c3_15 = 'small')) OR _c3_12 = 'Men' AND (_c3_17 = 'floral' OR _c3_17 = 'deep') AND (_c3_18 = 'N/A' OR _c3_18 = 'Dozen') AND _c3_15 = 'petite' OR _c3_12 = 'Men' AND (_c3_17 = 'light' OR _c3_17 = 'cornflower') AND (_c3_18 = 'Box' OR _c3_18 = 'Pound') AND (_c3_15 = 'medium' OR _c3_15 = 'extra large') OR _c3_12 = 'Women' AND ((_c3_17 = 'midnight' OR _c3_17 = 'snow') AND (_c3_18 = 'Pallet' OR _c3_18 = 'Gross') AND (_c3_15 = 'medium' OR _c3_15 = 'extra large') OR (_c3_17 = 'cyan' OR _c3_17 = 'papaya') AND (_c3_18 = 'Cup' OR _c3_18 = 'Dram') AND (_c3_15 = 'N/A' OR _c3_15 = 'small')) OR _c3_12 = 'Men' AND (_c3_17 = 'orange' OR _c3_17 = 'frosted') AND (_c3_18 = 'Each' OR _c3_18 = 'Tbl') AND _c3_15 = 'petite' OR _c3_12 = 'Men' AND (_c3_17 = 'forest' OR _c3_17 = 'ghost') AND (_c3_18 = 'Lb' OR _c3_18 = 'Bundle') AND (_c3_15 = 'medium' OR _c3_15 = 'extra large'))
      ) AS _q4
      WHERE (_c4_0 AND ((_c3_17 = 'powder' OR _c3_17 = 'khaki') AND (_c3_18 = 'Ounce' OR _c3_18 = 'Oz') AND (_c3_15 = 'medium' OR _c3_15 = 'extra large') OR (_c3_17 = 'brown' OR _c3_17 = 'honeydew') AND (_c3_18 = 'Bunch' OR _c3_18 = 'Ton') AND (_c3_15 = 'N/A' OR _c3_15 = 'small')) OR _c3_12 = 'Men' AND (_c3_17 = 'floral' OR _c3_17 = 'deep') AND (_c3_18 = 'N/A' OR _c3_18 = 'Dozen') AND _c3_15 = 'petite' OR _c3_12 = 'Men' AND (_c3_17 = 'light' OR _c3_17 = 'cornflower') AND (_c3_18 = 'Box' OR _c3_18 = 'Pound') AND (_c3_15 = 'medium' OR _c3_15 = 'extra large') OR _c4_0 AND ((_c3_17 = 'midnight' OR _c3_17 = 'snow') AND (_c3_18 = 'Pallet' OR _c3_18 = 'Gross') AND (_c3_15 = 'medium' OR _c3_15 = 'extra large') OR (_c3_17 = 'cyan' OR _c3_17 = 'papaya') AND (_c3_18 = 'Cup' OR _c3_18 = 'Dram') AND (_c3_15 = 'N/A' OR _c3_15 = 'small')) OR _c3_12 = 'Men' AND (_c3_17 = 'orange' OR _c3_17 = 'frosted') AND (_c3_18 = 'Each' OR _c3_18 = 'Tbl') AND _c3_15 = 'petite' OR _c3_12 = 'Men' AND (_c3_17 = 'forest' OR _c3_17 = 'ghost') AND (_c3_18 = 'Lb' OR _c3_18 = 'Bundle') AND (_c3_15 = 'medium' OR _c3_15 = 'extra large'))
      GROUP BY _c3_14
    ) AS _q5
  ) AS _q6 ON _c1_14 = _c6_0
  WHERE CASE WHEN _c8_0 IS NULL THEN 0L ELSE _c7_0 END > 0L
  ORDER BY _c11_0 ASC NULLS LAST
  LIMIT 100
) AS _q7
