"""Extension declarations: URN, legacy URI (mapped on load), and name-only as DataFusion writes them."""

from __future__ import annotations

import json

import pytest
from substrait import plan_pb2

from substrait_py.errors import InvalidPlanError, Severity
from substrait_py.extensions import index_extensions, split_compound_name
from substrait_py.planio import load_plan


def plan_with(decls: list[tuple[int, int, str]], urns: dict[int, str]) -> plan_pb2.Plan:
    p = plan_pb2.Plan()
    for anchor, urn in urns.items():
        p.extension_urns.add(extension_urn_anchor=anchor, urn=urn)
    for urn_ref, anchor, name in decls:
        f = p.extensions.add().extension_function
        f.extension_urn_reference, f.function_anchor, f.name = urn_ref, anchor, name
    return p


def test_compound_names() -> None:
    assert split_compound_name("gt:i32_i32") == ("gt", ("i32", "i32"))
    assert split_compound_name("sum") == ("sum", None)
    assert split_compound_name("count:") == ("count", ())
    assert split_compound_name("add:pts_iday") == ("add", ("pts", "iday"))


def test_urn_declarations() -> None:
    index = index_extensions(
        plan_with(
            [(1, 5, "gt:i32_i32"), (2, 6, "sum:i64")],
            {
                1: "extension:io.substrait:functions_comparison",
                2: "extension:io.substrait:functions_arithmetic",
            },
        )
    )
    gt = index.function(5)
    assert (gt.urn, gt.name, gt.base_name, gt.signature) == (
        "extension:io.substrait:functions_comparison",
        "gt:i32_i32",
        "gt",
        ("i32", "i32"),
    )
    assert index.function(6).urn == "extension:io.substrait:functions_arithmetic"
    assert index.diagnostics == []


def test_unknown_anchor_is_an_invalid_plan_error_with_path() -> None:
    index = index_extensions(plan_with([], {}))
    with pytest.raises(InvalidPlanError) as info:
        index.function(3, path="relations[0].root.input.project.expressions[0]")
    assert info.value.code == "unknown-function-anchor"
    assert info.value.path == "relations[0].root.input.project.expressions[0]"


def test_duplicate_anchor_is_an_error() -> None:
    index = index_extensions(
        plan_with([(1, 1, "add"), (1, 1, "subtract")], {1: "extension:io.substrait:functions_arithmetic"})
    )
    assert index.function(1).name == "add"
    assert [(d.code, d.severity, d.path) for d in index.diagnostics] == [
        ("duplicate-function-anchor", Severity.ERROR, "extensions[1].extension_function")
    ]


def test_legacy_uri_declarations_resolve_after_load() -> None:
    obj = {
        "extensionUris": [{"extensionUriAnchor": 1, "uri": "/functions_comparison.yaml"}],
        "extensions": [
            {"extensionFunction": {"extensionUriReference": 1, "functionAnchor": 3, "name": "lt"}}
        ],
        "relations": [{"root": {"input": {"read": {"namedTable": {"names": ["t"]}}}}}],
    }
    index = index_extensions(load_plan(json.dumps(obj)).plan)
    assert index.function(3).urn == "extension:io.substrait:functions_comparison"
    assert index.diagnostics == []


def test_datafusion_name_only_declarations() -> None:
    datafusion = pytest.importorskip("datafusion")
    import pyarrow as pa
    from datafusion.substrait import Producer

    ctx = datafusion.SessionContext()
    ctx.register_record_batches("t", [[pa.record_batch({"a": [1, 2], "b": ["x", "y"]})]])
    df = ctx.sql("SELECT a + 1 AS x, sum(a) FROM t WHERE b = 'x' GROUP BY a")
    plan = load_plan(Producer.to_substrait_plan(df.logical_plan(), ctx).encode()).plan
    index = index_extensions(plan)
    names = {decl.base_name for decl in index.functions.values()}
    assert {"add", "sum", "equal"} <= names
    assert all(decl.urn is None for decl in index.functions.values())
    assert {d.code for d in index.diagnostics} == {"function-without-urn"}
    assert all(d.severity is Severity.WARNING for d in index.diagnostics)
