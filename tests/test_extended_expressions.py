"""Extended expressions (expressions or measures over a schema) from real producers: Acero
(``pyarrow.substrait.serialize_expressions``, of the URI era) and substrait-python's expression builders.
Each loads as the plan it stands for, validates, converts and explains; run on Spark it gives the answer
Acero itself gives for its own message (read back with ``deserialize_expressions``)."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pyarrow as pa
import pyarrow.compute as pc
import pyarrow.dataset as pads
import pyarrow.parquet as pq
import pytest
from pyspark.sql import SparkSession
from substrait.extended_expression_pb2 import ExtendedExpression
from substrait.plan_pb2 import Plan
from substrait.type_pb2 import Type
from typer.testing import CliRunner

from conformance.reference import tables_diff
from conformance.session_settings import SessionSettings, named_settings
from spark_consumer.consumer import SparkConsumer
from substrait_py import extended
from substrait_py.cli import app
from substrait_py.errors import PlanLoadError, UnsupportedFeatureError
from substrait_py.planio import PlanFormat, load_plan, serialize_plan
from substrait_py.validate import validate_plan

pas = pytest.importorskip("pyarrow.substrait")

TABLE = pa.table(
    {
        "i": pa.array([3, -7, None, 0, 2**40], pa.int64()),
        "f": pa.array([1.5, -0.5, None, float("nan"), 4.0]),
        "s": pa.array(["apple", "Banana", None, "", "cherry pie"]),
        "b": pa.array([True, False, None, True, None]),
    }
)

_f = pc.field

#: Acero expressions that Acero writes as Substrait (name -> expression).
ACERO: dict[str, pc.Expression] = {
    "add": _f("i") + 1,
    "subtract": _f("i") - _f("i"),
    "multiply": _f("i") * 3,
    "divide_integers": pc.divide(_f("i"), 2),
    "divide_doubles": _f("f") / 2,
    "negate": pc.negate_checked(_f("i")),
    "abs": pc.abs(_f("i")),
    "sqrt": pc.sqrt(pc.power(_f("f"), 2)),  # with no option given, a negative one may fail
    "power": pc.power(_f("f"), 2),
    "exp": pc.exp(_f("f")),
    "sign": pc.sign(_f("i")),
    "sin": pc.sin(_f("f")),
    "atan2": pc.atan2(_f("f"), _f("f")),
    "equal": _f("i") == 3,
    "not_equal": _f("i") != 3,
    "lt_doubles": _f("f") < 1,
    "gte_strings": _f("s") >= "b",
    "and": _f("b") & (_f("i") > 0),
    "or": _f("b") | (_f("i") > 0),
    "not": ~_f("b"),
    "is_null": _f("s").is_null(),
    "is_not_null": _f("s").is_valid(),
    "coalesce": pc.coalesce(_f("i"), 0),
    "is_nan": pc.is_nan(_f("f")),
    "is_finite": pc.is_finite(_f("f")),
    "starts_with": pc.starts_with(_f("s"), "a"),
    "ends_with": pc.ends_with(_f("s"), "pie"),
    "contains": pc.match_substring(_f("s"), "an"),
    "bitwise_and": pc.bit_wise_and(_f("i"), 6),
    "bitwise_not": pc.bit_wise_not(_f("i")),
    "cast": _f("i").cast(pa.float64(), safe=False),
    "in_list": _f("i").isin([3, 0]),
}


def acero_bytes(names: list[str]) -> bytes:
    return bytes(pas.serialize_expressions([ACERO[n] for n in names], names, TABLE.schema))


def acero_answer(data: bytes, table: pa.Table = TABLE) -> pa.Table:
    """What Acero computes for the extended expression ``data`` over ``table``."""
    bound = pas.deserialize_expressions(data)
    return pads.dataset(table).to_table(columns=bound.expressions)


@pytest.fixture(scope="module")
def consumer(spark: SparkSession, tmp_path_factory: pytest.TempPathFactory) -> SparkConsumer:
    folder: Path = tmp_path_factory.mktemp("extended")
    pq.write_table(TABLE, folder / "t.parquet")
    return SparkConsumer(spark, {extended.INPUT_TABLE: spark.read.parquet(str(folder / "t.parquet"))})


# ------------------------------------------------------------------------------------- without a JVM


def test_an_acero_expression_loads_as_a_projection_over_its_input() -> None:
    loaded = load_plan(acero_bytes(["add", "equal"]))
    assert loaded.extended_expression is not None
    root = loaded.plan.relations[0].root
    assert list(root.names) == ["add", "equal"]
    project = root.input.project
    assert list(project.input.read.named_table.names) == [extended.INPUT_TABLE]
    assert list(project.input.read.base_schema.names) == TABLE.schema.names
    assert list(project.common.emit.output_mapping) == [4, 5]  # the expressions, not the columns
    # Acero writes extension URIs (spec 0.44): loading maps them to URNs, as for a plan of that era
    assert {d.code for d in loaded.diagnostics} >= {"legacy-extension-uri", "producer-era"}
    assert [u.urn for u in loaded.extended_expression.extension_urns] == [
        "extension:io.substrait:functions_arithmetic",
        "extension:io.substrait:functions_comparison",
    ]


@pytest.mark.parametrize("fmt", list(PlanFormat))
def test_each_format_loads_the_same_extended_expression(fmt: PlanFormat) -> None:
    loaded = load_plan(acero_bytes(["add", "starts_with", "in_list"]))
    assert loaded.extended_expression is not None
    again = load_plan(serialize_plan(loaded.extended_expression, fmt))
    assert again.format is fmt
    assert again.extended_expression == loaded.extended_expression
    assert again.plan == loaded.plan


def test_a_plan_with_the_same_top_level_fields_stays_a_plan() -> None:
    """A plan with relations (3) and advanced extensions (4) has the field numbers of an extended
    expression's references and schema; it still loads as a plan."""
    plan = Plan()
    plan.version.minor_number = 60
    rel = plan.relations.add().root
    rel.input.read.base_schema.names.append("a")
    rel.input.read.base_schema.struct.types.add().i64.nullability = 1
    rel.input.read.named_table.names.append("t")
    rel.names.append("a")
    plan.advanced_extensions.optimization.add().type_url = "type.googleapis.com/x.Hint"
    loaded = load_plan(plan.SerializeToString())
    assert loaded.extended_expression is None
    assert loaded.plan == plan


