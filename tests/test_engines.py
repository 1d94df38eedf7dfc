"""Engine adapters: Acero runs virtual-table plans through the named-table rewrite, and the adapters bind
``tables``. Expected answers come from DataFusion (which runs virtual tables natively), from DuckDB, or from
the literals the plans are built of."""

from __future__ import annotations

import datetime as dt
import decimal
from collections.abc import Sequence
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq
import pytest
from substrait import algebra_pb2 as alg
from substrait import plan_pb2
from substrait import type_pb2 as tp

from conformance.engines import (
    VIRTUAL_TABLE_PREFIX,
    AceroEngine,
    CallableEngine,
    DataFusionEngine,
    arrow_type,
    virtual_table_to_arrow,
    virtual_tables_to_named,
)
from conformance.reference import assert_tables_match, duckdb_answer
from conformance.tpch import tpch_query
from substrait_py.errors import BindingError, InvalidPlanError

REQ = tp.Type.NULLABILITY_REQUIRED
NUL = tp.Type.NULLABILITY_NULLABLE
L = alg.Expression.Literal
PLAN_DIR = Path(__file__).resolve().parent.parent / "conformance" / "producers" / "datafusion" / "tpch"

# --------------------------------------------------------------------------------------------- plan builders


def _dec(value: int, precision: int, scale: int) -> alg.Expression.Literal:
    return L(
        decimal=L.Decimal(value=value.to_bytes(16, "little", signed=True), precision=precision, scale=scale)
    )


def _lit(**kw: object) -> alg.Expression:
    return alg.Expression(literal=L(**kw))


def _read_vt(
    names: Sequence[str], types: Sequence[tp.Type], rows: Sequence[Sequence[alg.Expression]]
) -> alg.Rel:
    return alg.Rel(
        read=alg.ReadRel(
            base_schema=tp.NamedStruct(
                names=list(names), struct=tp.Type.Struct(types=list(types), nullability=REQ)
            ),
            virtual_table=alg.ReadRel.VirtualTable(
                expressions=[alg.Expression.Nested.Struct(fields=list(r)) for r in rows]
            ),
        )
    )


def _plan(rel: alg.Rel, names: Sequence[str]) -> plan_pb2.Plan:
    return plan_pb2.Plan(
        version=plan_pb2.Version(minor_number=75, producer="tests"),
        relations=[plan_pb2.PlanRel(root=alg.RelRoot(input=rel, names=list(names)))],
    )


def _field(i: int) -> alg.Expression:
    return alg.Expression(
        selection=alg.Expression.FieldReference(
            direct_reference=alg.Expression.ReferenceSegment(
                struct_field=alg.Expression.ReferenceSegment.StructField(field=i)
            ),
            root_reference=alg.Expression.FieldReference.RootReference(),
        )
    )


