SELECT n_nationkey, n_name, n_regionkey, n_comment FROM nation WHERE n_regionkey = 1
