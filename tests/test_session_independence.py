"""Answers depend on the plan and the data alone: not on what a plan's strings contain, not on the user's
session settings, not on how deep or wide a plan is.

* a property test: any string (quotes, back-quotes, backslashes, ``${...}``, comments, ``;``, line breaks,
  NUL, characters outside the BMP) used as a string literal, a root name, a nested struct field name and a
  table name comes back exactly, and a filter on it selects exactly the matching rows;
* the session settings that change how Spark parses and analyses SQL do not change answers, and are the
  same after a translation as before (the golden suite runs under a combination of them in
  ``conformance/test_plans.py``; ``SETTINGS_MATRIX=1`` runs the golden cases and the spec's function
  cases once per setting here);
* local files (parquet, ORC, CSV) read as the values written to them under every setting, and files that
  cannot be read or are gone fail the query under every setting;
* translation stays small and fast on wide and deep plans, volatile expressions are never merged or
  duplicated, and translating changes nothing in the session.
"""

from __future__ import annotations

import datetime
import gc
import os
import shutil
import time
from typing import TYPE_CHECKING, Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pyspark.sql import types as T
from substrait.plan_pb2 import Plan
from substrait.type_pb2 import Type

from conformance.session_settings import SETTINGS, SessionSettings, conf_snapshot
from spark_consumer.consumer import SparkConsumer
from substrait_py.errors import UnsupportedFeatureError

if TYPE_CHECKING:
    from pyspark.sql import DataFrame, SparkSession

pytestmark = pytest.mark.spark

COMPARISON = "extension:io.substrait:functions_comparison"
ARITHMETIC = "extension:io.substrait:functions_arithmetic"
BOOLEAN = "extension:io.substrait:functions_boolean"
NULLABLE = Type.NULLABILITY_NULLABLE

# -------------------------------------------------------------------------------------------- plans


def _declare(plan: Plan, anchor: int, urn_anchor: int, urn: str, name: str) -> None:
    if not any(u.extension_urn_anchor == urn_anchor for u in plan.extension_urns):
        plan.extension_urns.add(extension_urn_anchor=urn_anchor, urn=urn)
    f = plan.extensions.add().extension_function
    f.function_anchor = anchor
    f.extension_urn_reference = urn_anchor
    f.name = name


def _field(expr: Any, i: int) -> None:
    expr.selection.direct_reference.struct_field.field = i
    expr.selection.root_reference.SetInParent()


def strings_plan(s: str) -> Plan:
    """``SELECT v, struct(v), s FROM <table s> WHERE v = s`` named ``[s, s(s), s]``: ``s`` is a table name,
    a string literal (in the filter and in the output), three root names and a nested struct field's
    name."""
    p = Plan()
    _declare(p, 1, 1, COMPARISON, "equal:any_any")
    root = p.relations.add().root
    root.names.extend([s, s, s, s])
    proj = root.input.project
    proj.common.emit.output_mapping.extend([1, 2, 3])
    flt = proj.input.filter
    table = flt.input.read
    table.named_table.names.append(s)
    table.base_schema.names.extend(["k", "v"])
    table.base_schema.struct.types.add().i64.nullability = NULLABLE
    table.base_schema.struct.types.add().string.nullability = NULLABLE
    eq = flt.condition.scalar_function
    eq.function_reference = 1
    eq.output_type.bool.nullability = NULLABLE
    _field(eq.arguments.add().value, 1)
    eq.arguments.add().value.literal.string = s
    _field(proj.expressions.add().nested.struct.fields.add(), 1)
    proj.expressions.add().literal.string = s
    return p


def strings_table(spark: SparkSession, s: str) -> tuple[DataFrame, list[str | None]]:
    """A local table (Spark folds a query over it into constants: no job runs) with ``s`` twice among
    near misses."""
    rows: list[str | None] = [
        s,
        "other",
        s + "x",
        None,
        s,
        s.upper() if s.upper() != s else "z",
        s[:-1] or "y",
    ]
    return spark.createDataFrame(list(enumerate(rows)), "k long, v string"), rows


_SPECIAL = [
    "'",
    '"',
    "`",
    "\\",
    "${env:HOME}",
    "${spark.app.name}",
    "${",
    "}",
    "--",
    "/*",
    "*/",
    ";",
    "\n",
    "\r",
    "\x00",
    "😀",
    "\U0001f9ea",
    "{x}",
    "$",
    ":p",
    "?",
    "%",
    "_",
    "é",
    " ",
]
_strings = st.lists(
    st.one_of(st.sampled_from(_SPECIAL), st.text(min_size=1, max_size=4)), min_size=1, max_size=6
).map("".join)
#: Examples run on Spark: 150 in the test command, 2,000 in the slow lane (PROPERTY_EXAMPLES=2000). The
#: translation property below runs 2,000 examples every time: it needs no JVM.
_EXAMPLES = int(os.environ.get("PROPERTY_EXAMPLES", "150"))
_TRANSLATION_EXAMPLES = max(2000, _EXAMPLES)