#: Columns both DataFusion and Acero read from a virtual table: (name, type, values of two rows).
_BIG = 10**38 - 1
COLUMNS: list[tuple[str, tp.Type, list[alg.Expression]]] = [
    ("b", tp.Type(bool=tp.Type.Boolean(nullability=REQ)), [_lit(boolean=True), _lit(boolean=False)]),
    ("i8", tp.Type(i8=tp.Type.I8(nullability=REQ)), [_lit(i8=-128), _lit(i8=127)]),
    ("i16", tp.Type(i16=tp.Type.I16(nullability=REQ)), [_lit(i16=-32768), _lit(i16=7)]),
    (
        "i32",
        tp.Type(i32=tp.Type.I32(nullability=NUL)),
        [_lit(i32=-5), _lit(null=tp.Type(i32=tp.Type.I32(nullability=NUL)))],
    ),
    ("i64", tp.Type(i64=tp.Type.I64(nullability=REQ)), [_lit(i64=2**63 - 1), _lit(i64=-(2**63))]),
    ("f32", tp.Type(fp32=tp.Type.FP32(nullability=REQ)), [_lit(fp32=1.5), _lit(fp32=-0.25)]),
    ("f64", tp.Type(fp64=tp.Type.FP64(nullability=REQ)), [_lit(fp64=0.1), _lit(fp64=-1e300)]),
    (
        "s",
        tp.Type(string=tp.Type.String(nullability=NUL)),
        [_lit(string="héllo"), _lit(null=tp.Type(string=tp.Type.String(nullability=NUL)))],
    ),
    ("bin", tp.Type(binary=tp.Type.Binary(nullability=REQ)), [_lit(binary=b"\x00\xff"), _lit(binary=b"")]),
    ("d", tp.Type(date=tp.Type.Date(nullability=REQ)), [_lit(date=0), _lit(date=19000)]),
    (
        "dec",
        tp.Type(decimal=tp.Type.Decimal(precision=15, scale=2, nullability=REQ)),
        [alg.Expression(literal=_dec(-12345, 15, 2)), alg.Expression(literal=_dec(10**14, 15, 2))],
    ),
    (
        "dec38",
        tp.Type(decimal=tp.Type.Decimal(precision=38, scale=0, nullability=REQ)),
        [alg.Expression(literal=_dec(_BIG, 38, 0)), alg.Expression(literal=_dec(-_BIG, 38, 0))],
    ),
    (
        "ts",
        tp.Type(precision_timestamp=tp.Type.PrecisionTimestamp(precision=6, nullability=REQ)),
        [
            _lit(precision_timestamp=L.PrecisionTimestamp(precision=6, value=1_700_000_000_123_456)),
            _lit(precision_timestamp=L.PrecisionTimestamp(precision=6, value=-1)),
        ],
    ),
    (
        "tsns",
        tp.Type(precision_timestamp=tp.Type.PrecisionTimestamp(precision=9, nullability=REQ)),
        [
            _lit(precision_timestamp=L.PrecisionTimestamp(precision=9, value=1_700_000_000_123_456_789)),
            _lit(precision_timestamp=L.PrecisionTimestamp(precision=9, value=0)),
        ],
    ),
    (
        "tstz",
        tp.Type(precision_timestamp_tz=tp.Type.PrecisionTimestampTZ(precision=3, nullability=REQ)),
        [
            _lit(precision_timestamp_tz=L.PrecisionTimestamp(precision=3, value=1_000)),
            _lit(precision_timestamp_tz=L.PrecisionTimestamp(precision=3, value=-86_400_000)),
        ],
    ),
    (
        "lst",
        tp.Type(list=tp.Type.List(type=tp.Type(i32=tp.Type.I32(nullability=NUL)), nullability=REQ)),
        [
            _lit(list=L.List(values=[L(i32=1), L(null=tp.Type(i32=tp.Type.I32(nullability=NUL))), L(i32=3)])),
            _lit(empty_list=tp.Type.List(type=tp.Type(i32=tp.Type.I32(nullability=NUL)), nullability=REQ)),
        ],
    ),
]

#: The Python values the literals above stand for, written from the literals (not from any engine).
EXPECTED_VALUES: dict[str, list[object]] = {
    "b": [True, False],
    "i8": [-128, 127],
    "i16": [-32768, 7],
    "i32": [-5, None],
    "i64": [2**63 - 1, -(2**63)],
    "f32": [1.5, -0.25],
    "f64": [0.1, -1e300],
    "s": ["héllo", None],
    "bin": [b"\x00\xff", b""],
    "d": [dt.date(1970, 1, 1), dt.date(1970, 1, 1) + dt.timedelta(days=19000)],
    "dec": [decimal.Decimal("-123.45"), decimal.Decimal("1000000000000.00")],
    "dec38": [decimal.Decimal(_BIG), decimal.Decimal(-_BIG)],
    "ts": [
        dt.datetime(2023, 11, 14, 22, 13, 20, 123456),
        dt.datetime(1969, 12, 31, 23, 59, 59, 999999),
    ],
    "lst": [[1, None, 3], []],
}


