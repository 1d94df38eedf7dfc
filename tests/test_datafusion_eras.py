"""TPC-H plans of earlier DataFusion releases (39 to 54, ``conformance/producers/datafusion/eras``) run
through the consumer and equal DuckDB's answers to the queries.

Without a JVM every plan is translated, given as bytes and as a ``Plan`` object alike. On Spark, CI runs
every query of the releases whose plans need the most reading (41: untyped columns and removed fields;
42: projections of their expressions only) and four queries of each other release; with
``DATAFUSION_ERAS=all`` every query of every release runs (the slow lane)."""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import TYPE_CHECKING

import pyarrow.parquet as pq
import pytest
from pyspark.sql.pandas.types import from_arrow_schema
from substrait.plan_pb2 import Plan

from conformance.producers.datafusion.eras import RELEASES, plan_dir
from conformance.reference import assert_tables_match, duckdb_answer, tpch_sorts
from conformance.tpch import tpch_query
from spark_consumer.consumer import SparkConsumer

if TYPE_CHECKING:
    from pyspark.sql import DataFrame, SparkSession

TABLES = ("lineitem", "orders", "customer", "part", "partsupp", "supplier", "nation", "region")
QUERIES = range(1, 23)
#: Every query of these releases runs on Spark in CI; of the others, these queries.
CI_RELEASES = (41, 42)
CI_QUERIES = (1, 3, 13, 15, 18)
#: Releases whose plans drop the LIMIT of a sorted query: the plan is a sort without a fetch (their own
#: consumers answer it with every row too), so its answer is the query's without the LIMIT.
LIMIT_DROPPED = (42, 43)


def _cases() -> list[tuple[int, int]]:
    every = os.environ.get("DATAFUSION_ERAS") == "all"
    return [
        (major, n) for major in RELEASES for n in QUERIES if every or major in CI_RELEASES or n in CI_QUERIES
    ]


def _plan_path(major: int, n: int) -> Path:
    return plan_dir(major) / f"q{n:02d}.substrait"


@pytest.mark.parametrize("major", sorted(RELEASES))
def test_every_plan_of_every_release_translates(major: int, tpch_dir: Path) -> None:
    """Without a JVM: each plan translates, and the ``Plan`` object parsed from its bytes (whose removed
    fields are unknown fields) gives the same translation as the bytes."""
    schemas = {t: from_arrow_schema(pq.read_schema(tpch_dir / f"{t}.parquet")) for t in TABLES}
    consumer = SparkConsumer(None, schemas)
    for n in QUERIES:
        data = _plan_path(major, n).read_bytes()
        from_bytes = consumer.translate(data)
        parsed = Plan()
        parsed.ParseFromString(data)
        from_object = consumer.translate(parsed)
        assert (from_object.sql, from_object.names, from_object.types) == (
            from_bytes.sql,
            from_bytes.names,
            from_bytes.types,
        ), f"q{n:02d}"


@pytest.fixture(scope="module")
def tpch_tables(spark: SparkSession, tpch_dir: Path) -> dict[str, DataFrame]:
    return {t: spark.read.parquet(str(tpch_dir / f"{t}.parquet")) for t in TABLES}


@pytest.mark.spark
@pytest.mark.parametrize(("major", "n"), _cases(), ids=str)
def test_the_plan_of_an_earlier_release_gives_duckdbs_answer(
    major: int, n: int, spark: SparkSession, tpch_dir: Path, tpch_tables: dict[str, DataFrame]
) -> None:
    plan = Plan()
    plan.ParseFromString(_plan_path(major, n).read_bytes())
    df = SparkConsumer(spark, tpch_tables).to_dataframe(plan)
    query = tpch_query(n)
    if major in LIMIT_DROPPED:
        query = re.sub(r"\s+LIMIT\s+\d+\s*;?\s*$", "", query.strip(), flags=re.I)
    expected = duckdb_answer(query, tpch_dir)
    assert_tables_match(df.toArrow(), expected, ordered=tpch_sorts(n), check_names=False)


STRUCT_OUTPUT_39 = (
    Path(__file__).parent / "data" / "datafusion_eras" / "datafusion-39-struct-output.substrait"
)


