"""Plans of earlier ibis-substrait releases (``tests/data/ibis_eras``, written by ibis-substrait 2.14.1 to
4.0.1 from ibis expressions) read as ibis meant them, with DuckDB's answers as the reference:

* releases before 2.29 write no version and declare every function by its plain name under one empty
  extension URI (``mean``, ``countdistinct`` of their own), and before spec 0.21 an enum argument was a
  message: recognised by that URI, read by name;
* ``substring``: ibis numbers characters from 0 and ibis-substrait passes the start on unchanged
  (``t.s.substr(1, 2)`` is the spec's ``substring(s, 2, 2)``);
* a group-by on several keys: ibis-substrait up to 3.0 wrote one grouping per key (grouping sets by the
  spec), while its projections above count the keys and measures only (TPC-H q1);
* projections above a join of a table with itself or with an aggregate of it: 2.29 to 3.2 count the
  join's width wrong in the projection's emit (which always emits the projection's expressions);
* numbers ibis converts implicitly: a comparison of a float with an integer literal, nullif of integers
  of two widths, divide and mean of integers or decimals as floats (true division), a float power of
  integers, ceil as an integer;
* capitalize (the spec's function, which ibis writes);
* median written without the precision option every overload of the spec's takes first (the
  consumer-testing corpus' plan, vendored under ``tests/data/consumer_testing``);
* extract of a month or a day in the form before spec 0.30 (no indexing option), still written by 4.0.1;
* decimal results: 4.0.1 declares them with ibis' own types (``multiply(decimal<15,2>, decimal<15,2>) ->
  decimal<15,2>``), while ibis' engines compute the exact result (TPC-H q1: each product rounded to
  cents before the sum was off by cents).
"""

from __future__ import annotations

import datetime
from decimal import Decimal
from pathlib import Path
from typing import TYPE_CHECKING

import duckdb
import pyarrow as pa
import pytest
from substrait.algebra_pb2 import Expression
from substrait.plan_pb2 import Plan

from conformance.reference import assert_tables_match, duckdb_answer
from conformance.tpch import tpch_query
from spark_consumer.consumer import SparkConsumer
from substrait_py.errors import InvalidPlanError, Severity
from substrait_py.planio import load_plan
from substrait_py.validate import validate_plan

if TYPE_CHECKING:
    from pyspark.sql import SparkSession

DATA = Path(__file__).resolve().parent / "data" / "ibis_eras"
SUBSTRING_PLANS = ("ibis-2.29.1-substring", "ibis-4.0.1-substring")
GROUP_BY_PLANS = ("ibis-2.24.1-tpch-q01", "ibis-2.29.1-tpch-q01", "ibis-3.0.0-tpch-q01")
#: plan -> DuckDB's SQL for the ibis expression it was written from
JOIN_PLANS = {
    "ibis-3.2.1-self-join": "SELECT t.id, t.x, t2.f AS f2 FROM t JOIN t AS t2 ON t.id = t2.id",
    "ibis-3.2.1-join-aggregate": "SELECT t.id, t.g, a.sx FROM t "
    "JOIN (SELECT g, sum(x) AS sx FROM t GROUP BY g) AS a ON t.g = a.g",
}
#: plan -> DuckDB's SQL for the ibis expression it was written from
NUMERIC_PLANS = {
    "ibis-4.0.1-int-divide": "SELECT id, x / 2 AS r FROM t",
    "ibis-4.0.1-int-mean": "SELECT avg(x) AS r FROM t",
    "ibis-4.0.1-nullif": "SELECT id, nullif(x, 7) AS r FROM t",
    "ibis-4.0.1-float-vs-int": "SELECT id, sin(f) AS r FROM t WHERE abs(f) < 10",
    "ibis-4.0.1-decimal-divide": "SELECT id, d / 3 AS r FROM t",
    "ibis-4.0.1-month": "SELECT id, month(dt) AS r FROM t",
    "ibis-3.2.1-capitalize": "SELECT id, upper(left(s, 1)) || substr(s, 2) AS r FROM t",
    "ibis-2.14.1-month": "SELECT id, month(dt) AS r FROM t",
    "ibis-2.24.1-power": "SELECT id, power(id, 2) AS r FROM t",
    "ibis-2.24.1-countdistinct": "SELECT count(DISTINCT g) AS r FROM t",
    "ibis-2.24.1-mean": "SELECT avg(x) AS r FROM t",
    "ibis-2.24.1-ceil": "SELECT id, ceil(f)::BIGINT AS r FROM t WHERE abs(f) < 1000",
}
TPCH_Q1_PLANS = (*GROUP_BY_PLANS, "ibis-4.0.1-tpch-q01")