def _vt_plan(columns: Sequence[tuple[str, tp.Type, list[alg.Expression]]]) -> plan_pb2.Plan:
    names = [c[0] for c in columns]
    rows = [[c[2][r] for c in columns] for r in range(2)]
    read = _read_vt(names, [c[1] for c in columns], rows)
    project = alg.Rel(
        project=alg.ProjectRel(
            common=alg.RelCommon(
                emit=alg.RelCommon.Emit(output_mapping=list(range(len(columns), 2 * len(columns))))
            ),
            input=read,
            expressions=[_field(i) for i in range(len(columns))],
        )
    )
    return _plan(project, names)


# ------------------------------------------------------------------------------------------------ the tests


def test_virtual_table_values_are_the_literals() -> None:
    plan = _vt_plan(COLUMNS)
    table = virtual_table_to_arrow(plan.relations[0].root.input.project.input.read)
    got = table.to_pydict()
    for name, expected in EXPECTED_VALUES.items():
        assert got[name] == expected, name
    assert table.schema.field("i32").nullable and not table.schema.field("i64").nullable
    assert table.schema.field("lst").type == pa.list_(pa.field("item", pa.int32(), nullable=True))


def test_virtual_table_matches_datafusion() -> None:
    """DataFusion reads virtual tables itself: our conversion gives the same types and values."""
    plan = _vt_plan(COLUMNS)
    ours = virtual_table_to_arrow(plan.relations[0].root.input.project.input.read)
    theirs = DataFusionEngine().run(plan.SerializeToString())
    assert theirs.column_names == ours.column_names
    for name in ours.column_names:
        assert ours.column(name).to_pylist() == theirs.column(name).to_pylist(), name
        assert ours.schema.field(name).type == theirs.schema.field(name).type, name


def test_acero_runs_virtual_table_plan_like_datafusion() -> None:
    data = _vt_plan(COLUMNS).SerializeToString()
    acero = AceroEngine().run(data)
    datafusion = DataFusionEngine().run(data)
    assert acero.schema.types == datafusion.schema.types
    # Exact equality: both sides read the same literals (assert_tables_match's decimal quantize cannot take
    # 38 digits, see the report).
    assert acero.to_pylist() == datafusion.to_pylist()


def test_acero_reads_types_it_wraps_in_its_own_extensions() -> None:
    """varchar, fixed_char and interval_year become Acero extension types; the values survive the trip."""
    cols = [
        (
            "vc",
            tp.Type(varchar=tp.Type.VarChar(length=5, nullability=REQ)),
            [_lit(var_char=L.VarChar(value="ab", length=5))],
        ),
        ("fc", tp.Type(fixed_char=tp.Type.FixedChar(length=3, nullability=REQ)), [_lit(fixed_char="xyz")]),
        (
            "iy",
            tp.Type(interval_year=tp.Type.IntervalYear(nullability=REQ)),
            [_lit(interval_year_to_month=L.IntervalYearToMonth(years=2, months=5))],
        ),
    ]
    read = _read_vt([c[0] for c in cols], [c[1] for c in cols], [[c[2][0] for c in cols]])
    result = AceroEngine().run(_plan(read, [c[0] for c in cols]).SerializeToString())
    assert result.column("vc").to_pylist() == ["ab"]
    fixed = result.column("fc").combine_chunks()
    interval = result.column("iy").combine_chunks()
    assert isinstance(fixed, pa.ExtensionArray) and isinstance(interval, pa.ExtensionArray)
    assert fixed.storage.to_pylist() == [b"xyz"]
    assert interval.storage.to_pylist() == [[2, 5]]


