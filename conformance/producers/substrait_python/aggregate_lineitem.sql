SELECT l_returnflag, l_linestatus, sum(l_quantity) AS sum_qty, min(l_extendedprice) AS min_price,
       count(l_orderkey) AS count_order
FROM lineitem GROUP BY l_returnflag, l_linestatus