def test_measures_load_as_an_aggregate_without_groupings() -> None:
    ee = _sum_and_count()
    loaded = load_plan(ee.SerializeToString())
    aggregate = loaded.plan.relations[0].root.input.aggregate
    assert len(aggregate.measures) == 2 and not aggregate.groupings
    assert list(loaded.plan.relations[0].root.names) == ["total", "rows"]


#: A table with nested columns: structs in structs, and structs inside a list and a map.
NESTED = pa.table(
    {
        "s": pa.array(
            [{"x": 1, "y": {"z": "a"}}, None, {"x": None, "y": None}],
            pa.struct([("x", pa.int64()), ("y", pa.struct([("z", pa.string())]))]),
        ),
        "l": pa.array(
            [[{"p": 1, "q": 2}], [], None], pa.list_(pa.struct([("p", pa.int32()), ("q", pa.int32())]))
        ),
        "m": pa.array([[("k", {"v": 5})], None, []], pa.map_(pa.string(), pa.struct([("v", pa.int8())]))),
        "i": pa.array([1, 2, None], pa.int64()),
    }
)


def _names_of(t: pa.DataType) -> list[str]:
    """The names the spec gives the fields nested in ``t``: struct fields depth-first, each before its
    own children, through lists and maps (keys first), from Arrow's own field names."""
    if pa.types.is_struct(t):
        return [n for f in t for n in (f.name, *_names_of(f.type))]
    if pa.types.is_map(t):
        return _names_of(t.key_type) + _names_of(t.item_type)
    if pa.types.is_list(t):
        return _names_of(t.value_type)
    return []


def acero_nested(columns: list[str]) -> bytes:
    """Acero's extended expression selecting ``columns`` of NESTED, each under its own name."""
    return bytes(pas.serialize_expressions([_f(c) for c in columns], columns, NESTED.schema))


def test_acero_nested_names_are_read_in_the_specs_order() -> None:
    """Acero writes the output names of a nested result children first (a struct's fields before the
    struct, with Arrow's list ``item`` and map ``entries``/``key``/``value`` fields among them), and its
    base schema without the names of structs inside lists and maps. Loading reads them as the spec orders
    names, and the plan is valid."""
    loaded = load_plan(acero_nested(["i", "s", "l", "m"]))
    root = loaded.plan.relations[0].root
    want: list[str] = []
    for c in ["i", "s", "l", "m"]:
        want += [c, *_names_of(NESTED.schema.field(c).type)]
    assert list(root.names) == want
    schema = root.input.project.input.read.base_schema
    assert len(schema.names) == len(NESTED.schema.names) + sum(len(_names_of(f.type)) for f in NESTED.schema)
    codes = {d.code for d in loaded.diagnostics}
    assert "acero-nested-names" in codes, codes
    errors = [
        d
        for d in validate_plan(loaded.plan, load_diagnostics=loaded.diagnostics)
        if d.severity.name == "ERROR"
    ]
    assert not errors, errors


