"""Plan files: format detection, loading from every kind of source, saving, bad input."""

from __future__ import annotations

import io
import json
import os
from pathlib import Path

import pytest
from google.protobuf import json_format, text_format
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from substrait import plan_pb2
from substrait.extensions import extensions_pb2 as ext

from substrait_py.errors import OutputError, PlanLoadError
from substrait_py.planio import (
    LoadedPlan,
    PlanFormat,
    detect_format,
    format_for_path,
    load_plan,
    read_plan,
    save_plan,
    serialize_plan,
)


def small_plan() -> plan_pb2.Plan:
    """SELECT "ID" + 1 FROM "Orders" WHERE "ID" > 0, with upper-case names."""
    p = plan_pb2.Plan()
    p.version.minor_number = 85
    p.extension_urns.add(extension_urn_anchor=1, urn="extension:io.substrait:functions_arithmetic")
    p.extension_urns.add(extension_urn_anchor=2, urn="extension:io.substrait:functions_comparison")
    p.extensions.add().extension_function.CopyFrom(alg_fn(1, 1, "add:i64_i64"))
    p.extensions.add().extension_function.CopyFrom(alg_fn(2, 2, "gt:i64_i64"))
    root = p.relations.add().root
    root.names.append("Result")
    proj = root.input.project
    filt = proj.input.filter
    read = filt.input.read
    read.named_table.names.append("Orders")
    read.base_schema.names.append("ID")
    read.base_schema.struct.types.add().i64.nullability = 2
    gt = filt.condition.scalar_function
    gt.function_reference = 2
    gt.arguments.add().value.selection.direct_reference.struct_field.field = 0
    gt.arguments.add().value.literal.i64 = 0
    gt.output_type.bool.nullability = 2
    add = proj.expressions.add().scalar_function
    add.function_reference = 1
    add.arguments.add().value.selection.direct_reference.struct_field.field = 0
    add.arguments.add().value.literal.i64 = 1
    add.output_type.i64.nullability = 2
    proj.common.emit.output_mapping.append(1)
    return p


def alg_fn(urn_ref: int, anchor: int, name: str) -> ext.SimpleExtensionDeclaration.ExtensionFunction:
    return ext.SimpleExtensionDeclaration.ExtensionFunction(
        extension_urn_reference=urn_ref, function_anchor=anchor, name=name
    )


PLAN = small_plan()


@pytest.mark.parametrize("fmt", list(PlanFormat))
def test_each_format_detected_from_content_and_round_trips(fmt: PlanFormat) -> None:
    data = serialize_plan(PLAN, fmt)
    assert detect_format(data) is fmt
    loaded = load_plan(data)
    assert loaded.format is fmt
    assert loaded.plan == PLAN
    assert loaded.diagnostics == []


def test_serializations_are_the_protobuf_ones() -> None:
    assert plan_pb2.Plan.FromString(serialize_plan(PLAN, PlanFormat.BINARY)) == PLAN
    assert json_format.Parse(serialize_plan(PLAN, PlanFormat.JSON), plan_pb2.Plan()) == PLAN
    assert text_format.Parse(serialize_plan(PLAN, PlanFormat.TEXT).decode(), plan_pb2.Plan()) == PLAN


def test_binary_json_text_binary_chain_is_equal() -> None:
    b1 = serialize_plan(PLAN, PlanFormat.BINARY)
    j = serialize_plan(read_plan(b1), PlanFormat.JSON)
    t = serialize_plan(read_plan(j), PlanFormat.TEXT)
    b2 = serialize_plan(read_plan(t), PlanFormat.BINARY)
    assert read_plan(b2) == PLAN


def test_upper_case_names_load_as_written() -> None:
    plan = read_plan(serialize_plan(PLAN, PlanFormat.JSON))
    read = plan.relations[0].root.input.project.input.filter.input.read
    assert list(read.named_table.names) == ["Orders"]
    assert list(read.base_schema.names) == ["ID"]
    assert list(plan.relations[0].root.names) == ["Result"]