def _subquery_plan() -> plan_pb2.Plan:
    """``SELECT x FROM vt1 WHERE x < (SELECT y FROM vt2)``: two virtual tables, one inside the subquery."""
    i32 = tp.Type(i32=tp.Type.I32(nullability=REQ))
    outer = _read_vt(["x"], [i32], [[_lit(i32=1)], [_lit(i32=5)], [_lit(i32=9)]])
    inner = _read_vt(["y"], [i32], [[_lit(i32=6)]])
    cond = alg.Expression(
        scalar_function=alg.Expression.ScalarFunction(
            function_reference=1,
            output_type=tp.Type(bool=tp.Type.Boolean(nullability=NUL)),
            arguments=[
                alg.FunctionArgument(value=_field(0)),
                alg.FunctionArgument(
                    value=alg.Expression(
                        subquery=alg.Expression.Subquery(scalar=alg.Expression.Subquery.Scalar(input=inner))
                    )
                ),
            ],
        )
    )
    plan = _plan(alg.Rel(filter=alg.FilterRel(input=outer, condition=cond)), ["x"])
    plan.extension_urns.add(extension_urn_anchor=1, urn="extension:io.substrait:functions_comparison")
    plan.extensions.add().extension_function.CopyFrom(
        plan.extensions[0].extension_function.__class__(
            extension_urn_reference=1, function_anchor=1, name="lt:i32_i32"
        )
    )
    return plan


def test_rewrite_finds_virtual_tables_inside_subqueries() -> None:
    plan = _subquery_plan()
    tables = virtual_tables_to_named(plan)
    assert sorted(t.column(0).to_pylist() for t in tables.values()) == [[1, 5, 9], [6]]
    filt = plan.relations[0].root.input.filter
    reads = [filt.input.read, filt.condition.scalar_function.arguments[1].value.subquery.scalar.input.read]
    assert all(r.WhichOneof("read_type") == "named_table" for r in reads)
    assert sorted(n for r in reads for n in r.named_table.names) == sorted(tables)
    assert all(name.startswith(VIRTUAL_TABLE_PREFIX) for name in tables)


def test_subquery_plan_result_on_datafusion_and_acero() -> None:
    """The rewritten subquery plan gives DataFusion's answer, or Acero rejects subqueries as unsupported."""
    data = _subquery_plan().SerializeToString()
    expected = DataFusionEngine().run(data)
    assert expected.column(0).to_pylist() == [1, 5]
    engine = AceroEngine()
    try:
        got = engine.run(data)
    except Exception as exc:
        assert engine.classify(exc) == "unsupported", exc
        assert "ReadRel" not in str(exc) and "VirtualTable" not in str(exc)
    else:
        assert_tables_match(got, expected, ordered=False)


def test_rewrite_handles_deep_plans() -> None:
    """A chain of 30 filters over a virtual table (60 message levels; protobuf stops parsing at 100)."""
    i32 = tp.Type(i32=tp.Type.I32(nullability=REQ))
    rel = _read_vt(["x"], [i32], [[_lit(i32=3)]])
    for _ in range(30):
        rel = alg.Rel(filter=alg.FilterRel(input=rel, condition=_lit(boolean=True)))
    plan = _plan(rel, ["x"])
    tables = virtual_tables_to_named(plan)
    assert [t.to_pydict() for t in tables.values()] == [{"x": [3]}]
    result = AceroEngine().run(_plan(rel, ["x"]).SerializeToString())
    assert result.to_pydict() == {"x": [3]}


def test_row_width_mismatch_is_invalid_plan() -> None:
    i32 = tp.Type(i32=tp.Type.I32(nullability=REQ))
    read = _read_vt(["x", "y"], [i32, i32], [[_lit(i32=1)]])
    with pytest.raises(InvalidPlanError, match="row 0 has 1 values"):
        virtual_table_to_arrow(read.read)


