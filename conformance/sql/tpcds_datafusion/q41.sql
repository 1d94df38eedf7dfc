-- tpcds_datafusion/q41: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c11_0 AS `i_product_name`
FROM (
  SELECT DISTINCT `i_product_name` AS _c11_0
  FROM (
    SELECT *
    FROM {src1}
    WHERE `i_manufact_id` >= 738L AND `i_manufact_id` <= 778L
  ) AS _q1 LEFT OUTER JOIN (
    SELECT _c7_0, _c6_0, TRUE AS _c8_0
    FROM (
      SELECT `i_manufact` AS _c6_0, CAST(`count`(1L) AS BIGINT) AS _c7_0
      FROM {src1}
      WHERE (`i_category` = 'Women' AND ((`i_color` = 'powder' OR `i_color` = 'khaki') AND (`i_units` = 'Ounce' OR `i_units` = 'Oz') AND (`i_size` = 'medium' OR `i_size` = 'extra large') OR (`i_color` = 'brown' OR `i_color` = 'honeydew') AND (`i_units` = 'Bunch' OR `i_units` = 'Ton') AND (`i_size` = 'N/A' OR `i_size` = 'small')) OR `i_category` = 'Men' AND (`i_color` = 'floral' OR `i_color` = 'deep') AND (`i_units` = 'N/A' OR `i_units` = 'Dozen') AND `i_size` = 'petite' OR `i_category` = 'Men' AND (`i_color` = 'light' OR `i_color` = 'cornflower') AND (`i_units` = 'Box' OR `i_units` = 'Pound') AND (`i_size` = 'medium' OR `i_size` = 'extra large') OR `i_category` = 'Women' AND ((`i_color` = 'midnight' OR `i_color` = 'snow') AND (`i_units` = 'Pallet' OR `i_units` = 'Gross') AND (`i_size` = 'medium' OR `i_size` = 'extra large') OR (`i_color` = 'cyan' OR `i_color` = 'papaya') AND (`i_units` = 'Cup' OR `i_units` = 'Dram') AND (`i_size` = 'N/A' OR `i_size` = 'small')) OR `i_category` = 'Men' AND (`i_color` = 'orange' OR `i_color` = 'frosted') AND (`i_units` = 'Each' OR `i_units` = 'Tbl') AND `i_size` = 'petite' OR `i_category` = 'Men' AND (`i_color` = 'forest' OR `i_color` = 'ghost') AND (`i_units` = 'Lb' OR `i_units` = 'Bundle') AND (`i_size` = 'medium' OR `i_size` = 'extra large'))
      GROUP BY `i_manufact`
    ) AS _q2
  ) AS _q3 ON `i_manufact` = _c6_0
  WHERE CASE WHEN _c8_0 IS NULL THEN 0L ELSE _c7_0 END > 0L
  ORDER BY _c11_0 ASC NULLS LAST
  LIMIT 100
) AS _q4
