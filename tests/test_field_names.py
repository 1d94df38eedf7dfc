"""Struct field names followed from the read that names them (no JVM): the depth-first names of a
``NamedStruct`` give each struct column its field names, nested structs and structs inside lists included,
and relations that pass a column through unchanged keep them; a computed column has none."""

from __future__ import annotations

from typing import Any

from google.protobuf import json_format
from substrait.algebra_pb2 import Expression, Rel

from substrait_py.field_names import output_name_trees, read_name_trees, struct_field_names

I32: dict[str, Any] = {"i32": {"nullability": "NULLABILITY_NULLABLE"}}
STR: dict[str, Any] = {"string": {"nullability": "NULLABILITY_NULLABLE"}}


def _struct(*types: dict[str, Any]) -> dict[str, Any]:
    return {"struct": {"types": list(types), "nullability": "NULLABILITY_NULLABLE"}}


#: id i32, tags list<struct<a i32>>, st struct<p i32, inner struct<q string, r i32>>, s string
READ: dict[str, Any] = {
    "read": {
        "baseSchema": {
            "names": ["id", "tags", "a", "st", "p", "inner", "q", "r", "s"],
            "struct": {
                "types": [
                    I32,
                    {"list": {"type": _struct(I32), "nullability": "NULLABILITY_NULLABLE"}},
                    _struct(I32, _struct(STR, I32)),
                    STR,
                ]
            },
        },
        "namedTable": {"names": ["t"]},
    }
}


def _ref(*fields: int) -> dict[str, Any]:
    segment: dict[str, Any] = {"structField": {"field": fields[-1]}}
    for f in reversed(fields[:-1]):
        segment = {"structField": {"field": f, "child": segment}}
    return {"selection": {"directReference": segment, "rootReference": {}}}


def _rel(obj: dict[str, Any]) -> Rel:
    return json_format.ParseDict(obj, Rel())


def test_a_reads_depth_first_names_give_each_struct_its_fields() -> None:
    trees = read_name_trees(_rel(READ).read)
    assert trees is not None
    assert trees[0] is None and trees[3] is None
    assert trees[1] is None  # a list is no struct (the names of its elements' fields are consumed)
    assert trees[2] == (("p", None), ("inner", (("q", None), ("r", None))))


def test_names_follow_a_column_through_filters_projections_and_emits() -> None:
    project = {
        "project": {
            "common": {"emit": {"outputMapping": [4, 5, 6]}},
            "input": {"filter": {"input": READ, "condition": {"literal": {"boolean": True}}}},
            "expressions": [_ref(2), _ref(2, 1), {"literal": {"i32": 1}}],
        }
    }
    trees = output_name_trees(_rel(project))
    assert trees == [
        (("p", None), ("inner", (("q", None), ("r", None)))),
        (("q", None), ("r", None)),
        None,
    ]


def test_a_struct_field_by_name_is_found_where_it_is_used_and_not_for_a_computed_struct() -> None:
    project = _rel({"project": {"input": READ, "expressions": [_ref(2)]}}).project
    inner = json_format.ParseDict(_ref(2, 1), Expression())
    assert struct_field_names(project, inner) == ["q", "r"]
    computed = json_format.ParseDict({"literal": {"i32": 1}}, Expression())
    assert struct_field_names(project, computed) is None


def test_a_read_projection_inside_a_field_leaves_the_names_unknown() -> None:
    masked = {
        "read": {
            **READ["read"],
            "projection": {
                "select": {
                    "structItems": [{"field": 2, "child": {"struct": {"structItems": [{"field": 0}]}}}]
                }
            },
        }
    }
    assert read_name_trees(_rel(masked).read) is None
    whole = {
        "read": {**READ["read"], "projection": {"select": {"structItems": [{"field": 2}, {"field": 0}]}}}
    }
    assert read_name_trees(_rel(whole).read) == [(("p", None), ("inner", (("q", None), ("r", None)))), None]
