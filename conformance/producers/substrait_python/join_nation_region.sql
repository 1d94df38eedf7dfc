SELECT n_nationkey, n_name, r_name FROM nation JOIN region ON n_regionkey = r_regionkey
