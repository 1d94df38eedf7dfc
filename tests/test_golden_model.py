"""The golden-case machinery without any engine: type strings, golden files, coverage of the spec's options,
regeneration determinism, and the runner's classification."""

from __future__ import annotations

import json
from pathlib import Path

import pyarrow as pa
import pytest
from google.protobuf import json_format
from substrait import algebra_pb2 as alg
from substrait import plan_pb2
from substrait.type_pb2 import Type

from conformance.builders import PlanBuilder, arrow_type, parse_type
from conformance.golden import PLANS_DIR, GoldenCase, case_definitions, load_cases, write_case
from conformance.plan_runner import Outcome, Status, run_case, type_mismatches
from substrait_py.errors import InvalidPlanError, UnsupportedFeatureError
from substrait_py.typesys import type_str

CASES = load_cases()
BY_ID = {c.id: c for c in CASES}


@pytest.mark.parametrize(
    "text",
    [
        "i32",
        "i64?",
        "boolean?",
        "decimal?<15,2>",
        "decimal<38,0>",
        "varchar?<5>",
        "date",
        "struct<i32, string?>",
        "struct?<i32?, list?<struct?<i32?, string?, string?>>, i32?>",
        "list<i32?>",
        "map?<string, i32?>",
    ],
)
def test_parse_type_is_the_inverse_of_type_str(text: str) -> None:
    assert type_str(parse_type(text)) == text


@pytest.mark.parametrize("bad", ["", "i33", "decimal<1>", "struct<i32", "i32 extra"])
def test_parse_type_rejects_bad_strings(bad: str) -> None:
    with pytest.raises(InvalidPlanError):
        parse_type(bad)


def test_arrow_type_of_nested_types() -> None:
    t = arrow_type(parse_type("struct?<i32?, list?<decimal?<10,2>>>"))
    assert t == pa.struct([pa.field("f0", pa.int32()), pa.field("f1", pa.list_(pa.decimal128(10, 2)))])


def test_at_least_200_cases_and_every_area_of_the_brief() -> None:
    assert len(CASES) >= 200
    areas = {c.area for c in CASES}
    assert {
        "aggregate",
        "join",
        "set",
        "fetch",
        "sort",
        "reference",
        "read",
        "nested_reference",
        "mask",
        "write",
        "ddl",
        "naming",
        "tpch_datafusion",
        "substrait_python",
    } <= areas


def test_every_case_on_disk_is_defined_and_every_definition_is_on_disk() -> None:
    assert {c.id for c in case_definitions()} == set(BY_ID)


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_golden_file_is_consistent(case: GoldenCase) -> None:
    assert case.plan_path.exists(), case.plan_path
    plan = case.plan()
    roots = [r for r in plan.relations if r.WhichOneof("rel_type") == "root"]
    assert len(roots) == 1
    assert len(case.names) == len(case.types)
    assert all(len(row) == len(case.types) for row in case.rows)
    table = case.expected_table()
    assert table.num_rows == len(case.rows)
    assert case.source.startswith(("duckdb", "seed"))
    if case.target is None and roots[0].root.names:
        assert _top_level(list(roots[0].root.names), case.substrait_types()) == case.names


def _nested_count(t: Type) -> int:
    kind = t.WhichOneof("kind")
    if kind == "struct":
        return sum(1 + _nested_count(x) for x in t.struct.types)
    if kind == "list":
        return _nested_count(t.list.type)
    if kind == "map":
        return _nested_count(t.map.key) + _nested_count(t.map.value)
    return 0


def _top_level(names: list[str], types: list[Type]) -> list[str]:
    """Top-level names from depth-first root names (nested struct field names skipped)."""
    out, offset = [], 0
    for t in types:
        out.append(names[offset])
        offset += 1 + _nested_count(t)
    assert offset == len(names)
    return out


def _plans(area: str) -> list[plan_pb2.Plan]:
    return [c.plan() for c in CASES if c.area == area]


def _walk(msg: object, kind: type) -> list[object]:
    found = []
    if isinstance(msg, kind):
        found.append(msg)
    descriptor = getattr(msg, "DESCRIPTOR", None)
    if descriptor is None:
        return found
    for fd, value in msg.ListFields():  # type: ignore[attr-defined]
        if fd.message_type is None:
            continue
        items = value if fd.is_repeated else [value]
        for item in items:
            if hasattr(item, "DESCRIPTOR"):
                found.extend(_walk(item, kind))
    return found


def test_every_join_type_is_covered() -> None:
    used = {j.type for p in _plans("join") for j in _walk(p, alg.JoinRel)}  # type: ignore[attr-defined]
    assert used == set(alg.JoinRel.JoinType.values()) - {alg.JoinRel.JOIN_TYPE_UNSPECIFIED}


def test_every_set_operation_over_two_and_three_inputs() -> None:
    seen = {(s.op, len(s.inputs)) for p in _plans("set") for s in _walk(p, alg.SetRel)}  # type: ignore[attr-defined]
    ops = set(alg.SetRel.SetOp.values()) - {alg.SetRel.SET_OP_UNSPECIFIED}
    assert seen == {(op, n) for op in ops for n in (2, 3)}


def test_every_sort_direction_and_fetch_form() -> None:
    directions = {s.direction for p in _plans("sort") for s in _walk(p, alg.SortField)}  # type: ignore[attr-defined]
    assert {
        alg.SortField.SORT_DIRECTION_ASC_NULLS_FIRST,
        alg.SortField.SORT_DIRECTION_ASC_NULLS_LAST,
        alg.SortField.SORT_DIRECTION_DESC_NULLS_FIRST,
        alg.SortField.SORT_DIRECTION_DESC_NULLS_LAST,
    } <= directions
    forms = {
        (f.HasField("offset_expr"), f.HasField("count_expr"), f.count_expr.literal.i64 == 0)  # type: ignore[attr-defined]
        for p in _plans("fetch")
        for f in _walk(p, alg.FetchRel)
    }
    assert {(True, False, True), (False, True, False), (True, True, False), (False, True, True)} <= forms


