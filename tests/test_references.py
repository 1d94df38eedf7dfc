"""Field references of every form, typed against a schema (seed: substrait-field-references-and-masks)."""

from __future__ import annotations

import pytest
from substrait.algebra_pb2 import Expression
from substrait.type_inference import infer_expression_type
from substrait.type_pb2 import Type

from substrait_py import typesys as ts
from substrait_py.errors import InvalidPlanError, UnsupportedFeatureError
from substrait_py.masks import parse_mask
from substrait_py.references import reference_type, top_level_field

I32, I64, STR = ts.i32(), ts.simple("i64"), ts.simple("string")


def seed_column_a() -> Type.Struct:
    """The spec's example schema: a: struct<b: list<struct<c: map<string, struct<x: i32>>>>>."""
    x = ts.struct_of([I32])
    c = ts.map_of(STR, x)
    b = ts.list_of(ts.struct_of([c]))
    return ts.row([ts.struct_of([b])])


def seed_reference() -> Expression.FieldReference:
    """The spec's a.b[2].c['my_map_key'].x, segment by segment as in its protobuf text."""
    r = Expression.FieldReference()
    s = r.direct_reference.struct_field
    s.field = 0  # .a
    s = s.child.struct_field
    s.field = 0  # .b
    le = s.child.list_element
    le.offset = 2
    s = le.child.struct_field
    s.field = 0  # .c
    mk = s.child.map_key
    mk.map_key.string = "my_map_key"
    mk.child.struct_field.field = 0  # .x
    r.root_reference.SetInParent()
    return r


def test_seed_compound_reference_types_to_nullable_i32() -> None:
    # x is i32; the list element and the map key may each be missing (null), so the result is i32?.
    t = reference_type(seed_reference(), seed_column_a())
    assert ts.type_str(t) == "i32?"


def test_list_element_is_nullable_substrait_python_is_not() -> None:
    schema = ts.row([ts.list_of(I64)])
    e = Expression()
    e.selection.direct_reference.struct_field.field = 0
    e.selection.direct_reference.struct_field.child.list_element.offset = -1
    e.selection.root_reference.SetInParent()
    ours = reference_type(e.selection, schema)
    theirs = infer_expression_type(e, schema)
    assert ours == ts.simple("i64", nullable=True)  # offset past either end gives null
    assert theirs == I64  # substrait-python keeps the element type as is


def test_struct_field_out_of_range_names_ordinal_width_and_segment_path() -> None:
    schema = ts.row([ts.struct_of([I32, STR]), I64])
    r = Expression.FieldReference()
    r.direct_reference.struct_field.field = 0
    r.direct_reference.struct_field.child.struct_field.field = 5
    r.root_reference.SetInParent()
    with pytest.raises(InvalidPlanError) as exc:
        reference_type(r, schema, path="relations[0].root.input.project.expressions[0].selection")
    err = exc.value
    assert err.code == "field-out-of-range"
    assert err.path == (
        "relations[0].root.input.project.expressions[0].selection.direct_reference.struct_field.child.struct_field"
    )
    assert "5" in err.detail and "2 fields" in err.detail


def test_top_level_out_of_range() -> None:
    r = Expression.FieldReference()
    r.direct_reference.struct_field.field = 3
    with pytest.raises(InvalidPlanError) as exc:
        reference_type(r, ts.row([I32, I32, I32]), path="x.selection")
    assert exc.value.path == "x.selection.direct_reference.struct_field"
    assert "3 fields" in exc.value.detail


def test_field_of_nullable_struct_is_nullable() -> None:
    schema = ts.row([ts.struct_of([I32], nullable=True)])
    r = Expression.FieldReference()
    r.direct_reference.struct_field.field = 0
    r.direct_reference.struct_field.child.struct_field.field = 0
    assert reference_type(r, schema) == ts.i32(True)


def test_map_key_type_mismatch() -> None:
    schema = ts.row([ts.map_of(STR, I32)])
    r = Expression.FieldReference()
    r.direct_reference.struct_field.field = 0
    r.direct_reference.struct_field.child.map_key.map_key.i32 = 3
    with pytest.raises(InvalidPlanError) as exc:
        reference_type(r, schema)
    assert exc.value.code == "reference-type-mismatch"
    assert exc.value.path == "direct_reference.struct_field.child.map_key.map_key"


def test_struct_segment_on_non_struct() -> None:
    r = Expression.FieldReference()
    r.direct_reference.struct_field.field = 0
    r.direct_reference.struct_field.child.struct_field.field = 0
    with pytest.raises(InvalidPlanError) as exc:
        reference_type(r, ts.row([I32]))
    assert exc.value.code == "reference-type-mismatch"


def test_masked_reference_list_slice_and_map_key_expression() -> None:
    schema = ts.row([ts.list_of(I32), ts.map_of(STR, I64)])
    r = Expression.FieldReference()
    r.masked_reference.CopyFrom(parse_mask("0:[1..3],1:[~'k.*']", schema=schema))
    r.root_reference.SetInParent()
    # A slice keeps the list; a key expression gives the list of matching values.
    assert reference_type(r, schema) == Type(struct=ts.row([ts.list_of(I32), ts.list_of(I64)]))


def test_outer_reference_steps_out() -> None:
    inner = ts.row([I32])
    outer1 = ts.row([STR, I64])  # outermost
    outer2 = ts.row([ts.boolean()])  # immediately enclosing
    r = Expression.FieldReference()
    r.direct_reference.struct_field.field = 1
    r.outer_reference.steps_out = 2
    assert reference_type(r, inner, outer=[outer1, outer2]) == I64
    r.outer_reference.steps_out = 1
    r.direct_reference.struct_field.field = 0
    assert reference_type(r, inner, outer=[outer1, outer2]) == ts.boolean()
    r.outer_reference.steps_out = 3
    with pytest.raises(InvalidPlanError) as exc:
        reference_type(r, inner, outer=[outer1, outer2], path="p")
    assert exc.value.code == "outer-reference-out-of-range"
    assert exc.value.path == "p.outer_reference.steps_out"


def test_outer_reference_by_rel_anchor() -> None:
    r = Expression.FieldReference()
    r.direct_reference.struct_field.field = 0
    r.outer_reference.rel_reference = 7
    assert reference_type(r, ts.row([I32]), anchors={7: ts.row([STR])}) == STR
    with pytest.raises(InvalidPlanError) as exc:
        reference_type(r, ts.row([I32]), anchors={})
    assert exc.value.code == "unknown-rel-anchor"
    with pytest.raises(UnsupportedFeatureError):
        reference_type(r, ts.row([I32]))  # no anchors in scope at all


def test_expression_rooted_reference() -> None:
    r = Expression.FieldReference()
    r.expression.literal.struct.fields.add().i64 = 1
    r.expression.literal.struct.fields.add().string = "x"
    r.direct_reference.struct_field.field = 1

    def typer(e: Expression, path: str) -> Type:
        from substrait.type_inference import infer_literal_type

        return infer_literal_type(e.literal)

    assert reference_type(r, ts.row([]), expression_type=typer) == STR


def test_top_level_field() -> None:
    r = Expression.FieldReference()
    r.direct_reference.struct_field.field = 4
    r.root_reference.SetInParent()
    assert top_level_field(r) == 4
    r.direct_reference.struct_field.child.struct_field.field = 0
    assert top_level_field(r) is None
