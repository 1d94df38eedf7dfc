SELECT l_orderkey, l_linenumber, l_extendedprice * (1 - l_discount) AS disc_price,
       l_quantity + l_tax AS qty_plus_tax
FROM lineitem WHERE l_orderkey < 100