def test_grouping_sets_cases_declare_the_index_column() -> None:
    for case in CASES:
        if case.area == "aggregate" and case.name.startswith("grouping_sets"):
            assert case.types[-1] == "i32"
            index = [row[-1] for row in case.rows]
            n_sets = len(_walk(case.plan(), alg.AggregateRel.Grouping))
            if case.name.endswith("_empty_input"):  # the empty grouping set's row alone (the last set)
                assert index == [n_sets - 1], case.id
                continue
            assert set(index) == set(range(n_sets)), case.id


@pytest.mark.parametrize(
    "case_id", ["join/left_mark", "set/minus_primary_all_3_inputs", "mask/seed_example_virtual_table"]
)
def test_regeneration_is_deterministic(case_id: str, tmp_path: Path) -> None:
    definition = next(d for d in case_definitions() if d.id == case_id)
    written = write_case(definition, tmp_path)
    committed = PLANS_DIR / definition.area / written.name
    assert json.loads(written.read_text()) == json.loads(committed.read_text())
    plan_file = written.with_name(f"{definition.name}.json")
    assert plan_file.read_text() == (PLANS_DIR / definition.area / plan_file.name).read_text()


def test_seed_mask_result_schema() -> None:
    case = BY_ID["mask/seed_example_virtual_table"]
    assert case.types == ["struct?<i32?, list?<struct?<i32?, string?>>>", "i32?", "i64?"]
    assert len(case.rows[0][0][1]) == 5  # the first five list elements only


def test_mark_join_expected_marks_follow_the_spec() -> None:
    rows = {r[1]: r[2] for r in BY_ID["join/left_mark"].rows}
    assert rows == {"l1": True, "l2": True, "l3": None, "l4": None, "lnull": None}
    empty = {r[1]: r[2] for r in BY_ID["join/left_mark_empty_right"].rows}
    assert set(empty.values()) == {False}


def test_naming_cases_have_the_seed_names() -> None:
    assert BY_ID["naming/function_with_operators"].names == ["(t1.id + abs(t1.id))", "abs((t1.id * t1.id))"]
    assert BY_ID["naming/project_literals"].names == ["1", "(2 + 5)", "foo_bar"]
    for case in CASES:
        if case.area == "naming":
            root = next(r for r in case.plan().relations if r.WhichOneof("rel_type") == "root")
            assert not root.root.names, case.id


# ------------------------------------------------------------------------------------------------ runner


class _FakeEngine:
    name = "fake"
    check_types = True

    def __init__(self, answer: object) -> None:
        self._answer = answer

    def answer(self, case: GoldenCase) -> pa.Table:
        if isinstance(self._answer, BaseException):
            raise self._answer
        assert callable(self._answer)
        return self._answer(case)

    def classify(self, exc: BaseException) -> Status:
        return "unsupported" if isinstance(exc, UnsupportedFeatureError) else "error"


def test_runner_classifies_pass_wrong_unsupported_error() -> None:
    case = BY_ID["aggregate/grouping_sets_two"]
    good = _FakeEngine(lambda c: c.expected_table())
    assert run_case(case, good).status == "pass"

    def drop_row(c: GoldenCase) -> pa.Table:
        return c.expected_table().slice(1)

    wrong: Outcome = run_case(case, _FakeEngine(drop_row))
    assert wrong.status == "wrong"
    assert "missing rows" in wrong.detail
    assert run_case(case, _FakeEngine(UnsupportedFeatureError("thing"))).status == "unsupported"
    assert run_case(case, _FakeEngine(RuntimeError("boom"))).status == "error"


def test_runner_checks_types_and_names() -> None:
    case = BY_ID["aggregate/grouping_sets_two"]

    def widened(c: GoldenCase) -> pa.Table:
        t = c.expected_table()
        return t.set_column(4, "set_index", t.column(4).cast(pa.int64()))

    outcome = run_case(case, _FakeEngine(widened))
    assert outcome.status == "wrong"
    assert "expected i32" in outcome.detail

    def renamed(c: GoldenCase) -> pa.Table:
        t = c.expected_table()
        return t.rename_columns(["a", "b", "c", "d", "e"])

    assert run_case(case, _FakeEngine(renamed)).status == "wrong"


def test_type_mismatches_ignores_nullability_and_field_names() -> None:
    schema = pa.schema([pa.field("x", pa.struct([pa.field("anything", pa.int32())]), nullable=False)])
    assert type_mismatches(schema, [parse_type("struct?<i32?>")]) == []
    assert type_mismatches(schema, [parse_type("struct<i64>")])


def test_builder_rejects_unknown_function() -> None:
    pb = PlanBuilder()
    with pytest.raises(UnsupportedFeatureError):
        pb.call("no_such_function", pb.lit(1, "i32"))


def test_local_file_plans_use_the_placeholder() -> None:
    text = (PLANS_DIR / "read" / "parquet_file.json").read_text()
    assert "${GOLDEN_PLANS}/read/data/items.parquet" in text
    plan = BY_ID["read/parquet_file"].plan()
    uri = json_format.MessageToDict(plan)["relations"][0]["root"]["input"]["read"]["localFiles"]["items"][0]
    assert uri["uriFile"] == f"file://{PLANS_DIR}/read/data/items.parquet"
