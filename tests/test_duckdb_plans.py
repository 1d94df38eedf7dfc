"""Plans DuckDB's Substrait extension wrote (releases 1.0.3 and 1.1.3, ``tests/data/duckdb``), run on
Spark and compared with that release's own answer to the query each was made from
(``duckdb-<release>-<name>.answer.parquet``, written by that release: other DuckDB releases answer some of
these queries otherwise). The table is the DataFusion probes' ``t``
(``tests/data/datafusion_eras/probe-t.parquet``) without its list column, which the extension cannot
write."""

from __future__ import annotations

from pathlib import Path

import pyarrow.parquet as pq
import pytest
from pyspark.sql import SparkSession

from conformance.reference import assert_tables_match
from spark_consumer.consumer import SparkConsumer

DATA = Path(__file__).parent / "data"
TABLE = DATA / "datafusion_eras" / "probe-t.parquet"
#: The query DuckDB made each plan from, by the release and the plan's name.
PLANS = {
    # DuckDB 1.1 divides doubles as IEEE 754 does (its integer division and remainders by zero are
    # null); DuckDB 1.0's division by zero is null for every type
    ("1.1.3", "float-division-by-zero"): "SELECT id, f / 0, x / 0.0 FROM t",
    ("1.0.3", "float-division-by-zero"): "SELECT id, f / 0, x / 0.0 FROM t",
    # DuckDB 1.0 declares max of a timestamp as functions_arithmetic's (numbers only)
    (
        "1.0.3",
        "timestamp-extremes",
    ): "SELECT g, max(ts) AS a, min(dt) AS b FROM t GROUP BY g HAVING count(*) > 1",
    # DuckDB's concat skips nulls
    ("1.1.3", "concat-of-nulls"): "SELECT id, concat(s, g) AS r FROM t",
    ("1.1.3", "regression-statistics"): (
        "SELECT corr(x, id) AS a, corr(id, id * 0) AS b, covar_samp(id, id) AS c, regr_r2(id, id * 0) AS e, "
        "regr_r2(id * 0, id) AS f, regr_slope(id, id * 0) AS h FROM t"
    ),
}


@pytest.mark.spark
@pytest.mark.parametrize(("release", "name"), sorted(PLANS), ids="-".join)
def test_duckdbs_plan_gives_duckdbs_answer(spark: SparkSession, release: str, name: str) -> None:
    """DuckDB declares the functions of its own (``regr_r2``, ``covar_samp``...) by name alone: they are
    read as the SQL standard defines them, as DuckDB and Spark compute them (``regr_r2`` of a constant
    dependent variable is 1), not as DataFusion's functions of those names."""
    table = spark.read.parquet(str(TABLE)).drop("l")
    plan = (DATA / "duckdb" / f"duckdb-{release}-{name}.substrait").read_bytes()
    got = SparkConsumer(spark, {"t": table}).to_dataframe(plan).toArrow()
    expected = pq.read_table(DATA / "duckdb" / f"duckdb-{release}-{name}.answer.parquet")
    assert_tables_match(got, expected, ordered=False, check_names=False)