def acero_arrow_literal(value: pa.Scalar) -> bytes:
    """Acero's extended expression of one literal of an Arrow type Substrait has not (written as a
    user-defined literal of Arrow's own extension types)."""
    schema = pa.schema([("i", pa.int64())])
    return bytes(pas.serialize_expressions([pc.scalar(value)], ["v"], schema, allow_arrow_extensions=True))


@pytest.mark.parametrize("value", [pa.scalar(7, pa.uint8()), pa.scalar("x", pa.large_string())])
def test_a_user_defined_literal_is_valid_and_typed_by_its_declaration(value: pa.Scalar) -> None:
    loaded = load_plan(acero_arrow_literal(value))
    arrow = "extension:legacy:github.com/apache/arrow/blob/main/format/substrait/extension_types.yaml"
    assert [u.urn for u in loaded.plan.extension_urns] == [arrow]
    found = validate_plan(loaded.plan, load_diagnostics=loaded.diagnostics)
    assert not [d for d in found if d.severity.name == "ERROR"], found
    from substrait_py.schema import root_fields

    (t,) = [f.type for f in root_fields(loaded.plan)]
    assert t.WhichOneof("kind") == "user_defined" and t.user_defined.nullability == Type.NULLABILITY_REQUIRED


def _sum_and_count() -> ExtendedExpression:
    """``sum(i)`` and ``count(s)`` over TABLE's schema, built with substrait-python."""
    import substrait.builders.extended_expression as eb
    from substrait.builders.type import i64, named_struct, string, struct
    from substrait.extension_registry import ExtensionRegistry

    registry = ExtensionRegistry(load_default_extensions=True)
    schema = named_struct(
        names=["i", "s"], struct=struct(types=[i64(nullable=True), string(nullable=True)], nullable=False)
    )
    total = eb.aggregate_function(
        "extension:io.substrait:functions_arithmetic", "sum", expressions=[eb.column("i")], alias="total"
    )(schema, registry)
    rows = eb.aggregate_function(
        "extension:io.substrait:functions_aggregate_generic",
        "count",
        expressions=[eb.column("s")],
        alias="rows",
    )(schema, registry)
    out = ExtendedExpression()
    out.CopyFrom(total)
    # a second measure: its function declared after the first one's
    anchor = max(e.extension_function.function_anchor for e in out.extensions) + 1
    urns = {u.urn: u.extension_urn_anchor for u in out.extension_urns}
    theirs = {u.extension_urn_anchor: u.urn for u in rows.extension_urns}
    for decl in rows.extensions:
        urn = theirs[decl.extension_function.extension_urn_reference]
        if urn not in urns:
            urns[urn] = max(urns.values()) + 1
            out.extension_urns.add(extension_urn_anchor=urns[urn], urn=urn)
        added = out.extensions.add()
        added.CopyFrom(decl)
        added.extension_function.function_anchor = anchor
        added.extension_function.extension_urn_reference = urns[urn]
    measure = out.referred_expr.add()
    measure.CopyFrom(rows.referred_expr[0])
    measure.measure.function_reference = anchor
    return out


