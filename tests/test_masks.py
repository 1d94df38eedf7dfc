"""Masked complex expressions: the spec's worked example, unwrapping rules, and where we differ
from substrait-python (which never unwraps)."""

from __future__ import annotations

import pytest
from substrait.algebra_pb2 import Rel
from substrait.type_inference import infer_rel_schema
from substrait.type_pb2 import Type

from substrait_py import typesys as ts
from substrait_py.errors import InvalidPlanError
from substrait_py.masks import apply_mask, parse_mask

I16, I32, I64, STR = ts.simple("i16"), ts.i32(), ts.simple("i64"), ts.simple("string")


def seed_schema() -> Type.Struct:
    """The worked example's schema: struct<struct<integer, list<struct<i32, string, string>>, i32>, i16,
    i32, i64> ("integer" is taken as i32)."""
    inner = ts.struct_of([I32, STR, STR])
    return ts.row([ts.struct_of([I32, ts.list_of(inner), I32]), I16, I32, I64])


def test_seed_worked_example_yields_exactly_the_seed_result() -> None:
    mask = parse_mask("0:[0,1:[..5:[0,2]]],2,3")
    # The worked example's result: struct<struct<integer, list<struct<i32, string>>>, i32, i64>.
    expected = ts.row([ts.struct_of([I32, ts.list_of(ts.struct_of([I32, STR]))]), I32, I64])
    assert apply_mask(mask, seed_schema()) == expected
    assert (
        ts.type_str(Type(struct=apply_mask(mask, seed_schema())))
        == "struct<struct<i32, list<struct<i32, string>>>, i32, i64>"
    )


def test_parse_mask_builds_the_seed_tree() -> None:
    mask = parse_mask("0:[0,1:[..5:[0,2]]],2,3")
    items = mask.select.struct_items
    assert [i.field for i in items] == [0, 2, 3]
    sub = items[0].child.struct.struct_items
    assert [i.field for i in sub] == [0, 1]
    ls = sub[1].child.list
    assert ls.selection[0].slice.start == 0 and ls.selection[0].slice.end == 5
    assert [i.field for i in ls.child.struct.struct_items] == [0, 2]
    assert not mask.maintain_singular_struct


def test_selection_is_in_mask_order() -> None:
    assert apply_mask(parse_mask("3,1"), seed_schema()) == ts.row([I64, I16])


def test_single_field_struct_unwrapped_but_root_never() -> None:
    # Root: one selected field stays a one-field row.
    assert apply_mask(parse_mask("1"), seed_schema()) == ts.row([I16])
    # Nested: struct<integer, ...> with one selected field becomes that field.
    assert apply_mask(parse_mask("0:[0],2"), seed_schema()) == ts.row([I32, I32])


def test_maintain_singular_struct_keeps_every_wrapper() -> None:
    mask = parse_mask("0:[0],2", maintain_singular_struct=True)
    assert apply_mask(mask, seed_schema()) == ts.row([ts.struct_of([I32]), I32])


def test_single_list_element_unwrapped_and_nullable() -> None:
    schema = seed_schema()
    mask = parse_mask("0:[1:[3]]", schema=schema)
    assert mask.select.struct_items[0].child.struct.struct_items[0].child.list.selection[0].item.field == 3
    # list element 3 of list<struct<i32,string,string>> -> the element (nullable: may be out of range);
    # its enclosing struct has one selected field -> unwrapped too.
    assert apply_mask(mask, schema) == ts.row([ts.struct_of([I32, STR, STR], nullable=True)])
    keep = parse_mask("0:[1:[3]]", schema=schema, maintain_singular_struct=True)
    assert apply_mask(keep, schema) == ts.row([ts.struct_of([ts.list_of(ts.struct_of([I32, STR, STR]))])])


def test_map_key_and_key_expression() -> None:
    schema = ts.row([ts.map_of(STR, I64)])
    assert apply_mask(parse_mask("0:['a']", schema=schema), schema) == ts.row(
        [ts.simple("i64", nullable=True)]
    )
    assert apply_mask(parse_mask("0:[~'a.*']", schema=schema), schema) == ts.row([ts.list_of(I64)])


def test_substrait_python_never_unwraps_we_do() -> None:
    """substrait.type_inference keeps single-field structs; we unwrap them."""
    mask = parse_mask("0:[0],2")
    rel = Rel()
    rel.read.base_schema.names.extend(["s", "a", "l", "x", "y", "z", "b", "c", "d", "e"])
    rel.read.base_schema.struct.CopyFrom(seed_schema())
    rel.read.named_table.names.append("t")
    rel.read.projection.CopyFrom(mask)
    theirs = infer_rel_schema(rel)
    ours = apply_mask(mask, seed_schema())
    assert theirs == ts.row([ts.struct_of([I32]), I32])
    assert ours == ts.row([I32, I32])
    assert ours != theirs


@pytest.mark.parametrize("text", ["", "0:[", "a", "0,,1", "0:[1]]"])
def test_bad_mask_text(text: str) -> None:
    with pytest.raises(InvalidPlanError) as exc:
        parse_mask(text)
    assert exc.value.code == "bad-mask-text"


def test_out_of_range_mask_field_has_path() -> None:
    with pytest.raises(InvalidPlanError) as exc:
        apply_mask(parse_mask("0:[7]"), seed_schema(), path="read.projection")
    assert exc.value.code == "mask-field-out-of-range"
    assert exc.value.path == "read.projection.select.struct_items[0].child.struct.struct_items[0].field"
    assert "7" in exc.value.detail and "3 fields" in exc.value.detail


def test_mask_type_mismatch() -> None:
    with pytest.raises(InvalidPlanError) as exc:
        apply_mask(parse_mask("1:[0]"), seed_schema())
    assert exc.value.code == "mask-type-mismatch"
