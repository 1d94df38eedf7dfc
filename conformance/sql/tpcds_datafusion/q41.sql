-- tpcds_datafusion/q41: the Spark SQL of the plan (python -m conformance.golden_sql --regenerate)
SELECT _c11_0 AS `i_product_name`
FROM (
  SELECT DISTINCT `i_product_name` AS _c11_0
  FROM {src1} LEFT OUTER JOIN (
    SELECT _c7_0, _c6_0, TRUE AS _c8_0
    FROM (
      SELECT `i_manufact` AS _c6_0, `count`(1L) AS _c7_0
      FROM {src1}
      WHERE (`i_category` = 'Women' AND (`i_color` IN ('powder', 'khaki') AND `i_units` IN ('Ounce', 'Oz') AND `i_size` IN ('medium', 'extra large') OR `i_color` IN ('brown', 'honeydew') AND `i_units` IN ('Bunch', 'Ton') AND `i_size` IN ('N/A', 'small')) OR `i_category` = 'Men' AND `i_color` IN ('floral', 'deep') AND `i_units` IN ('N/A', 'Dozen') AND `i_size` = 'petite' OR `i_category` = 'Men' AND `i_color` IN ('light', 'cornflower') AND `i_units` IN ('Box', 'Pound') AND `i_size` IN ('medium', 'extra large') OR `i_category` = 'Women' AND (`i_color` IN ('midnight', 'snow') AND `i_units` IN ('Pallet', 'Gross') AND `i_size` IN ('medium', 'extra large') OR `i_color` IN ('cyan', 'papaya') AND `i_units` IN ('Cup', 'Dram') AND `i_size` IN ('N/A', 'small')) OR `i_category` = 'Men' AND `i_color` IN ('orange', 'frosted') AND `i_units` IN ('Each', 'Tbl') AND `i_size` = 'petite' OR `i_category` = 'Men' AND `i_color` IN ('forest', 'ghost') AND `i_units` IN ('Lb', 'Bundle') AND `i_size` IN ('medium', 'extra large'))
      GROUP BY `i_manufact`
    ) AS _q1
  ) AS _q2 ON `i_manufact` = _c6_0
  WHERE `i_manufact_id` >= 738L AND `i_manufact_id` <= 778L AND CASE WHEN _c8_0 IS NULL THEN 0L ELSE _c7_0 END > 0L
  ORDER BY _c11_0 ASC NULLS LAST
  LIMIT 100
) AS _q3