@pytest.mark.parametrize(
    "substrait_type",
    [
        tp.Type(i16=tp.Type.I16(nullability=REQ)),
        tp.Type(decimal=tp.Type.Decimal(precision=10, scale=2, nullability=REQ)),
        tp.Type(precision_timestamp=tp.Type.PrecisionTimestamp(precision=9, nullability=REQ)),
        tp.Type(precision_timestamp_tz=tp.Type.PrecisionTimestampTZ(precision=3, nullability=REQ)),
        tp.Type(fixed_binary=tp.Type.FixedBinary(length=3, nullability=REQ)),
        tp.Type(
            map=tp.Type.Map(
                key=tp.Type(string=tp.Type.String(nullability=REQ)),
                value=tp.Type(i32=tp.Type.I32(nullability=NUL)),
                nullability=REQ,
            )
        ),
        tp.Type(list=tp.Type.List(type=tp.Type(string=tp.Type.String(nullability=REQ)), nullability=REQ)),
    ],
    ids=lambda t: t.WhichOneof("kind"),
)
def test_arrow_type_is_the_type_acero_expects(substrait_type: tp.Type) -> None:
    """Acero asks its table provider for its own conversion of the read's base_schema: ours agrees."""
    import pyarrow.substrait as ps

    read = alg.Rel(
        read=alg.ReadRel(
            base_schema=tp.NamedStruct(
                names=["a"], struct=tp.Type.Struct(types=[substrait_type], nullability=REQ)
            ),
            named_table=alg.ReadRel.NamedTable(names=["t"]),
        )
    )
    asked: list[pa.Schema] = []

    def provider(names: list[str], schema: pa.Schema) -> pa.Table:
        asked.append(schema)
        return schema.empty_table()

    ps.run_query(_plan(read, ["a"]).SerializeToString(), table_provider=provider).read_all()
    assert asked and asked[0].field(0).type == arrow_type(substrait_type)


def test_acero_binds_given_tables_and_reports_missing_ones() -> None:
    i64 = tp.Type(i64=tp.Type.I64(nullability=NUL))
    read = alg.Rel(
        read=alg.ReadRel(
            base_schema=tp.NamedStruct(
                names=["k", "v"], struct=tp.Type.Struct(types=[i64, i64], nullability=REQ)
            ),
            named_table=alg.ReadRel.NamedTable(names=["Sales"]),
        )
    )
    data = _plan(read, ["k", "v"]).SerializeToString()
    given = {
        "sales": pa.table({"key": pa.array([1, 2], pa.int64()), "val": pa.array([10, None], pa.int64())})
    }
    got = AceroEngine().run(data, tables=given)
    assert got.column_names == ["k", "v"]
    assert got.to_pydict() == {"k": [1, 2], "v": [10, None]}
    with pytest.raises(BindingError, match="Sales"):
        AceroEngine().run(data, tables={"other": given["sales"]})


@pytest.mark.parametrize("n", [1, 6], ids=lambda n: f"q{n:02d}")
def test_datafusion_binds_tpch_tables(n: int, tpch_dir: Path) -> None:
    tables = {p.stem: pq.read_table(p) for p in sorted(tpch_dir.glob("*.parquet"))}
    got = DataFusionEngine().run((PLAN_DIR / f"q{n:02d}.substrait").read_bytes(), tables=tables)
    expected = duckdb_answer(tpch_query(n), tpch_dir)
    assert_tables_match(got, expected, ordered=True, check_names=False)


def test_datafusion_binds_an_empty_table() -> None:
    i64 = tp.Type(i64=tp.Type.I64(nullability=NUL))
    read = alg.Rel(
        read=alg.ReadRel(
            base_schema=tp.NamedStruct(names=["k"], struct=tp.Type.Struct(types=[i64], nullability=REQ)),
            named_table=alg.ReadRel.NamedTable(names=["t"]),
        )
    )
    got = DataFusionEngine().run(
        _plan(read, ["k"]).SerializeToString(), tables={"t": pa.table({"k": pa.array([], pa.int64())})}
    )
    assert got.num_rows == 0


def test_callable_engine_keeps_the_one_argument_form() -> None:
    seen: list[bytes] = []

    def fn(plan: bytes) -> pa.Table:
        seen.append(plan)
        return pa.table({"x": [1]})

    engine = CallableEngine(fn)
    assert engine.run(b"p").to_pydict() == {"x": [1]}
    assert seen == [b"p"]


