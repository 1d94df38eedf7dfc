"""The names of struct fields where a plan reads them, followed to where an expression uses the struct.

Substrait types carry no field names: a struct's field names are written once, in the ``NamedStruct`` of the
read that produces it (depth-first). A producer that names a struct field in an expression -- DataFusion's
``get_field(st, 'p')`` -- therefore means the field the read named so. :func:`struct_field_names` follows a
struct-valued field reference back through the relations that pass columns through unchanged (filters,
sorts, fetches, projections of plain references, joins, the grouping keys of an aggregate, emits) to the read
that named its fields. Where the column was computed (a function's result, a measure) the names are not known
and the answer is None: the caller refuses the plan rather than guessing.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from substrait.algebra_pb2 import Expression, Rel
from substrait.type_pb2 import Type

#: The field names of a struct (in order), each with its own fields' names when it is a struct itself.
NameTree = tuple[tuple[str, "NameTree | None"], ...]

#: Relations whose output is their input's columns, in order (some rows left out, reordered or limited).
_PASS_THROUGH = ("filter", "sort", "fetch")


def _kind(t: Type) -> str | None:
    return t.WhichOneof("kind")


def _trees_of(types: Sequence[Type], names: Sequence[str], pos: int) -> tuple[list[NameTree | None], int]:
    """The name trees of ``types``, consuming the depth-first ``names`` from ``pos``."""
    trees: list[NameTree | None] = []
    for t in types:
        trees.append(None)
        pos = _consume(t, names, pos + 1, trees)
    return trees, pos


def _consume(t: Type, names: Sequence[str], pos: int, out: list[NameTree | None]) -> int:
    """Consume the names nested in ``t``; for a struct, set ``out[-1]`` to its tree."""
    kind = _kind(t)
    if kind == "struct":
        fields: list[tuple[str, NameTree | None]] = []
        for ft in t.struct.types:
            name = names[pos] if pos < len(names) else ""
            inner: list[NameTree | None] = [None]
            pos = _consume(ft, names, pos + 1, inner)
            fields.append((name, inner[0]))
        out[-1] = tuple(fields)
        return pos
    if kind == "list":
        return _consume(t.list.type, names, pos, [None])
    if kind == "map":
        pos = _consume(t.map.key, names, pos, [None])
        return _consume(t.map.value, names, pos, [None])
    return pos


def read_name_trees(read: Any) -> list[NameTree | None] | None:
    """Per output column of a read (its projection applied when it selects whole top-level fields), the
    name tree of a struct column; None when the projection selects inside a field."""
    schema = read.base_schema
    trees, _ = _trees_of(list(schema.struct.types), list(schema.names), 0)
    if not read.HasField("projection"):
        return trees
    select = read.projection.select
    picked: list[NameTree | None] = []
    for item in select.struct_items:
        if item.HasField("child") or not 0 <= item.field < len(trees):
            return None
        picked.append(trees[item.field])
    return picked


def output_name_trees(rel: Rel) -> list[NameTree | None] | None:
    """Per output column of ``rel``, the name tree of a struct column that passes through from a read (None
    for any other column); None for the whole when the relation's columns cannot be followed."""
    kind = rel.WhichOneof("rel_type")
    if kind is None:
        return None
    msg = getattr(rel, kind)
    trees: list[NameTree | None] | None
    if kind == "read":
        trees = read_name_trees(msg) if msg.HasField("base_schema") else None
    elif kind in _PASS_THROUGH:
        trees = output_name_trees(msg.input)
    elif kind == "project":
        inputs = output_name_trees(msg.input)
        if inputs is None:
            return None
        trees = [*inputs, *(reference_tree(e, inputs) for e in msg.expressions)]
    elif kind in ("join", "cross"):
        left, right = output_name_trees(msg.left), output_name_trees(msg.right)
        if left is None or right is None:
            return None
        trees = [*left, *right]
        if kind == "join" and msg.type in (msg.JOIN_TYPE_LEFT_SEMI, msg.JOIN_TYPE_LEFT_ANTI):
            trees = left
        elif kind == "join" and msg.type in (msg.JOIN_TYPE_RIGHT_SEMI, msg.JOIN_TYPE_RIGHT_ANTI):
            trees = right
        elif kind == "join" and msg.type == msg.JOIN_TYPE_LEFT_MARK:
            trees = [*left, None]
        elif kind == "join" and msg.type == msg.JOIN_TYPE_RIGHT_MARK:
            trees = [*right, None]
    elif kind == "aggregate":
        inputs = output_name_trees(msg.input)
        if inputs is None or len(msg.groupings) > 1 or msg.grouping_expressions:
            return None
        keys = list(msg.groupings[0].grouping_expressions) if msg.groupings else []
        trees = [*(reference_tree(e, inputs) for e in keys), *([None] * len(msg.measures))]
    else:
        return None
    if trees is None:
        return None
    common = getattr(msg, "common", None)
    if common is not None and common.WhichOneof("emit_kind") == "emit":
        mapping = list(common.emit.output_mapping)
        if any(not 0 <= m < len(trees) for m in mapping):
            return None
        trees = [trees[m] for m in mapping]
    return trees


def reference_tree(expr: Expression, inputs: Sequence[NameTree | None]) -> NameTree | None:
    """The name tree of the struct a field reference selects (through nested struct fields), None for any
    other expression."""
    if expr.WhichOneof("rex_type") != "selection":
        return None
    ref = expr.selection
    if (
        ref.WhichOneof("root_type") != "root_reference"
        or ref.WhichOneof("reference_type") != "direct_reference"
    ):
        return None
    seg = ref.direct_reference
    if seg.WhichOneof("reference_type") != "struct_field" or not 0 <= seg.struct_field.field < len(inputs):
        return None
    tree = inputs[seg.struct_field.field]
    child = seg.struct_field.child if seg.struct_field.HasField("child") else None
    while child is not None and tree is not None:
        if child.WhichOneof("reference_type") != "struct_field" or not 0 <= child.struct_field.field < len(
            tree
        ):
            return None
        tree = tree[child.struct_field.field][1]
        child = child.struct_field.child if child.struct_field.HasField("child") else None
    return tree


def input_name_trees(holder: Any) -> list[NameTree | None] | None:
    """The name trees of the columns the expressions of relation message ``holder`` see (its input's; a
    join's condition sees both sides)."""
    if hasattr(holder, "base_schema"):  # a read's filter sees every field of its schema
        if not holder.HasField("base_schema"):
            return None
        schema = holder.base_schema
        return _trees_of(list(schema.struct.types), list(schema.names), 0)[0]
    if hasattr(holder, "left") and hasattr(holder, "right"):
        left, right = output_name_trees(holder.left), output_name_trees(holder.right)
        return None if left is None or right is None else [*left, *right]
    if hasattr(holder, "input"):
        return output_name_trees(holder.input)
    return None


def struct_field_names(holder: Any, expr: Expression) -> list[str] | None:
    """The field names of the struct that ``expr`` (an expression of relation message ``holder``) selects,
    as the read that produced it names them; None when they cannot be followed there."""
    inputs = input_name_trees(holder)
    if inputs is None:
        return None
    tree = reference_tree(expr, inputs)
    return None if tree is None else [name for name, _ in tree]


__all__ = [
    "NameTree",
    "input_name_trees",
    "output_name_trees",
    "read_name_trees",
    "reference_tree",
    "struct_field_names",
]