@settings(max_examples=_TRANSLATION_EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(s=_strings)
def test_any_string_stays_out_of_the_sql_text(s: str) -> None:
    """Without a JVM: ``s`` as a table name, a string literal, root names and a nested field name never
    reaches the SQL text in a form a parser setting could change. The text is printable ASCII without
    backslashes, ``${`` or comment openers, the literal is spelled in hex unless it is plain, the table
    is a placeholder, and the names are applied at the edge, not in SQL."""
    from spark_consumer.sql.generate import plain_string

    schema = T.StructType([T.StructField("k", T.LongType()), T.StructField("v", T.StringType())])
    translation = SparkConsumer(None, {s: schema}).translate(strings_plan(s))
    text = translation.sql.text
    assert all(" " <= ch <= "~" or ch == "\n" for ch in text), text
    assert "\\" not in text and "${" not in text
    if not plain_string(s):
        assert s.encode().hex().upper() in text
    assert translation.names == [s, s, s]
    # the root carries a nested struct field name: every name is applied at the edge
    assert not translation.names_in_sql
    assert "{src1}" in text


@settings(max_examples=_EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(s=_strings)
def test_any_string_comes_back_exactly(spark: SparkSession, s: str) -> None:
    table, rows = strings_table(spark, s)
    df = SparkConsumer(spark, {s: table}).to_dataframe(strings_plan(s))
    assert df.columns == [s, s, s]
    assert df.schema.fields[1].dataType.fields[0].name == s  # type: ignore[attr-defined]
    got = [(r[0], r[1][0], r[2]) for r in df.collect()]
    assert got == [(s, s, s)] * rows.count(s)


def test_plan_strings_never_reach_sql_text(spark: SparkSession) -> None:
    s = "it's \\ back ${env:HOME} ${spark.app.name} -- /* ; */"
    table, _ = strings_table(spark, s)
    translation = SparkConsumer(spark, {s: table}).translate(strings_plan(s))
    assert "${" not in translation.sql.text and "\\" not in translation.sql.text
    assert s.encode().hex().upper() in translation.sql.text


# ------------------------------------------------------------------------------------ settings


@pytest.mark.parametrize("name", sorted(SETTINGS))
def test_strings_come_back_under_every_setting(spark: SparkSession, name: str) -> None:
    s = "it's \\ back ${env:HOME} `x` $'"
    table, rows = strings_table(spark, s)
    before = conf_snapshot(spark)
    with SessionSettings(spark, SETTINGS[name]):
        inside = conf_snapshot(spark)
        df = SparkConsumer(spark, {s: table}).to_dataframe(strings_plan(s))
        assert conf_snapshot(spark) == inside  # a translation changes no setting
        assert [(r[0], r[1][0], r[2]) for r in df.collect()] == [(s, s, s)] * rows.count(s)
    assert conf_snapshot(spark) == before


_DATES = [
    datetime.date(1, 1, 1),
    datetime.date(1582, 10, 10),  # inside the Julian-Gregorian gap: exists on the proleptic calendar
    datetime.date(1969, 12, 31),
    datetime.date(2024, 2, 29),
    datetime.date(9999, 12, 31),
]


@pytest.mark.parametrize("name", sorted(SETTINGS))
def test_date_literals_come_back_under_every_setting(spark: SparkSession, name: str) -> None:
    """Dates are written ``DATE 'yyyy-mm-dd'``: each comes back as Python's calendar has it, and a
    filter on one keeps exactly its row, whatever the session's time zone or parser settings."""
    from conformance.builders import PlanBuilder

    pb = PlanBuilder()
    r = pb.virtual_table([("d", "date")], [(d,) for d in _DATES])
    equal = pb.call("equal", pb.field(0, r.types), pb.lit(_DATES[1], "date"))
    plan = pb.plan(pb.filter(r, equal), ["d"])
    every = pb.plan(r, ["d"])
    with SessionSettings(spark, SETTINGS[name]):
        consumer = SparkConsumer(spark)
        assert [row[0] for row in consumer.to_dataframe(every).collect()] == _DATES
        assert [row[0] for row in consumer.to_dataframe(plan).collect()] == [_DATES[1]]


@pytest.mark.parametrize("name", sorted(SETTINGS))
def test_empty_lists_and_maps_of_nested_types_under_every_setting(spark: SparkSession, name: str) -> None:
    """Empty list and map literals of structs, lists and maps come back empty and typed (the struct
    fields named by the plan), whatever
    ``array()`` and ``map()`` without items mean in the session."""
    from conformance.builders import PlanBuilder

    types = [
        "list<struct<i32, string>>",
        "list<list<i64>>",
        "map<i32, struct<string, fp64>>",
        "map<string, list<date>>",
    ]
    pb = PlanBuilder()
    r = pb.virtual_table([("k", "i32")], [(1,)])
    plan = pb.plan(pb.select(r, [pb.lit([], t) for t in types]), [f"c{i}" for i in range(len(types))])
    with SessionSettings(spark, SETTINGS[name]):
        df = SparkConsumer(spark).to_dataframe(plan)
        rows = df.collect()
    assert [list(row) for row in rows] == [[[], [], {}, {}]]
    assert [f.dataType.simpleString() for f in df.schema.fields] == [
        "array<struct<c0_0:int,c0_1:string>>",
        "array<array<bigint>>",
        "map<int,struct<c2_0:string,c2_1:double>>",
        "map<string,array<date>>",
    ]


def _answer(status: str, detail: str) -> tuple[str, str]:
    """A case's answer: its outcome, and what went wrong unless it passed. A pass that expected an error
    keeps no message: the error is the answer, and Spark words an overflow it checks itself (ANSI on)
    differently from the consumer's own guard (ANSI off)."""
    return (status, "" if status == "pass" else detail)


def _golden_answers(spark: SparkSession, cases: list[Any]) -> dict[str, Any]:
    from conformance.plan_runner import SparkCaseEngine, run_case

    engine = SparkCaseEngine(spark)
    return {c.id: _answer(o.status, o.detail) for c in cases for o in [run_case(c, engine)]}


def _function_answers(spark: SparkSession, cases: list[Any]) -> dict[str, Any]:
    from conformance.engines import SparkEngine
    from conformance.testcases.runner import run_case as run_function_case

    engine = SparkEngine(spark)
    out: dict[str, Any] = {}
    for c in cases:
        r = run_function_case(c, engine)
        out[f"{c.file}:{c.line}"] = _answer(r.outcome.value, r.reason)
    return out


@pytest.mark.skipif(not os.environ.get("SETTINGS_MATRIX"), reason="slow lane: SETTINGS_MATRIX=1")
@pytest.mark.parametrize("name", sorted(SETTINGS))
def test_golden_and_function_cases_answer_the_same_under_each_setting(spark: SparkSession, name: str) -> None:
    from conformance.conftest import SLOW_AREAS
    from conformance.golden import load_cases
    from conformance.testcases.parser import load_cases as load_function_cases

    golden = [c for c in load_cases() if c.area not in SLOW_AREAS]
    functions = [c for c in load_function_cases() if c.group != "arithmetic_unsigned"]
    default_golden = _golden_answers(spark, golden)
    default_functions = _function_answers(spark, functions)
    with SessionSettings(spark, SETTINGS[name]):
        assert _golden_answers(spark, golden) == default_golden
        assert _function_answers(spark, functions) == default_functions


# --------------------------------------------------------------------------- size, depth, volatility


def _read(p: Any, table: str, names: list[str]) -> None:
    p.named_table.names.append(table)
    p.base_schema.names.extend(names)
    for _ in names:
        p.base_schema.struct.types.add().i64.nullability = NULLABLE


@pytest.fixture(scope="module")
def numbers(spark: SparkSession) -> DataFrame:
    return spark.range(100_000).selectExpr("id AS a", "id % 7 AS b")


def chain_plan(terms: int, function: str = "add:i64_i64", urn: str = ARITHMETIC) -> Plan:
    """``a + b + a + b + ...`` (``terms`` operands, left-deep) over table ``t``."""
    p = Plan()
    _declare(p, 1, 1, urn, function)
    root = p.relations.add().root
    root.names.append("x")
    proj = root.input.project
    proj.common.emit.output_mapping.append(2)
    _read(proj.input.read, "t", ["a", "b"])
    expr = proj.expressions.add()
    current = expr
    for i in range(terms - 1, 0, -1):
        f = current.scalar_function
        f.function_reference = 1
        f.output_type.i64.nullability = NULLABLE
        left = f.arguments.add().value
        _field(f.arguments.add().value, i % 2)
        current = left
    _field(current, 0)
    return p


def test_eleven_term_integer_sum_with_ansi_off_renders_under_2kb(
    spark: SparkSession, numbers: DataFrame
) -> None:
    with SessionSettings(spark, {"spark.sql.ansi.enabled": "false"}):
        consumer = SparkConsumer(spark, {"t": numbers})
        text = consumer.translate(chain_plan(11)).sql.text
        assert len(text) < 2048, len(text)
        got = consumer.to_dataframe(chain_plan(11)).limit(50).collect()
    # a + (b, a, b, ... ten terms alternating from b): 6 a + 5 b with b = a % 7
    rows = numbers.limit(50).collect()
    assert sorted(r[0] for r in got) == sorted(6 * r.a + 5 * r.b for r in rows)


def test_a_thousand_term_chain_translates_in_under_a_second(spark: SparkSession, numbers: DataFrame) -> None:
    plan = chain_plan(1000)
    consumer = SparkConsumer(spark, {"t": numbers})
    consumer.translate(plan)  # warm-up: the function catalog loads once per process
    start = time.perf_counter()
    consumer.translate(plan)
    assert time.perf_counter() - start < 1.0


@pytest.mark.parametrize("terms", [900, 2000])
def test_a_deep_expression_runs(spark: SparkSession, numbers: DataFrame, terms: int) -> None:
    """The expression is cut into stacked projections, and Spark's optimizer must not merge them back:
    a 900-term chain once overflowed the JVM's stack in planning after the merge."""
    df = SparkConsumer(spark, {"t": numbers}).to_dataframe(chain_plan(terms))
    got = df.limit(50).collect()
    rows = numbers.limit(50).collect()
    # a, then b and a in turn: ceil(terms / 2) times a, floor(terms / 2) times b
    assert sorted(r[0] for r in got) == sorted((terms + 1) // 2 * r.a + terms // 2 * r.b for r in rows)


def test_an_expression_too_deep_for_sparks_analyser_is_refused_with_a_typed_error(
    spark: SparkSession, numbers: DataFrame
) -> None:
    with pytest.raises(UnsupportedFeatureError, match="nested too deep"):
        SparkConsumer(spark, {"t": numbers}).to_dataframe(chain_plan(4500))


def test_a_10000_argument_or_runs(spark: SparkSession, numbers: DataFrame) -> None:
    p = Plan()
    _declare(p, 1, 1, BOOLEAN, "or:bool")
    _declare(p, 2, 2, COMPARISON, "equal:any_any")
    root = p.relations.add().root
    root.names.extend(["a", "b"])
    flt = root.input.filter
    _read(flt.input.read, "t", ["a", "b"])
    f = flt.condition.scalar_function
    f.function_reference = 1
    f.output_type.bool.nullability = NULLABLE
    for i in range(10_000):
        eq = f.arguments.add().value.scalar_function
        eq.function_reference = 2
        eq.output_type.bool.nullability = NULLABLE
        _field(eq.arguments.add().value, 0)
        eq.arguments.add().value.literal.i64 = i * 10
    start = time.perf_counter()
    df = SparkConsumer(spark, {"t": numbers}).to_dataframe(p)
    assert df.count() == 10_000
    assert time.perf_counter() - start < 120


def test_two_stacked_random_filters_keep_a_quarter(spark: SparkSession, numbers: DataFrame) -> None:
    """Two filters ``random() < 0.5`` (DataFusion's name-only ``random``), one above the other: two
    independent draws, a quarter of the rows."""
    p = Plan()
    for anchor, name in ((1, "random"), (2, "lt")):
        f = p.extensions.add().extension_function
        f.function_anchor = anchor
        f.extension_urn_reference = 0xFFFFFFFF  # as DataFusion writes them
        f.name = name
    root = p.relations.add().root
    root.names.extend(["a", "b"])
    outer = root.input.filter
    inner = outer.input.filter
    _read(inner.input.read, "t", ["a", "b"])
    for flt in (outer, inner):
        lt = flt.condition.scalar_function
        lt.function_reference = 2
        lt.output_type.bool.nullability = NULLABLE
        r = lt.arguments.add().value.scalar_function
        r.function_reference = 1
        r.output_type.fp64.nullability = Type.NULLABILITY_REQUIRED
        lt.arguments.add().value.literal.fp64 = 0.5
    df = SparkConsumer(spark, {"t": numbers}).to_dataframe(p)
    kept = df.count() / 100_000
    assert 0.24 <= kept <= 0.26


def test_a_measure_with_a_random_filter_takes_about_half_the_rows(
    spark: SparkSession, numbers: DataFrame
) -> None:
    """A measure ``count(*)`` filtered by ``random() < 0.5`` (Spark's FILTER clause takes no volatile
    condition): one draw per row, about half of the 100,000 rows, grouped or not."""
    p = Plan()
    for anchor, name in ((1, "random"), (2, "lt"), (3, "count")):
        f = p.extensions.add().extension_function
        f.function_anchor = anchor
        f.extension_urn_reference = 0xFFFFFFFF
        f.name = name
    root = p.relations.add().root
    root.names.extend(["b", "n"])
    agg = root.input.aggregate
    _read(agg.input.read, "t", ["a", "b"])
    _field(agg.grouping_expressions.add(), 1)
    agg.groupings.add().expression_references.append(0)
    m = agg.measures.add()
    m.measure.function_reference = 3
    m.measure.output_type.i64.nullability = Type.NULLABILITY_REQUIRED
    lt = m.filter.scalar_function
    lt.function_reference = 2
    lt.output_type.bool.nullability = NULLABLE
    r = lt.arguments.add().value.scalar_function
    r.function_reference = 1
    r.output_type.fp64.nullability = Type.NULLABILITY_REQUIRED
    lt.arguments.add().value.literal.fp64 = 0.5
    rows = SparkConsumer(spark, {"t": numbers}).to_dataframe(p).collect()
    assert len(rows) == 7
    assert 0.48 <= sum(n for _, n in rows) / 100_000 <= 0.52
    assert all(0.45 <= n / (100_000 / 7) <= 0.55 for _, n in rows)


def test_an_emitted_volatile_value_is_drawn_once(spark: SparkSession, numbers: DataFrame) -> None:
    """A project's emit that selects ``random()`` twice gives the same value in both columns."""
    p = Plan()
    f = p.extensions.add().extension_function
    f.function_anchor = 1
    f.extension_urn_reference = 0xFFFFFFFF
    f.name = "random"
    root = p.relations.add().root
    root.names.extend(["r1", "r2"])
    proj = root.input.project
    _read(proj.input.read, "t", ["a", "b"])
    r = proj.expressions.add().scalar_function
    r.function_reference = 1
    r.output_type.fp64.nullability = Type.NULLABILITY_REQUIRED
    proj.common.emit.output_mapping.extend([2, 2])
    rows = SparkConsumer(spark, {"t": numbers}).to_dataframe(p).limit(100).collect()
    assert all(a == b for a, b in rows)
    assert len({a for a, _ in rows}) > 90


# ------------------------------------------------------------------------------ no side effects


def test_translation_changes_nothing_in_the_session(spark: SparkSession, numbers: DataFrame) -> None:
    from spark_consumer.consume.sources import VIEW_PREFIX

    def views() -> set[str]:
        return {t.name for t in spark.catalog.listTables() if t.isTemporary}

    before_views = views()
    before_conf = conf_snapshot(spark)
    consumer = SparkConsumer(spark, {"t": numbers})
    for _ in range(1000):
        consumer.translate(chain_plan(3))
    consumer.to_dataframe(chain_plan(3))
    ours = {v for v in views() - before_views if v.startswith(VIEW_PREFIX)}
    assert len(ours) <= 1  # the one view of the one DataFrame, reused
    assert views() - before_views == ours
    assert conf_snapshot(spark) == before_conf


def test_views_of_dataframes_that_are_gone_are_dropped(spark: SparkSession) -> None:
    from spark_consumer.consume.sources import VIEW_PREFIX

    def ours() -> int:
        return sum(1 for t in spark.catalog.listTables() if t.isTemporary and t.name.startswith(VIEW_PREFIX))

    start = ours()
    for i in range(20):
        df = spark.range(3).selectExpr(f"id + {i} AS a", "id AS b")
        SparkConsumer(spark, {"t": df}).to_dataframe(chain_plan(2)).collect()
        del df
        gc.collect()
    assert ours() <= start + 2


def test_plans_reading_a_catalog_table_do_not_grow_the_view_list(spark: SparkSession) -> None:
    """A table found in Spark's catalog (not given) is a new DataFrame at every translation: each one's
    view goes once the DataFrame is gone, and the consumer holds none past the next translation."""
    from spark_consumer.consume.sources import VIEW_PREFIX

    def ours() -> int:
        return sum(1 for t in spark.catalog.listTables() if t.isTemporary and t.name.startswith(VIEW_PREFIX))

    spark.range(5).selectExpr("id AS a", "id * 2 AS b").createOrReplaceTempView("catalog_numbers")
    plan = chain_plan(3)
    plan.relations[0].root.input.project.input.read.named_table.names[0] = "catalog_numbers"
    # given tables the plan does not read change nothing
    consumer = SparkConsumer(spark, {f"unused{i}": spark.range(1) for i in range(5)})
    start = ours()
    try:
        for _ in range(40):
            consumer.to_dataframe(plan)  # analysed (its view made), then dropped
        (row,) = consumer.to_dataframe(plan).agg({"x": "sum"}).collect()
        assert row[0] == sum(a + 2 * a + a for a in range(5))  # a + b + a with b = 2a
        gc.collect()
        assert ours() <= start + 2
    finally:
        spark.catalog.dropTempView("catalog_numbers")


# ----------------------------------------------------------------------------- names and positions


def _sort_or_group_plan(kind: str) -> Plan:
    """Over table ``t(x, y)``: ``kind == "sort"`` sorts by the integer literal 1, then ``y`` descending;
    ``kind == "group"`` groups by the integer literal 3 and counts the rows."""
    p = Plan()
    root = p.relations.add().root
    if kind == "sort":
        root.names.extend(["x", "y"])
        sort = root.input.sort
        _read(sort.input.read, "t", ["x", "y"])
        first = sort.sorts.add()
        first.expr.literal.i32 = 1
        first.direction = first.SORT_DIRECTION_ASC_NULLS_LAST
        second = sort.sorts.add()
        _field(second.expr, 1)
        second.direction = second.SORT_DIRECTION_DESC_NULLS_LAST
        return p
    _declare(p, 1, 1, "extension:io.substrait:functions_aggregate_generic", "count:")
    root.names.extend(["k", "n"])
    agg = root.input.aggregate
    _read(agg.input.read, "t", ["x", "y"])
    agg.grouping_expressions.add().literal.i32 = 3
    agg.groupings.add().expression_references.append(0)
    m = agg.measures.add().measure
    m.function_reference = 1
    m.output_type.i64.nullability = Type.NULLABILITY_REQUIRED
    return p


def test_an_integer_literal_sort_or_grouping_key_is_a_value_not_a_column_position(
    spark: SparkSession,
) -> None:
    """Spark's SQL reads ``ORDER BY 1`` and ``GROUP BY 3`` as positions in the select list (the default
    of two settings); a plan's literal key is a constant."""
    rows = [(1, 20), (2, 10), (3, 30)]
    t = spark.createDataFrame(rows, "x bigint, y bigint")
    consumer = SparkConsumer(spark, {"t": t})
    got = [tuple(r) for r in consumer.to_dataframe(_sort_or_group_plan("sort")).collect()]
    assert got == sorted(rows, key=lambda r: -r[1])
    assert [tuple(r) for r in consumer.to_dataframe(_sort_or_group_plan("group")).collect()] == [(3, 3)]


def test_columns_that_differ_only_in_case_are_two_columns(spark: SparkSession) -> None:
    """A table with columns ``A`` and ``a`` (and a join of two tables whose columns differ only in case)
    answers the same whether or not the session's analyser ignores case."""
    p = Plan()
    _declare(p, 1, 1, ARITHMETIC, "subtract:i64_i64")
    _declare(p, 2, 2, COMPARISON, "equal:any_any")
    root = p.relations.add().root
    root.names.extend(["d"])
    proj = root.input.project
    proj.common.emit.output_mapping.append(4)
    join = proj.input.join
    join.type = join.JOIN_TYPE_INNER
    _read(join.left.read, "t", ["A", "a"])
    _read(join.right.read, "u", ["K", "k"])
    eq = join.expression.scalar_function
    eq.function_reference = 2
    eq.output_type.bool.nullability = NULLABLE
    _field(eq.arguments.add().value, 0)
    _field(eq.arguments.add().value, 3)
    sub = proj.expressions.add().scalar_function
    sub.function_reference = 1
    sub.output_type.i64.nullability = NULLABLE
    _field(sub.arguments.add().value, 1)
    _field(sub.arguments.add().value, 2)
    t = spark.createDataFrame([(1, 100), (2, 200)], "A bigint, a bigint")
    u = spark.createDataFrame([(7, 1), (9, 2), (5, 3)], "K bigint, k bigint")
    # A = k, then a - K
    expected = sorted(
        a - big_k for big_a, a in [(1, 100), (2, 200)] for big_k, k in [(7, 1), (9, 2), (5, 3)] if big_a == k
    )
    for sensitive in ("false", "true"):
        with SessionSettings(spark, {"spark.sql.caseSensitive": sensitive}):
            got = SparkConsumer(spark, {"t": t, "u": u}).to_dataframe(p).collect()
            assert sorted(r[0] for r in got) == expected, sensitive


# --------------------------------------------------------------------------------------- local files

_UTC = datetime.timezone.utc
#: What the data files hold, by column: (name, Substrait type, values). Binary values that are not
#: UTF-8, dates before the Gregorian reform, timestamps with and without a time zone.
_FILE_COLUMNS: list[tuple[str, str, list[Any]]] = [
    ("id", "i64?", [1, 2, None, 4]),
    ("b", "binary?", [b"\x00\xff", b"abc", None, b"\xc3\x28"]),
    ("d", "date?", [datetime.date(2024, 1, 2), datetime.date(1500, 3, 1), None, datetime.date(9999, 12, 31)]),
    (
        "tn",
        "precision_timestamp?<6>",
        [datetime.datetime(2024, 1, 2, 23, 4, 5, 123456), datetime.datetime(1600, 3, 1), None, None],
    ),
    (
        "tz",
        "precision_timestamp_tz?<6>",
        [
            datetime.datetime(2024, 1, 2, 23, 4, 5, 123456, tzinfo=_UTC),
            datetime.datetime(1969, 7, 20, 20, 17, tzinfo=_UTC),
            None,
            datetime.datetime(2024, 6, 30, 0, 30, tzinfo=_UTC),
        ],
    ),
]


def _file_table() -> Any:
    import pyarrow as pa

    arrow_types = {
        "id": pa.int64(),
        "b": pa.binary(),
        "d": pa.date32(),
        "tn": pa.timestamp("us"),
        "tz": pa.timestamp("us", tz="UTC"),
    }
    return pa.table({n: pa.array(v, arrow_types[n]) for n, _, v in _FILE_COLUMNS})


@pytest.fixture(scope="module")
def data_files(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """The files and the columns a plan declares for each: parquet (binary, old dates, both kinds of
    timestamp), parquet with INT96 timestamps (instants), ORC written by C++ ORC (binary, old dates,
    timestamps with a time zone) and CSV whose timestamps carry no offset (declared with a time zone:
    UTC)."""
    import pyarrow.orc as porc
    import pyarrow.parquet as pq

    folder = tmp_path_factory.mktemp("files")
    table = _file_table()
    columns = [(n, t) for n, t, _ in _FILE_COLUMNS]
    pq.write_table(table, folder / "t.parquet")
    pq.write_table(table.select(["id", "tz"]), folder / "int96.parquet", use_deprecated_int96_timestamps=True)
    porc.write_table(table.select(["id", "b", "d", "tz"]), folder / "t.orc")
    lines = ["id,tz"] + [
        f"{'' if i is None else i},{'' if t is None else t.strftime('%Y-%m-%d %H:%M:%S.%f')}"
        for i, t in zip(_FILE_COLUMNS[0][2], _FILE_COLUMNS[4][2], strict=True)
    ]
    (folder / "t.csv").write_text("\n".join(lines) + "\n")
    return {
        "parquet": (folder / "t.parquet", "parquet", columns),
        "int96": (folder / "int96.parquet", "parquet", [columns[0], columns[4]]),
        "orc": (folder / "t.orc", "orc", [columns[0], columns[1], columns[2], columns[4]]),
        "csv": (folder / "t.csv", "text", [columns[0], columns[4]]),
    }


def _file_plan(location: str, fmt: str, columns: list[tuple[str, str]], *, folder: bool = False) -> Plan:
    from conformance.builders import PlanBuilder

    pb = PlanBuilder()
    item = pb.file_item(location, fmt, header_lines_to_skip=1, null="")
    if folder:
        item.uri_folder = location
    return pb.plan(pb.local_files(columns, [item]), [n for n, _ in columns])


def _expected_rows(columns: list[tuple[str, str]]) -> list[tuple[Any, ...]]:
    values = {n: v for n, _, v in _FILE_COLUMNS}
    return list(zip(*(values[n] for n, _ in columns), strict=True))


@pytest.mark.parametrize("name", ["default", *sorted(SETTINGS)])
def test_local_files_read_the_same_under_every_setting(
    spark: SparkSession, data_files: dict[str, Any], name: str
) -> None:
    """Each file gives exactly the values written to it (binary bytes, dates before 1582, timestamps with
    and without a time zone; a CSV timestamp without an offset is UTC), read by a plan's local files or
    given as a table by its path, whatever the session says about inferring parquet types, rebasing old
    dates, INT96, the ORC reader or the time zone."""
    with SessionSettings(spark, SETTINGS.get(name, {})):
        before = conf_snapshot(spark)
        for key, (path, fmt, columns) in data_files.items():
            df = SparkConsumer(spark).to_dataframe(_file_plan(path.as_uri(), fmt, columns))
            # Arrow keeps timestamps with a time zone as instants, whatever the session's zone
            assert [tuple(r.values()) for r in df.toArrow().to_pylist()] == _expected_rows(columns), key
            # the same file given as a table by its path (a CSV file's header names its columns)
            from conformance.builders import PlanBuilder

            pb = PlanBuilder()
            plan = pb.plan(pb.named_table("t", columns), [n for n, _ in columns])
            df = SparkConsumer(spark, {"t": path}).to_dataframe(plan)
            assert [tuple(r.values()) for r in df.toArrow().to_pylist()] == _expected_rows(columns), key
        assert conf_snapshot(spark) == before


def test_orc_files_read_in_the_calendar_they_were_written_in(spark: SparkSession, tmp_path: Any) -> None:
    """Dates and timestamps before 1582 come back as written from an ORC file that Spark's Java writer
    wrote (it names its calendar) as from one that C++ ORC wrote (it does not, and counts days in the
    proleptic Gregorian calendar)."""
    import pyarrow.orc as porc

    columns = [("id", "i64?"), ("d", "date?"), ("tz", "precision_timestamp_tz?<6>")]
    values = {n: v for n, _, v in _FILE_COLUMNS}
    rows = list(zip(values["id"], values["d"], values["tz"], strict=True))
    java = spark.createDataFrame(rows, "id bigint, d date, tz timestamp").coalesce(1)
    java.write.orc(str(tmp_path / "java"))
    porc.write_table(_file_table().select(["id", "d", "tz"]), tmp_path / "cpp.orc")
    for location, folder in ((tmp_path / "java", True), (tmp_path / "cpp.orc", False)):
        df = SparkConsumer(spark).to_dataframe(_file_plan(location.as_uri(), "orc", columns, folder=folder))
        got = [tuple(r.values()) for r in df.toArrow().to_pylist()]
        assert sorted(got, key=lambda r: r[0] or 0) == sorted(rows, key=lambda r: r[0] or 0), location


@pytest.mark.parametrize("name", ["default", "file-reads"])
def test_unreadable_and_vanished_files_fail_under_every_setting(
    spark: SparkSession, tmp_path: Any, name: str
) -> None:
    """A folder holding a file that is not parquet, and a file deleted after translation, fail when the
    query runs; no setting makes Spark skip them and answer without their rows."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    pq.write_table(pa.table({"id": pa.array([1, 2], pa.int64())}), tmp_path / "a.parquet")
    (tmp_path / "b.parquet").write_bytes(b"PAR1 not a parquet file PAR1")
    gone = tmp_path / "gone"
    gone.mkdir()
    pq.write_table(pa.table({"id": pa.array([3], pa.int64())}), gone / "c.parquet")
    with SessionSettings(spark, SETTINGS.get(name, {})):
        consumer = SparkConsumer(spark)
        columns = [("id", "i64?")]
        corrupt = consumer.to_dataframe(_file_plan(tmp_path.as_uri(), "parquet", columns, folder=True))
        with pytest.raises(Exception, match="FAILED_READ_FILE"):
            corrupt.collect()
        vanished = consumer.to_dataframe(_file_plan(gone.as_uri(), "parquet", columns, folder=True))
        (gone / "c.parquet").unlink()
        with pytest.raises(Exception, match=r"FAILED_READ_FILE|FileNotFound|does not exist"):
            vanished.collect()


@pytest.fixture(scope="module")
def catalog_tables(
    spark: SparkSession, data_files: dict[str, Any], tmp_path_factory: pytest.TempPathFactory
) -> Any:
    """Catalog tables over the data files (parquet, INT96 parquet, CSV timestamps without an offset), and
    one over a folder that also holds a file that is not parquet; dropped afterwards."""
    folder = tmp_path_factory.mktemp("catalog")
    corrupt = folder / "corrupt"
    corrupt.mkdir()
    shutil.copy(data_files["parquet"][0], corrupt / "a.parquet")
    (corrupt / "b.parquet").write_bytes(b"PAR1 not a parquet file PAR1")
    tables = {}
    for key in ("parquet", "int96", "csv"):
        path, _, columns = data_files[key]
        (folder / key).mkdir()
        shutil.copy(path, folder / key / path.name)
        tables[key] = (folder / key, columns)
    tables["corrupt"] = (corrupt, data_files["parquet"][2])
    names = {key: f"catalog_files_{key}" for key in tables}
    for key, (location, _) in tables.items():
        if key == "csv":
            spark.sql(
                f"CREATE TABLE {names[key]} (id BIGINT, tz TIMESTAMP) USING csv "
                f"OPTIONS (header 'true') LOCATION '{location}'"
            )
        else:
            spark.sql(f"CREATE TABLE {names[key]} USING parquet LOCATION '{location}'")
    yield {key: (names[key], columns) for key, (_, columns) in tables.items()}
    for name in names.values():
        spark.sql(f"DROP TABLE IF EXISTS {name}")


@pytest.mark.parametrize("name", ["default", "file-reads", "tz-los-angeles"])
def test_catalog_tables_read_the_same_under_every_setting(
    spark: SparkSession, catalog_tables: dict[str, Any], name: str
) -> None:
    """A catalog table's files give exactly the values written to them (dates before 1582 not rebased,
    INT96 timestamps not rebased, CSV timestamps without an offset in UTC), and a table with a file that is
    not parquet fails rather than answering without it, whatever the session's settings."""
    from conformance.builders import PlanBuilder

    with SessionSettings(spark, SETTINGS.get(name, {})):
        for key, (table, columns) in catalog_tables.items():
            pb = PlanBuilder()
            plan = pb.plan(pb.named_table(table, columns), [n for n, _ in columns])
            df = SparkConsumer(spark).to_dataframe(plan)
            if key == "corrupt":
                with pytest.raises(Exception, match="FAILED_READ_FILE"):
                    df.collect()
                continue
            assert [tuple(r.values()) for r in df.toArrow().to_pylist()] == _expected_rows(columns), key


@pytest.mark.parametrize("name", ["default", "ansi-off", "tz-los-angeles"])
def test_text_tables_cast_as_the_plan_declares_under_every_setting(
    spark: SparkSession, tmp_path: Any, name: str
) -> None:
    """A CSV or JSON file given as a table is cast to the types the plan declares as the plan's own casts
    are: a timestamp without an offset is UTC, one with an offset keeps it, and a value that is not a
    number fails the query (with ANSI off too, where Spark's CAST would give null)."""
    from conformance.builders import PlanBuilder

    (tmp_path / "t.json").write_text(
        '{"id": "1", "ts": "2024-01-02 23:04:05"}\n{"id": "2", "ts": "2024-01-02T23:04:05+02:00"}\n'
    )
    (tmp_path / "bad.csv").write_text("id,ts\n1,2024-01-02 23:04:05\nabc,2024-01-02\n")
    columns = [("id", "i64?"), ("ts", "precision_timestamp_tz?<6>")]
    pb = PlanBuilder()
    plan = pb.plan(pb.named_table("t", columns), ["id", "ts"])
    with SessionSettings(spark, SETTINGS.get(name, {})):
        got = SparkConsumer(spark, {"t": tmp_path / "t.json"}).to_dataframe(plan).toArrow().to_pylist()
        assert [tuple(r.values()) for r in got] == [
            (1, datetime.datetime(2024, 1, 2, 23, 4, 5, tzinfo=_UTC)),
            (2, datetime.datetime(2024, 1, 2, 21, 4, 5, tzinfo=_UTC)),
        ]
        bad = SparkConsumer(spark, {"t": tmp_path / "bad.csv"}).to_dataframe(plan)
        with pytest.raises(Exception, match=r"column id: a value does not read as i64"):
            bad.collect()


@pytest.mark.parametrize("name", ["default", "ansi-off"])
@pytest.mark.parametrize("failure", ["UNSPECIFIED", "THROW_EXCEPTION", "RETURN_NULL"])
@pytest.mark.parametrize(
    ("value", "target"),
    [
        (float("nan"), "decimal?<12,2>"),
        (float("inf"), "decimal?<12,2>"),
        (-float("inf"), "decimal?<12,2>"),
        (1e30, "decimal?<12,2>"),
        (float("nan"), "i64?"),
        (float("inf"), "i32?"),
    ],
)
def test_a_float_that_does_not_convert_fails_or_is_null_as_the_cast_says(
    spark: SparkSession, name: str, failure: str, value: float, target: str
) -> None:
    """A float cast to a decimal or an integer that cannot hold it (NaN, an infinity, too large) is null
    when the cast says RETURN_NULL and fails otherwise, in every session: Spark's own CAST gives null for
    NaN and the infinities as a decimal even in ANSI mode, and 0 for NaN as an integer without it."""
    from conformance.builders import PlanBuilder

    pb = PlanBuilder()
    r = pb.virtual_table([("f", "fp64?")], [(value,), (2.0,)])
    cast = pb.cast(pb.field(0, r.types), target)
    cast.expr.cast.failure_behavior = getattr(cast.expr.cast, f"FAILURE_BEHAVIOR_{failure}")
    plan = pb.plan(pb.select(r, [cast]), ["c"])
    with SessionSettings(spark, SETTINGS.get(name, {})):
        df = SparkConsumer(spark).to_dataframe(plan)
        if failure == "RETURN_NULL":
            got = [row["c"] for row in df.toArrow().to_pylist()]
            assert got[0] is None and got[1] is not None and float(got[1]) == 2.0
        else:
            with pytest.raises(Exception, match=r"(?i)cast|overflow|out of range|out_of_range"):
                df.collect()


# ------------------------------------------------------------------------------------ time zone casts

_ZONES = ["tz-utc", "tz-los-angeles", "tz-kolkata"]


def _cast_rows(spark: SparkSession, name: str, targets: list[tuple[int, str, str]]) -> list[tuple[Any, ...]]:
    """The one row of a plan casting strings: each target is (the string's column, the type it is cast
    to first, then the type that cast is cast to, or "")."""
    from conformance.builders import PlanBuilder

    pb = PlanBuilder()
    r = pb.virtual_table(
        [("s", "string"), ("d", "string"), ("z", "string")],
        [("2024-01-02 23:04:05", "2024-01-02", "1500-03-01T03:30:00.5Z")],
    )
    exprs = []
    for column, first, then in targets:
        value = pb.cast(pb.field(column, r.types), first)
        exprs.append(pb.cast(value, then) if then else value)
    plan = pb.plan(pb.select(r, exprs), [f"c{i}" for i in range(len(exprs))])
    with SessionSettings(spark, SETTINGS[name]):
        rows = SparkConsumer(spark).to_dataframe(plan).toArrow().to_pylist()
    return [tuple(row.values()) for row in rows]


@pytest.mark.parametrize("name", _ZONES)
def test_casts_between_instants_and_dates_wall_times_or_strings_read_wall_times_as_utc(
    spark: SparkSession, name: str
) -> None:
    """A wall time stands for UTC, as everywhere else in the consumer: the date ``2024-01-02`` and the
    timestamp without a time zone ``2024-01-02 23:04:05`` cast to a timestamp with one are those wall
    times in UTC, and the instant ``1500-03-01T03:30:00.5Z`` (an offset in the string: no time zone is
    assumed) cast to a date, a string and a timestamp without a time zone gives its UTC date and wall
    time, whatever the session's time zone (Los Angeles was 7:52:58 behind UTC in 1500, not 8 hours)."""
    instant = "precision_timestamp_tz<6>"
    got = _cast_rows(
        spark,
        name,
        [
            (1, "date", instant),
            (0, "precision_timestamp<6>", instant),
            (2, instant, "date"),
            (2, instant, "string"),
            (2, instant, "precision_timestamp<6>"),
        ],
    )
    assert got == [
        (
            datetime.datetime(2024, 1, 2, tzinfo=_UTC),
            datetime.datetime(2024, 1, 2, 23, 4, 5, tzinfo=_UTC),
            datetime.date(1500, 3, 1),
            "1500-03-01 03:30:00.5",
            datetime.datetime(1500, 3, 1, 3, 30, 0, 500000),
        )
    ]


@pytest.mark.parametrize("name", [*_ZONES, "ansi-off"])
@pytest.mark.parametrize("failure", ["cast", "try_cast"])
def test_a_string_cast_to_an_instant_is_read_in_utc_unless_it_names_its_zone(
    spark: SparkSession, name: str, failure: str
) -> None:
    """A string without an offset is a wall time in UTC; one with an offset or a zone is read with it
    (with ANSI off, a cast that must fail is checked: the same reading)."""
    from conformance.builders import PlanBuilder

    texts = [
        "2024-01-02 23:04:05",
        "2024-01-02T23:04:05.5",
        "2024-01-02",
        "2024-01-02 23:04:05+02:00",
        "2024-01-02T23:04:05Z",
        "2024-01-02 23:04:05 America/New_York",
        None,
    ]
    pb = PlanBuilder()
    r = pb.virtual_table([("s", "string?")], [(t,) for t in texts])
    value = pb.cast(pb.field(0, r.types), "precision_timestamp_tz?<6>")
    if failure == "try_cast":
        value.expr.cast.failure_behavior = value.expr.cast.FAILURE_BEHAVIOR_RETURN_NULL
    plan = pb.plan(pb.select(r, [value]), ["t"])
    with SessionSettings(spark, SETTINGS[name]):
        got = [row["t"] for row in SparkConsumer(spark).to_dataframe(plan).toArrow().to_pylist()]
    new_york = datetime.timezone(datetime.timedelta(hours=-5))
    assert got == [
        datetime.datetime(2024, 1, 2, 23, 4, 5, tzinfo=_UTC),
        datetime.datetime(2024, 1, 2, 23, 4, 5, 500000, tzinfo=_UTC),
        datetime.datetime(2024, 1, 2, tzinfo=_UTC),
        datetime.datetime(2024, 1, 2, 23, 4, 5, tzinfo=datetime.timezone(datetime.timedelta(hours=2))),
        datetime.datetime(2024, 1, 2, 23, 4, 5, tzinfo=_UTC),
        datetime.datetime(2024, 1, 2, 23, 4, 5, tzinfo=new_york),
        None,
    ]