def test_acero_classifies_enum_argument_rejection_as_unsupported() -> None:
    exc = pa.ArrowInvalid(
        "Expected Substrait call to have a value argument at index 0 but the argument was not a value"
    )
    assert AceroEngine().classify(exc) == "unsupported"
    assert AceroEngine().classify(pa.ArrowInvalid("divide by zero")) == "raised"


def test_nested_struct_names_are_taken_depth_first_like_datafusion() -> None:
    """``NamedStruct`` names list nested struct fields depth-first after their parent (also inside lists)."""
    i32 = tp.Type(i32=tp.Type.I32(nullability=NUL))  # DataFusion's struct literals have nullable fields
    inner = tp.Type(
        struct=tp.Type.Struct(types=[i32, tp.Type(string=tp.Type.String(nullability=NUL))], nullability=NUL)
    )
    listed = tp.Type(
        list=tp.Type.List(type=tp.Type(struct=tp.Type.Struct(types=[i32], nullability=REQ)), nullability=REQ)
    )
    names = ["st", "a", "b", "ls", "z", "n"]
    row = [
        _lit(struct=L.Struct(fields=[L(i32=1), L(string="x")])),
        _lit(list=L.List(values=[L(struct=L.Struct(fields=[L(i32=7)]))])),
        _lit(i32=3),
    ]
    read = _read_vt(names, [inner, listed, i32], [row])
    ours = virtual_table_to_arrow(read.read)
    assert ours.column_names == ["st", "ls", "n"]
    assert ours.to_pylist() == [{"st": {"a": 1, "b": "x"}, "ls": [{"z": 7}], "n": 3}]
    theirs = DataFusionEngine().run(_plan(read, names).SerializeToString())
    assert theirs.to_pylist() == ours.to_pylist()
    assert theirs.schema.field("st").type.equals(ours.schema.field("st").type)


@pytest.mark.parametrize(
    ("substrait_type", "expected"),
    [
        (tp.Type(precision_time=tp.Type.PrecisionTime(precision=3, nullability=REQ)), pa.time32("ms")),
        (tp.Type(precision_time=tp.Type.PrecisionTime(precision=6, nullability=REQ)), pa.time64("us")),
        (
            tp.Type(interval_day=tp.Type.IntervalDay(precision=6, nullability=REQ)),
            pa.month_day_nano_interval(),
        ),
        (tp.Type(uuid=tp.Type.UUID(nullability=REQ)), pa.binary(16)),
        (tp.Type(varchar=tp.Type.VarChar(length=4, nullability=REQ)), pa.string()),
    ],
    ids=lambda v: v.WhichOneof("kind") if isinstance(v, tp.Type) else str(v),
)
def test_arrow_type_of_types_acero_does_not_share(substrait_type: tp.Type, expected: pa.DataType) -> None:
    """Per the spec: precision_time<p> has p fractional second digits; uuid is 16 bytes; varchar a string."""
    assert arrow_type(substrait_type) == expected


def test_precision_time_and_interval_values() -> None:
    cols = [
        tp.Type(precision_time=tp.Type.PrecisionTime(precision=3, nullability=REQ)),
        tp.Type(interval_day=tp.Type.IntervalDay(precision=3, nullability=REQ)),
    ]
    row = [
        _lit(precision_time=L.PrecisionTime(precision=3, value=3_723_155)),
        _lit(interval_day_to_second=L.IntervalDayToSecond(days=2, seconds=5, subseconds=250, precision=3)),
    ]
    table = virtual_table_to_arrow(_read_vt(["t", "iv"], cols, [row]).read)
    assert table.column("t").to_pylist() == [dt.time(1, 2, 3, 155000)]
    iv = table.column("iv")[0].as_py()
    assert (iv.months, iv.days, iv.nanoseconds) == (0, 2, 5_250_000_000)