#: The columns the probe plans read (table ``t``), with strings whose characters are not all ASCII.
T_TABLE = pa.table(
    {
        "id": pa.array([1, 2, 3, 4, 5], pa.int32()),
        "g": pa.array(["a", "b", "a", None, "b"]),
        "x": pa.array([10, -3, None, 7, 0], pa.int64()),
        "f": pa.array([1.5, -0.25, None, 2.0, 0.0]),
        "d": pa.array([Decimal("1.10"), Decimal("-2.55"), None, Decimal("0.00"), Decimal("99999.99")]),
        "s": pa.array(["Hello", "wörld", None, "", "a"]),
        "dt": pa.array(
            [datetime.date(2024, 1, 31), datetime.date(1970, 1, 1), None, datetime.date(2000, 2, 29), None]
        ),
        "ts": pa.array([None] * 5, pa.timestamp("us")),
        "l": pa.array([None] * 5, pa.list_(pa.int64())),
        "b": pa.array([True, False, None, True, False]),
    }
)


T_SCHEMA = (
    "id int, g string, x bigint, f double, d decimal(9,2), s string, dt date, ts timestamp_ntz, "
    "l array<bigint>, b boolean"
)


def _codes(name: str, severity: Severity) -> list[tuple[str, str]]:
    loaded = load_plan((DATA / f"{name}.substrait").read_bytes())
    found = validate_plan(loaded.plan, load_diagnostics=loaded.diagnostics)
    return [(d.code, d.path) for d in found if d.severity == severity]


@pytest.mark.parametrize("name", SUBSTRING_PLANS)
def test_substring_start_is_read_as_ibis_zero_based_position(name: str) -> None:
    warnings = _codes(name, Severity.WARNING)
    assert [c for c, _ in warnings if c.startswith("ibis-")] == ["ibis-substring-start"]
    assert _codes(name, Severity.ERROR) == []


def test_a_computed_substring_start_is_refused() -> None:
    plan = Plan()
    plan.ParseFromString((DATA / "ibis-4.0.1-substring.substrait").read_bytes())
    call = plan.relations[0].root.input.project.expressions[1].scalar_function
    column = Expression()
    column.selection.direct_reference.struct_field.field = 0
    column.selection.root_reference.SetInParent()
    call.arguments[1].value.CopyFrom(column)
    with pytest.raises(InvalidPlanError) as caught:
        SparkConsumer(None).translate(plan.SerializeToString())
    assert caught.value.code == "ibis-substring-start"


@pytest.mark.parametrize("name", GROUP_BY_PLANS)
def test_one_grouping_per_key_is_read_as_one_group_by(name: str) -> None:
    warnings = _codes(name, Severity.WARNING)
    assert ("ibis-grouping-per-key", "relations[0].root.input.sort.input.aggregate.groupings") in warnings
    assert _codes(name, Severity.ERROR) == []


@pytest.mark.parametrize("name", sorted(JOIN_PLANS))
def test_a_projection_above_a_self_join_emits_its_expressions(name: str) -> None:
    warnings = _codes(name, Severity.WARNING)
    assert (
        "ibis-project-emit-offset",
        "relations[0].root.input.project.common.emit.output_mapping",
    ) in warnings


def _t_answer(spark: SparkSession, name: str, sql: str) -> tuple[pa.Table, pa.Table]:
    """The plan's answer over ``T_TABLE`` and DuckDB's answer to ``sql`` over the same rows."""
    table = spark.createDataFrame(T_TABLE.to_pylist(), T_SCHEMA)
    got = SparkConsumer(spark, {"t": table}).to_dataframe(DATA / f"{name}.substrait").toArrow()
    con = duckdb.connect()
    con.register("t", T_TABLE)
    return got, con.sql(sql).to_arrow_table()