def test_a_plan_of_datafusion_39_with_a_struct_output_is_refused_for_its_missing_names() -> None:
    """DataFusion 39 (``SELECT id, struct(id, s) AS st FROM t``) names the root's columns only, not the
    fields of the struct it outputs: the names cannot be known, and ``validate`` and the consumer refuse
    the plan with the same code and path."""
    from substrait_py.errors import InvalidPlanError
    from substrait_py.planio import load_plan
    from substrait_py.validate import validate_plan

    loaded = load_plan(STRUCT_OUTPUT_39)
    errors = [
        (d.code, d.path)
        for d in validate_plan(loaded.plan, load_diagnostics=loaded.diagnostics)
        if d.severity.name == "ERROR"
    ]
    assert errors == [("root-names-mismatch", "relations[0].root.names")]
    schema = from_arrow_schema(pq.read_schema(STRUCT_OUTPUT_39.parent / "probe-t.parquet"))
    with pytest.raises(InvalidPlanError) as raised:
        SparkConsumer(None, {"t": schema}).translate(STRUCT_OUTPUT_39.read_bytes())
    assert (raised.value.code, raised.value.path) == errors[0]


#: Plans of DataFusion 54 and 53 whose functions meant other things than DataFusion 55's (which declares
#: its functions' output types, where 54 and earlier declare none), with those releases' own answers
#: beside them.
EARLIER_MEANINGS = {
    # a null string or pattern counts 0 matches (55: null)
    ("54", "regexp-count"): "SELECT id, regexp_count(s, 'l') AS a, regexp_count(s, '') AS b, "
    "regexp_count(s, 'l', 3) AS c, regexp_count(s, 'L', 1, 'i') AS e FROM t",
    # the same query: in 53 (spec 0.77) an empty pattern matches nowhere (54: before every character and
    # at the end)
    ("53", "regexp-count"): "SELECT id, regexp_count(s, 'l') AS a, regexp_count(s, '') AS b, "
    "regexp_count(s, 'l', 3) AS c, regexp_count(s, 'L', 1, 'i') AS e FROM t",
    # an empty string to replace puts the replacement around every character (55: the string unchanged)
    ("54", "replace-empty"): "SELECT id, replace(s, '', 'x') AS r FROM t",
    # the square root of a negative number is NaN (55: an error)
    ("54", "sqrt-negative"): "SELECT id, sqrt(x) AS a, sqrt(f) AS b, sqrt(CAST(id AS DOUBLE) - 3.5) AS c, "
    "sqrt(d) AS e FROM t",
    # 25 and earlier declare aggregates by their display names: booland, boolor, bitand, bitor, bitxor
    ("25", "bool-bit-aggregates"): "SELECT g, bool_and(b), bool_or(b), bit_and(x), bit_or(x), bit_xor(x) "
    "FROM t GROUP BY g",
    ("25", "array-agg"): "SELECT g, array_agg(id) AS r FROM t GROUP BY g",  # arrayagg
    ("25", "approx-distinct"): "SELECT g, approx_distinct(x) AS r FROM t GROUP BY g",  # approxdistinct
    # 28 and earlier average an integer without casting it to a double first (and declare no output
    # type): DataFusion's mean of integers is a double, the extensions' an integer
    ("28", "avg-of-integers"): "SELECT g, count(*), count(x), sum(x), avg(x), min(s), max(dt) FROM t "
    "GROUP BY g",
    # 53 and earlier: the median of integers is an integer of their type, the mean of the middle two cut
    # toward zero (54 casts integers to a double in its plans); e's middle values differ below a double's
    # precision
    ("53", "median-of-integers"): "SELECT g, median(id) AS a, median(x) AS b, "
    "median(CAST(x - 1 AS INT)) AS c, median(x * 4294967296 + id) AS e, "
    "median(CAST(id * 20 AS TINYINT)) AS f FROM t GROUP BY g",
}


@pytest.mark.spark
@pytest.mark.parametrize(("release", "name"), sorted(EARLIER_MEANINGS))
def test_a_plan_of_an_earlier_release_gives_that_releases_answer(
    spark: SparkSession, release: str, name: str
) -> None:
    data = Path(__file__).parent / "data" / "datafusion_eras"
    table = spark.read.parquet(str(data / "probe-t.parquet"))
    plan = (data / f"datafusion-{release}-{name}.substrait").read_bytes()
    got = SparkConsumer(spark, {"t": table}).to_dataframe(plan).toArrow()
    want = pq.read_table(data / f"datafusion-{release}-{name}.answer.parquet")
    assert_tables_match(got, want, ordered=False, check_names=False)


def test_a_quotient_of_decimals_of_datafusion_54_has_datafusions_type() -> None:
    """DataFusion 54 declares no output type; the quotient of ``SELECT ..., d / 3 ...`` (d a
    ``decimal(9,2)``) has DataFusion's type, the one its own answer has (scale max(6, s1 + 4)), for the
    schema derivation and ``validate`` alike, where the extension's rule would give another scale."""
    from substrait_py.planio import load_plan
    from substrait_py.schema import root_fields
    from substrait_py.typesys import type_str
    from substrait_py.validate import is_valid, validate_plan

    data = Path(__file__).parent / "data" / "datafusion_eras"
    loaded = load_plan((data / "datafusion-54-decimal-arithmetic.substrait").read_bytes())
    assert is_valid(validate_plan(loaded.plan, load_diagnostics=loaded.diagnostics))
    answer = pq.read_schema(data / "datafusion-54-decimal-arithmetic.answer.parquet")
    quotient = answer.field(2).type
    assert type_str(root_fields(loaded.plan)[2].type) == f"decimal?<{quotient.precision},{quotient.scale}>"