def test_content_not_file_name_decides(tmp_path: Path) -> None:
    path = tmp_path / "plan.json"  # misleading suffix, binary content
    path.write_bytes(serialize_plan(PLAN, PlanFormat.BINARY))
    loaded = load_plan(path)
    assert loaded.format is PlanFormat.BINARY and loaded.plan == PLAN


def test_sources(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "p.substrait"
    save_plan(PLAN, path)
    assert read_plan(path) == PLAN
    assert read_plan(str(path)) == PLAN
    assert read_plan(io.BytesIO(path.read_bytes())) == PLAN
    assert read_plan(serialize_plan(PLAN, PlanFormat.JSON).decode()) == PLAN
    assert read_plan(serialize_plan(PLAN, PlanFormat.TEXT).decode()) == PLAN
    fake_stdin = io.TextIOWrapper(io.BytesIO(serialize_plan(PLAN, PlanFormat.TEXT)))
    monkeypatch.setattr("sys.stdin", fake_stdin)
    assert read_plan("-") == PLAN


def test_save_format_from_suffix_and_stdout(
    tmp_path: Path, capfdbinary: pytest.CaptureFixture[bytes]
) -> None:
    for name, fmt in [
        ("a.json", PlanFormat.JSON),
        ("a.pbtxt", PlanFormat.TEXT),
        ("a.textproto", PlanFormat.TEXT),
        ("a.txt", PlanFormat.TEXT),
        ("a.substrait", PlanFormat.BINARY),
        ("a.bin", PlanFormat.BINARY),
    ]:
        assert format_for_path(name) is fmt
        save_plan(PLAN, tmp_path / name)
        assert detect_format((tmp_path / name).read_bytes()) is fmt
        assert read_plan(tmp_path / name) == PLAN
    save_plan(PLAN, "-", PlanFormat.JSON)
    out = capfdbinary.readouterr().out
    assert json.loads(out)["relations"]


def test_save_is_atomic(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "p.json"
    save_plan(PLAN, path)
    before = path.read_bytes()

    def broken_replace(src: str, dst: str) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", broken_replace)
    other = small_plan()
    other.relations[0].root.names[0] = "Other"
    with pytest.raises(OutputError, match="disk full"):
        save_plan(other, path)
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["p.json"]


BAD_INPUTS = {
    "empty": b"",
    "whitespace": b"  \n",
    "random": bytes(range(256)) * 3,
    "truncated": serialize_plan(PLAN, PlanFormat.BINARY)[:40],
    "other-json-message": b'{"foo": 1}',
    "json-list": b"[1, 2]",
    "json-wrong-type": b'{"relations": 5}',
    "json-wrong-nested-type": b'{"relations": [{"root": {"names": "x"}}]}',
    "bad-json": b'{"relations": [',
    "plain-text": b"hello world",
    "plan-without-relations": b'{"version": {"minorNumber": 85}}',
    "wrong-wire-type": b"\x18\x01",  # field 3 (relations) as a varint
}


@pytest.mark.parametrize("name", list(BAD_INPUTS))
def test_bad_input_is_a_one_line_plan_load_error(name: str) -> None:
    with pytest.raises(PlanLoadError) as info:
        load_plan(BAD_INPUTS[name])
    assert "\n" not in info.value.one_line()
    assert info.value.one_line().startswith("not a")


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(PlanLoadError, match="no such file"):
        load_plan(str(tmp_path / "missing.substrait"))


def test_unknown_json_fields_are_warnings_with_paths() -> None:
    obj = json.loads(serialize_plan(PLAN, PlanFormat.JSON))
    obj["futureTopLevel"] = {"x": 1}
    obj["relations"][0]["root"]["input"]["project"]["futureField"] = 3
    loaded = load_plan(json.dumps(obj).encode())
    assert loaded.plan == PLAN
    assert [(d.code, d.path, str(d.severity)) for d in loaded.diagnostics] == [
        ("unknown-json-field", "futureTopLevel", "warning"),
        ("unknown-json-field", "relations[0].root.input.project.futureField", "warning"),
    ]


def test_unknown_binary_field_is_a_warning_and_dropped() -> None:
    data = serialize_plan(PLAN, PlanFormat.BINARY) + b"\xf8\x01\x07"  # field 31, varint 7
    loaded = load_plan(data)
    assert loaded.plan == PLAN
    assert [(d.code, str(d.severity)) for d in loaded.diagnostics] == [("unknown-binary-field", "warning")]


def test_a_plan_with_fields_this_spec_does_not_define_is_valid_but_not_run() -> None:
    """A field the installed spec version does not define (a newer spec's, or a fork's) is dropped on load
    with a warning; ``validate`` judges the rest, but ``run`` refuses the plan, naming the field: what the
    field changes in the plan's meaning is not known, and the rest alone could give another answer."""
    import validator_plans as vp
    from pyspark.sql import types as T
    from substrait.algebra_pb2 import FilterRel

    from spark_consumer.consumer import SparkConsumer
    from substrait_py.errors import UnsupportedFeatureError
    from substrait_py.validate import is_valid, validate_plan

    plan = vp.base_plan()
    with_unknown = FilterRel()
    with_unknown.ParseFromString(plan.relations[0].root.input.filter.SerializeToString() + b"\x98\x06\x01")
    plan.relations[0].root.input.filter.CopyFrom(with_unknown)  # field 99, varint 1
    binary = plan.SerializeToString()
    obj = json.loads(json_format.MessageToJson(vp.base_plan()))
    obj["relations"][0]["root"]["input"]["filter"]["futureMode"] = "STRICT"
    schema = T.StructType([T.StructField("id", T.LongType()), T.StructField("age", T.LongType())])
    for data, code in ((binary, "unknown-binary-field"), (json.dumps(obj).encode(), "unknown-json-field")):
        loaded = load_plan(data)
        found = validate_plan(loaded.plan, load_diagnostics=loaded.diagnostics)
        assert is_valid(found) and code in {d.code for d in found}
        with pytest.raises(UnsupportedFeatureError, match="spec version") as caught:
            SparkConsumer(None, {"people": schema}).translate(data)
        assert caught.value.path is not None and caught.value.path.startswith(
            "relations[0].root.input.filter"
        )


def test_datafusion_plans_round_trip(tmp_path: Path) -> None:
    datafusion = pytest.importorskip("datafusion")
    import pyarrow as pa
    from datafusion.substrait import Producer

    ctx = datafusion.SessionContext()
    ctx.register_record_batches("t", [[pa.record_batch({"A": [1, 2, 3], "b": ["x", "y", "x"]})]])
    queries = [
        'SELECT "A" + 1 AS x, sum("A") FROM t WHERE b = \'x\' GROUP BY "A"',
        "SELECT b, count(*) FROM t GROUP BY b ORDER BY b LIMIT 1 OFFSET 1",
    ]
    for sql in queries:
        data = Producer.to_substrait_plan(ctx.sql(sql).logical_plan(), ctx).encode()
        path = tmp_path / "df.substrait"
        path.write_bytes(data)
        loaded = load_plan(path)
        assert loaded.format is PlanFormat.BINARY
        j = serialize_plan(loaded.plan, PlanFormat.JSON)
        t = serialize_plan(read_plan(j), PlanFormat.TEXT)
        again = read_plan(serialize_plan(read_plan(t), PlanFormat.BINARY))
        assert again == loaded.plan


VALID = serialize_plan(PLAN, PlanFormat.BINARY)


def _mutate(data: bytes, position: int, value: int, cut: int | None) -> bytes:
    out = bytearray(data)
    out[position % len(out)] = value
    return bytes(out[:cut] if cut is not None else out)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.binary(max_size=400))
def test_random_bytes_load_or_raise_plan_load_error(data: bytes) -> None:
    try:
        result = load_plan(data)
    except PlanLoadError:
        return
    assert isinstance(result, LoadedPlan)


@settings(max_examples=400, deadline=None)
@given(
    st.sampled_from([VALID, serialize_plan(PLAN, PlanFormat.JSON), serialize_plan(PLAN, PlanFormat.TEXT)]),
    st.lists(st.tuples(st.integers(0, 10_000), st.integers(0, 255)), min_size=1, max_size=4),
    st.one_of(st.none(), st.integers(0, 2_000)),
)
def test_mutated_plans_load_or_raise_plan_load_error(
    data: bytes, edits: list[tuple[int, int]], cut: int | None
) -> None:
    for position, value in edits:
        data = _mutate(data, position, value, None)
    if cut is not None:
        data = data[:cut]
    try:
        result = load_plan(data)
    except PlanLoadError:
        return
    assert isinstance(result, LoadedPlan)


def test_json_any_of_an_unknown_message_type() -> None:
    # JSON spells an Any's content by the fields of its message type, so one no schema here describes
    # cannot be read: an optimization is dropped (the spec lets a consumer ignore it), an enhancement keeps
    # its type URL so that it can be refused for what it is, and the file is still a plan
    read = {
        "baseSchema": {"names": ["a"], "struct": {"types": [{"i64": {}}]}},
        "namedTable": {"names": ["t"]},
        "advancedExtension": {
            "optimization": [
                {"@type": "type.googleapis.com/acme.Hint", "rows": 10},
                {"@type": "type.googleapis.com/google.protobuf.Int64Value", "value": "7"},
            ],
            "enhancement": {"@type": "type.googleapis.com/acme.Sampling", "rate": 5},
        },
    }
    text = json.dumps({"relations": [{"root": {"input": {"read": read}, "names": ["a"]}}]})
    loaded = load_plan(text)
    ext = loaded.plan.relations[0].root.input.read.advanced_extension
    assert [o.type_url for o in ext.optimization] == ["type.googleapis.com/google.protobuf.Int64Value"]
    assert (ext.enhancement.type_url, ext.enhancement.value) == ("type.googleapis.com/acme.Sampling", b"")
    found = {(d.code, d.path) for d in loaded.diagnostics}
    path = "relations[0].root.input.read.advanced_extension"
    assert found == {
        ("unknown-json-any", f"{path}.optimization[0]"),
        ("unknown-json-any", f"{path}.enhancement"),
    }


def test_an_any_of_an_unknown_message_type_round_trips_through_json(tmp_path: Path) -> None:
    # protobuf's JSON writer cannot spell such an Any (it needs the type's fields); the toolkit writes its
    # bytes as base64 beside its type URL and reads that form back exactly
    from google.protobuf import any_pb2

    plan = plan_pb2.Plan()
    root = plan.relations.add().root
    root.names.append("a")
    read = root.input.read
    read.named_table.names.append("t")
    read.base_schema.names.append("a")
    read.base_schema.struct.types.add().i64.SetInParent()
    hint = any_pb2.Any(type_url="type.googleapis.com/acme.Hint", value=b"\x08\x07")
    read.advanced_extension.optimization.add().CopyFrom(hint)
    read.advanced_extension.enhancement.CopyFrom(
        any_pb2.Any(type_url="type.googleapis.com/acme.Sampling", value=b"\x08\x05\x12\x01x")
    )
    text = serialize_plan(plan, PlanFormat.JSON).decode()
    written = json.loads(text)["relations"][0]["root"]["input"]["read"]["advancedExtension"]
    assert written["enhancement"] == {"@type": "type.googleapis.com/acme.Sampling", "value": "CAUSAXg="}
    loaded = load_plan(text)
    assert loaded.plan == plan
    assert not [d for d in loaded.diagnostics if d.code == "unknown-json-any"]