@pytest.mark.spark
@pytest.mark.parametrize("name", SUBSTRING_PLANS)
def test_substring_answers_as_ibis_does(spark: SparkSession, name: str) -> None:
    got, expected = _t_answer(spark, name, "SELECT id, substring(s, 2, 2) AS r FROM t")
    assert_tables_match(got, expected, ordered=False)


@pytest.mark.spark
@pytest.mark.parametrize("name", sorted(JOIN_PLANS))
def test_projections_above_self_joins_answer_as_ibis_does(spark: SparkSession, name: str) -> None:
    got, expected = _t_answer(spark, name, JOIN_PLANS[name])
    assert_tables_match(got, expected, ordered=False)


def test_decimal_results_are_read_with_the_extensions_types() -> None:
    warnings = _codes("ibis-4.0.1-tpch-q01", Severity.WARNING)
    multiply = [p for c, p in warnings if c == "ibis-decimal-result" and ".measures[2]." in p]
    assert multiply == [
        "relations[0].root.input.sort.input.aggregate.measures[2].measure.arguments[0].value.scalar_function"
        ".arguments[1].value.scalar_function.output_type",
        "relations[0].root.input.sort.input.aggregate.measures[2].measure.arguments[0].value.scalar_function"
        ".output_type",
        "relations[0].root.input.sort.input.aggregate.measures[2].measure.output_type",
    ]
    assert _codes("ibis-4.0.1-tpch-q01", Severity.ERROR) == []


@pytest.mark.spark
@pytest.mark.parametrize("name", TPCH_Q1_PLANS)
def test_tpch_q1_answers_as_duckdb_does(spark: SparkSession, tpch_dir: Path, name: str) -> None:
    consumer = SparkConsumer(spark, {"lineitem": str(tpch_dir / "lineitem.parquet")})
    got = consumer.to_dataframe(DATA / f"{name}.substrait").toArrow()
    assert_tables_match(got, duckdb_answer(tpch_query(1), tpch_dir), ordered=True)


@pytest.mark.parametrize("name", sorted(NUMERIC_PLANS))
def test_implicit_conversions_and_the_old_extract_are_read_without_errors(name: str) -> None:
    assert _codes(name, Severity.ERROR) == []


@pytest.mark.spark
@pytest.mark.parametrize("name", sorted(NUMERIC_PLANS))
def test_implicit_conversions_answer_as_ibis_does(spark: SparkSession, name: str) -> None:
    got, expected = _t_answer(spark, name, NUMERIC_PLANS[name])
    assert_tables_match(got, expected, ordered=False)


@pytest.mark.spark
def test_tpch_q6_with_float_bounds_on_a_decimal_answers_as_duckdb_does(
    spark: SparkSession, tpch_dir: Path
) -> None:
    """ibis cannot write decimal literals: TPC-H q6's discount bounds are floats compared with a decimal."""
    consumer = SparkConsumer(spark, {"lineitem": str(tpch_dir / "lineitem.parquet")})
    got = consumer.to_dataframe(DATA / "ibis-4.0.1-tpch-q06.substrait").toArrow()
    assert_tables_match(got, duckdb_answer(tpch_query(6), tpch_dir), ordered=True)


MEDIAN_PLAN = (
    Path(__file__).resolve().parent
    / "data"
    / "consumer_testing"
    / "substrait_consumer"
    / "snapshots"
    / "producer"
    / "function"
    / "arithmetic"
    / "median-ibis_plan.json"
)


def test_median_without_its_precision_option_reads_as_exact() -> None:
    loaded = load_plan(MEDIAN_PLAN)
    found = validate_plan(loaded.plan, load_diagnostics=loaded.diagnostics)
    assert [d.code for d in found if d.severity == Severity.ERROR] == []
    assert "ibis-median-precision" in [d.code for d in found if d.severity == Severity.WARNING]


@pytest.mark.spark
def test_median_answers_as_duckdb_does(spark: SparkSession, tpch_dir: Path) -> None:
    consumer = SparkConsumer(spark, {"partsupp": str(tpch_dir / "partsupp.parquet")})
    got = consumer.to_dataframe(MEDIAN_PLAN).toArrow()
    expected = duckdb_answer("SELECT median(ps_supplycost) AS median_supplycost FROM partsupp", tpch_dir)
    assert_tables_match(got, expected, ordered=False, check_names=False)