@pytest.mark.parametrize(
    ("name", "early", "spark"),
    [
        ("variances", ["variance", "variance_pop"], ["var_samp", "var_pop"]),
        ("correlation", ["correlation", "covariance", "covariance_pop"], ["corr", "covar_samp", "covar_pop"]),
    ],
)
def test_early_datafusion_aggregate_names_are_read_as_its_later_names(
    name: str, early: list[str], spark: list[str]
) -> None:
    """DataFusion 28 declares the sample variance ``variance``, the population one ``variance_pop``, and
    ``correlation``, ``covariance``, ``covariance_pop`` (its aggregates' display names; later releases
    declare ``var_samp``, ``var_pop``, ``corr``, ``covar_samp``, ``covar_pop``): each is renamed with a
    load diagnostic, and Spark computes it with its function of that meaning (the standard ``variance``
    with no distribution option was refused)."""
    from substrait_py.planio import load_plan

    data = Path(__file__).parent / "data" / "datafusion_eras"
    raw = (data / f"datafusion-28-{name}.substrait").read_bytes()
    loaded = load_plan(raw)
    renamed = [d.message for d in loaded.diagnostics if d.code == "datafusion-early-function-name"]
    assert [re.search(r"early name '([^']+)'", m).group(1) for m in renamed] == early  # type: ignore[union-attr]
    schema = from_arrow_schema(pq.read_schema(data / "probe-t.parquet"))
    sql = SparkConsumer(None, {"t": schema}).translate(raw).sql.text
    for function in spark:
        assert re.search(rf"\b`?{function}`?\(", sql), function


@pytest.mark.spark
def test_date_part_of_datafusion_43_is_a_double_with_the_seconds_fraction(spark: SparkSession) -> None:
    """DataFusion 43 and earlier give ``date_part`` as a double (``extract(second FROM ts)`` of
    23:59:59.123456 is 59.123456; 44 and later an i32, 59) and write no output type: the plan gets one
    (``datafusion-date-part-double``), and the answers are DataFusion's, but for a null timestamp, whose
    parts DataFusion 43 gave as 0.0 where SQL (and DataFusion 44) gives null."""
    data = Path(__file__).parent / "data" / "datafusion_eras"
    table = spark.read.parquet(str(data / "probe-t.parquet"))
    plan = (data / "datafusion-43-date-part.substrait").read_bytes()
    got = SparkConsumer(spark, {"t": table}).to_dataframe(plan).toArrow()
    assert [str(t) for t in got.schema.types] == ["int32", "double", "double", "double", "double"]
    want = pq.read_table(data / "datafusion-43-date-part.answer.parquet")
    null_ts = {r["id"] for r in table.select("id", "ts").collect() if r["ts"] is None}
    assert null_ts
    rows = {r[0]: r[1:] for r in (tuple(d.values()) for d in got.to_pylist())}
    for r in (tuple(d.values()) for d in want.to_pylist()):
        if r[0] in null_ts:
            assert rows[r[0]] == (None, None, None, None)
        else:
            assert rows[r[0]] == pytest.approx(r[1:], rel=1e-15)


def test_an_untyped_read_whose_names_do_not_match_its_columns_is_refused_with_a_code(tpch_dir: Path) -> None:
    """DataFusion 41's reads name their columns without types, and the consumer types them from the
    bound tables; a read with one name more than it has columns (the fuzz lane made one) is refused by
    validation with a code and a path, not an ``IndexError`` from the typing."""
    from substrait_py.errors import InvalidPlanError
    from substrait_py.planio import load_plan
    from substrait_py.upgrades import messages_of_type

    plan = load_plan(_plan_path(41, 9).read_bytes()).plan
    read = messages_of_type(plan, "substrait.ReadRel")[0][0]
    read.base_schema.names.append(read.base_schema.names[1])
    schemas = {t: from_arrow_schema(pq.read_schema(tpch_dir / f"{t}.parquet")) for t in TABLES}
    with pytest.raises(InvalidPlanError) as raised:
        SparkConsumer(None, schemas).translate(plan)
    assert raised.value.code == "named-struct-names"
    assert raised.value.path.endswith(".read.base_schema.names"), raised.value.path