def _cli(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(app, list(args))
    return result.exit_code, result.output


def test_validate_names_the_extended_expressions_own_paths(tmp_path: Path) -> None:
    ee = ExtendedExpression()
    ee.ParseFromString(acero_bytes(["add", "equal"]))
    # the second expression refers to field 9 of a two-column schema
    selection = ee.referred_expr[1].expression.scalar_function.arguments[0].value.selection
    selection.direct_reference.struct_field.field = 9
    path = tmp_path / "bad.substrait"
    path.write_bytes(ee.SerializeToString())
    code, out = _cli("validate", str(path), "--format", "json")
    assert code == 1
    errors = [d for d in json.loads(out)["diagnostics"] if d["severity"] == "error"]
    assert errors and all(d["path"].startswith("referred_expr[1].expression") for d in errors), errors


def test_mixing_expressions_and_measures_is_refused_for_its_reason(tmp_path: Path) -> None:
    ee = _sum_and_count()
    ee.referred_expr.add().expression.literal.i64 = 1
    path = tmp_path / "mixed.substrait"
    path.write_bytes(ee.SerializeToString())
    with pytest.raises(PlanLoadError, match="mixes per-row expressions and measures"):
        load_plan(path)
    code, out = _cli("validate", str(path))
    assert code == 2 and "mixes per-row expressions and measures" in out and "Traceback" not in out


def test_convert_writes_an_extended_expression_acero_reads(tmp_path: Path) -> None:
    source = tmp_path / "acero.substrait"
    source.write_bytes(acero_bytes(["add", "contains", "coalesce"]))
    want = acero_answer(source.read_bytes())
    as_json = tmp_path / "e.json"
    assert _cli("convert", str(source), str(as_json))[0] == 0
    assert "referredExpr" in json.loads(as_json.read_text())
    for keep_uris in (False, True):
        # with --keep-uris, the URIs Acero's own file named (the JSON names the URNs they map to)
        back = tmp_path / f"back-{keep_uris}.substrait"
        args = ["convert", str(source), str(back), "--keep-uris"]
        if not keep_uris:
            args = ["convert", str(as_json), str(back)]
        assert _cli(*args)[0] == 0
        assert tables_diff(acero_answer(back.read_bytes()), want, ordered=True) is None
        uris = b"functions_arithmetic.yaml" in back.read_bytes()
        assert uris is keep_uris
    code, out = _cli("convert", str(source), str(tmp_path / "x.json"), "--keep-uris")
    assert code == 2 and "binary only" in out


def test_explain_says_what_it_shows(tmp_path: Path) -> None:
    path = tmp_path / "e.substrait"
    path.write_bytes(acero_bytes(["add", "equal"]))
    code, out = _cli("explain", str(path))
    assert code == 0
    lines = out.splitlines()
    assert lines[0] == "extended expression over the table 'input', as the plan it stands for:"
    assert lines[1].endswith("[add: i64?, equal: boolean?]")
    assert lines[2].strip().startswith("Project [add($0 (i), 1), equal($0 (i), 3)]")


def test_tables_lists_the_one_input(tmp_path: Path) -> None:
    path = tmp_path / "e.substrait"
    path.write_bytes(acero_bytes(["add"]))
    code, out = _cli("tables", str(path))
    assert code == 0
    assert out.splitlines()[0].startswith(f"{extended.INPUT_TABLE}: i i64?, f fp64?, s string?, b boolean?")
    assert out.splitlines()[1].strip() == "at base_schema"


def _damaged(data: bytes, rng: random.Random) -> bytes:
    """``data`` with one of: bytes flipped, cut short, a span repeated, a span removed."""
    out = bytearray(data)
    kind = rng.randrange(4)
    at = rng.randrange(len(out))
    if kind == 0:
        for _ in range(rng.randint(1, 4)):
            out[rng.randrange(len(out))] ^= 1 << rng.randrange(8)
    elif kind == 1:
        del out[at:]
    elif kind == 2:
        out[at:at] = out[at : at + rng.randint(1, 40)]
    else:
        del out[at : at + rng.randint(1, 40)]
    return bytes(out)


def test_damaged_extended_expressions_end_normally_or_with_a_typed_error() -> None:
    """Damaged extended expressions (binary and JSON) go through loading, validation, explanation and
    conversion: each ends normally or with a typed error."""
    from substrait_py.deep import run_deep
    from substrait_py.errors import SubstraitPyError
    from substrait_py.explain import explain_plan
    from substrait_py.validate import validate_plan

    seeds = [acero_bytes(list(ACERO)), _sum_and_count().SerializeToString()]
    for seed in list(seeds):
        expression = load_plan(seed).extended_expression
        assert expression is not None
        seeds.append(serialize_plan(expression, PlanFormat.JSON))
    rng = random.Random(0)
    outcomes: dict[str, int] = {}
    for case in range(600):
        data = _damaged(seeds[case % len(seeds)], rng)
        try:
            loaded = load_plan(data)
            validate_plan(loaded.plan, load_diagnostics=loaded.diagnostics)
            run_deep(explain_plan, loaded.plan)
            if loaded.extended_expression is not None:
                fmt = list(PlanFormat)[case % 3]
                assert (
                    load_plan(serialize_plan(loaded.extended_expression, fmt)).extended_expression is not None
                )
            outcome = "ok"
        except SubstraitPyError as exc:
            outcome = type(exc).__name__
        outcomes[outcome] = outcomes.get(outcome, 0) + 1
    print(outcomes)
    assert outcomes.get("ok", 0) > 50 and outcomes.get("PlanLoadError", 0) > 50, outcomes


# --------------------------------------------------------------------------------------------- Spark


@pytest.mark.parametrize("settings", ["default", "combined"])
def test_acero_expressions_give_aceros_answers(
    consumer: SparkConsumer, spark: SparkSession, settings: str
) -> None:
    data = acero_bytes(list(ACERO))
    with SessionSettings(spark, named_settings(settings) or {}):
        got = consumer.to_dataframe(data).toArrow()
    assert tables_diff(got, acero_answer(data), ordered=False) is None


def test_measures_give_duckdbs_answers(consumer: SparkConsumer) -> None:
    duckdb = pytest.importorskip("duckdb")
    data = TABLE  # noqa: F841 (DuckDB reads it by its name)
    want = duckdb.sql("SELECT sum(i) AS total, count(s) AS rows FROM data").to_arrow_table()
    got = consumer.to_dataframe(_sum_and_count()).toArrow()
    assert tables_diff(got, want, ordered=False) is None


def test_acero_nested_results_keep_their_names(spark: SparkSession, tmp_path: Path) -> None:
    pq.write_table(NESTED, tmp_path / "n.parquet")
    nested = SparkConsumer(spark, {extended.INPUT_TABLE: spark.read.parquet(str(tmp_path / "n.parquet"))})
    data = acero_nested(["s", "l", "m", "i"])
    got = nested.to_dataframe(data).toArrow()
    assert got.schema.names == ["s", "l", "m", "i"]
    for c in got.schema.names:
        assert _names_of(got.schema.field(c).type) == _names_of(NESTED.schema.field(c).type), c
    # the values are Acero's own, compared by position (Acero's answer has names of its own)
    assert [_by_position(r) for r in got.to_pylist()] == [
        _by_position(r) for r in acero_answer(data, NESTED).to_pylist()
    ]


def _by_position(value: object) -> object:
    """``value`` with every struct (a dict) as the tuple of its values."""
    if isinstance(value, dict):
        return tuple(_by_position(v) for v in value.values())
    if isinstance(value, list | tuple):
        return type(value)(_by_position(v) for v in value)
    return value


def test_a_user_defined_literal_is_refused_by_its_type(consumer: SparkConsumer) -> None:
    with pytest.raises(
        UnsupportedFeatureError, match=r"user-defined type 'u8' of extension:legacy:github\.com/apache/arrow"
    ):
        consumer.to_dataframe(acero_arrow_literal(pa.scalar(7, pa.uint8())))


def test_run_binds_the_input_with_table(tmp_path: Path, spark: SparkSession) -> None:
    from spark_consumer.cli_run import main as run_main

    pq.write_table(TABLE, tmp_path / "t.parquet")
    (tmp_path / "e.substrait").write_bytes(acero_bytes(["add", "starts_with"]))
    out = tmp_path / "out.json"
    run_main(
        [str(tmp_path / "e.substrait"), "-t", f"input={tmp_path / 't.parquet'}", "-o", str(out)],
        spark=spark,
    )
    rows = [json.loads(line) for line in out.read_text().splitlines()]
    assert [r.get("add") for r in rows] == [4, -6, None, 1, 2**40 + 1]
    assert [r.get("starts_with") for r in rows] == [True, False, None, False, False]


def test_a_faulty_expression_fails_at_its_own_path_in_run(tmp_path: Path, spark: SparkSession) -> None:
    from spark_consumer.cli_run import main as run_main
    from substrait_py.errors import SubstraitPyError

    ee = ExtendedExpression()
    ee.ParseFromString(acero_bytes(["add"]))
    ee.referred_expr[0].expression.scalar_function.function_reference = 7  # no such declaration
    (tmp_path / "e.substrait").write_bytes(ee.SerializeToString())
    pq.write_table(TABLE, tmp_path / "t.parquet")
    with pytest.raises(SubstraitPyError) as caught:
        run_main([str(tmp_path / "e.substrait"), "-t", f"input={tmp_path / 't.parquet'}"], spark=spark)
    assert caught.value.path.startswith("referred_expr[0].expression"), caught.value.path
    assert str(caught.value).startswith("referred_expr[0].expression")
