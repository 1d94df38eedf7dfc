"""Nested field references and masks (the spec's field references and masks).

References: struct field of struct, list element with positive and negative offsets (out of range either way
is null, no wrapping), map key (present and absent), compound references through lists and maps, the spec's
compound example ``a.b[2].c['my_map_key'].x``. Masks: the spec's worked example ``0:[0,1:[..5:[0,2]]],2,3``
over a virtual table and over a named table (result schema from the spec), singular-struct unwrapping and
``maintain_singular_struct``, a single selected list element, and a top-level-only mask.

Expected rows come from DuckDB over the same data (1-based list indexes there: offset k is ``[k + 1]``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from substrait.algebra_pb2 import Expression

from ..builders import Ex, PlanBuilder, R, parse_type
from ..golden import Built, CaseDef, TableSpec

AREA_REF = "nested_reference"
AREA_MASK = "mask"

NEST_COLUMNS: tuple[tuple[str, str], ...] = (
    ("id", "i32"),
    ("s", "struct?<i32?, struct?<string?, i64?>>"),
    ("l", "list?<i32?>"),
    ("m", "map?<string, i32?>"),
    ("ls", "list?<struct?<i32?, string?>>"),
)
NEST = TableSpec(
    "nest",
    NEST_COLUMNS,
    (
        (1, (10, ("x", 100)), [1, 2, 3], [("a", 1), ("b", 2)], [(1, "p"), (2, "q")]),
        (2, (20, None), [4], [("b", 5)], []),
        (3, None, None, None, None),
        (4, (None, ("y", None)), [], [], [(None, None)]),
        (5, (50, ("z", 5)), [7, None, 9, 10], [("a", None)], [(5, "r")]),
    ),
)

#: The spec's compound example: a: struct<b: list<struct<c: map<string, struct<x: i32>>>>>.
DEEP_COLUMNS: tuple[tuple[str, str], ...] = (
    ("id", "i32"),
    ("a", "struct?<list?<struct?<map?<string, struct?<i32?>>>>>"),
)
DEEP = TableSpec(
    "deep",
    DEEP_COLUMNS,
    (
        (1, ([([("my_map_key", (1,))],), ([("k", (2,))],), ([("my_map_key", (3,)), ("z", (4,))],)],)),
        (2, ([([("my_map_key", (5,))],)],)),
        (3, ([([("k", (6,))],), ([],), ([("other", (7,))],)],)),
        (4, None),
    ),
)


def _seg_struct(field: int, child: Expression.ReferenceSegment | None = None) -> Expression.ReferenceSegment:
    seg = Expression.ReferenceSegment()
    seg.struct_field.field = field
    if child is not None:
        seg.struct_field.child.CopyFrom(child)
    return seg


def _seg_list(offset: int, child: Expression.ReferenceSegment | None = None) -> Expression.ReferenceSegment:
    seg = Expression.ReferenceSegment()
    seg.list_element.offset = offset
    if child is not None:
        seg.list_element.child.CopyFrom(child)
    return seg


def _seg_map(
    pb: PlanBuilder, key: str, child: Expression.ReferenceSegment | None = None
) -> Expression.ReferenceSegment:
    seg = Expression.ReferenceSegment()
    seg.map_key.map_key.CopyFrom(pb.lit(key, "string").expr.literal)
    if child is not None:
        seg.map_key.child.CopyFrom(child)
    return seg


def _ref(pb: PlanBuilder, seg: Expression.ReferenceSegment, type_text: str) -> Ex:
    fr = Expression.FieldReference()
    fr.direct_reference.CopyFrom(seg)
    fr.root_reference.SetInParent()
    return pb.ref(fr, parse_type(type_text))


def _select(
    table: TableSpec,
    refs: Callable[[PlanBuilder], list[tuple[Expression.ReferenceSegment, str]]],
    names: list[str],
) -> Callable[[PlanBuilder], Built]:
    def build(pb: PlanBuilder) -> Built:
        r = pb.named_table(table.name, table.columns)
        exprs = [pb.field(0, r.types)] + [_ref(pb, seg, t) for seg, t in refs(pb)]
        return Built(pb.select(r, exprs), ["id", *names])

    return build


def _case(  # noqa: PLR0917 - one row per case in the table below
    name: str,
    sql_exprs: str,
    refs: Callable[[PlanBuilder], list[tuple[Any, str]]],
    names: list[str],
    description: str = "",
    table: TableSpec = NEST,
) -> CaseDef:
    return CaseDef(
        AREA_REF,
        name,
        f"SELECT id, {sql_exprs} FROM {table.name}",
        (table,),
        _select(table, refs, names),
        description=description,
    )


def _filter_on_list(pb: PlanBuilder) -> Built:
    r = pb.named_table(NEST.name, NEST.columns)
    last = _ref(pb, _seg_struct(2, _seg_list(-1)), "i32?")
    f = pb.filter(r, pb.call("gt", last, pb.lit(3, "i32")))
    return Built(pb.select(f, [pb.field(0, f.types)]), ["id"])


REF_CASES = [
    _case("struct_field", "s.f0", lambda pb: [(_seg_struct(1, _seg_struct(0)), "i32?")], ["s0"]),
    _case(
        "struct_field_of_struct",
        "s.f1.f0, s.f1.f1",
        lambda pb: [
            (_seg_struct(1, _seg_struct(1, _seg_struct(0))), "string?"),
            (_seg_struct(1, _seg_struct(1, _seg_struct(1))), "i64?"),
        ],
        ["s10", "s11"],
        "struct field of a struct field; a null inner struct gives null",
    ),
    _case("list_element_first", "l[1]", lambda pb: [(_seg_struct(2, _seg_list(0)), "i32?")], ["l0"]),
    _case(
        "list_element_third",
        "l[3]",
        lambda pb: [(_seg_struct(2, _seg_list(2)), "i32?")],
        ["l2"],
        "offset 2 of lists shorter than 3 is null",
    ),
    _case(
        "list_element_last",
        "l[-1]",
        lambda pb: [(_seg_struct(2, _seg_list(-1)), "i32?")],
        ["last"],
        "negative offset -1 is the last element",
    ),
    _case(
        "list_element_second_last",
        "l[-2]",
        lambda pb: [(_seg_struct(2, _seg_list(-2)), "i32?")],
        ["second_last"],
    ),
    _case(
        "list_element_past_end",
        "l[6]",
        lambda pb: [(_seg_struct(2, _seg_list(5)), "i32?")],
        ["l5"],
        "positive overflow is null (no error, no wrapping)",
    ),
    _case(
        "list_element_before_start",
        "l[-6]",
        lambda pb: [(_seg_struct(2, _seg_list(-6)), "i32?")],
        ["lm6"],
        "negative overflow is null (no wrapping)",
    ),
    _case("map_key_present", "m['a']", lambda pb: [(_seg_struct(3, _seg_map(pb, "a")), "i32?")], ["ma"]),
    _case(
        "map_key_absent",
        "m['zz']",
        lambda pb: [(_seg_struct(3, _seg_map(pb, "zz")), "i32?")],
        ["mzz"],
        "a key the map lacks gives null",
    ),
    _case(
        "list_then_struct",
        "ls[1].f1",
        lambda pb: [(_seg_struct(4, _seg_list(0, _seg_struct(1))), "string?")],
        ["ls0_1"],
    ),
    _case(
        "list_negative_then_struct",
        "ls[-1].f0",
        lambda pb: [(_seg_struct(4, _seg_list(-1, _seg_struct(0))), "i32?")],
        ["ls_last_0"],
    ),
    _case(
        "seed_compound_example",
        "a.f0[3].f0['my_map_key'].f0",
        lambda pb: [
            (
                _seg_struct(
                    1,
                    _seg_struct(0, _seg_list(2, _seg_struct(0, _seg_map(pb, "my_map_key", _seg_struct(0))))),
                ),
                "i32?",
            )
        ],
        ["x"],
        "the spec's a.b[2].c['my_map_key'].x",
        DEEP,
    ),
    CaseDef(
        AREA_REF,
        "list_element_in_filter",
        "SELECT id FROM nest WHERE l[-1] > 3",
        (NEST,),
        _filter_on_list,
        description="a negative list offset inside a filter condition",
    ),
]

# ------------------------------------------------------------------------------------------------- masks

SEED_COLUMNS: tuple[tuple[str, str], ...] = (
    ("c0", "struct?<i32?, list?<struct?<i32?, string?, string?>>, i32?>"),
    ("c1", "i16?"),
    ("c2", "i32?"),
    ("c3", "i64?"),
)


def _elems(n: int, base: int) -> list[tuple[int, str, str]]:
    return [(base + i, f"s{base + i}", f"t{base + i}") for i in range(n)]


SEED_ROWS: tuple[tuple[Any, ...], ...] = (
    ((1, _elems(7, 10), 100), 5, 50, 500),
    ((2, _elems(2, 20), 200), 6, 60, 600),
    ((3, [], None), None, None, None),
    ((None, None, 400), 8, 80, 800),
    (None, 9, 90, 900),
)
SEED = TableSpec("seedmask", SEED_COLUMNS, SEED_ROWS)


def _struct_items(fields: Sequence[int]) -> Expression.MaskExpression.StructSelect:
    st = Expression.MaskExpression.StructSelect()
    for f in fields:
        st.struct_items.add(field=f)
    return st


def seed_mask() -> Expression.MaskExpression:
    """``0:[0,1:[..5:[0,2]]],2,3`` built by hand (the notation's ``..5`` is the first five elements)."""
    m = Expression.MaskExpression()
    item0 = m.select.struct_items.add(field=0)
    inner = item0.child.struct
    inner.struct_items.add(field=0)
    item01 = inner.struct_items.add(field=1)
    lst = item01.child.list
    lst.selection.add().slice.CopyFrom(
        Expression.MaskExpression.ListSelect.ListSelectItem.ListSlice(start=0, end=5)
    )
    lst.child.struct.CopyFrom(_struct_items([0, 2]))
    m.select.struct_items.add(field=2)
    m.select.struct_items.add(field=3)
    return m


SEED_RESULT = ["struct?<i32?, list?<struct?<i32?, string?>>>", "i32?", "i64?"]
SEED_SQL = (
    "SELECT CASE WHEN c0 IS NULL THEN NULL ELSE struct_pack(f0 := c0.f0, f1 := list_transform(c0.f1[1:5], "
    "x -> CASE WHEN x IS NULL THEN NULL ELSE struct_pack(f0 := x.f0, f1 := x.f2) END)) END, "
    "c2, c3 FROM seedmask"
)


def _masked(
    virtual: bool, mask: Callable[[], Expression.MaskExpression], out_types: list[str], names: list[str]
) -> Callable[[PlanBuilder], Built]:
    def build(pb: PlanBuilder) -> Built:
        base: R = (
            pb.virtual_table(SEED_COLUMNS, SEED_ROWS) if virtual else pb.named_table(SEED.name, SEED_COLUMNS)
        )
        out = pb.read_options(base, projection=mask(), projected_types=[parse_type(t) for t in out_types])
        return Built(out, names)

    return build


def _mask_singular(keep: bool) -> Expression.MaskExpression:
    m = Expression.MaskExpression()
    m.maintain_singular_struct = keep
    item0 = m.select.struct_items.add(field=0)
    item0.child.struct.CopyFrom(_struct_items([2]))
    m.select.struct_items.add(field=3)
    return m


def _mask_top() -> Expression.MaskExpression:
    m = Expression.MaskExpression()
    m.select.CopyFrom(_struct_items([1, 3]))
    return m


def _mask_list_item() -> Expression.MaskExpression:
    m = Expression.MaskExpression()
    item0 = m.select.struct_items.add(field=0)
    inner = item0.child.struct.struct_items.add(field=1)
    inner.child.list.selection.add().item.field = 0
    m.select.struct_items.add(field=2)
    return m


MASK_CASES = [
    CaseDef(
        AREA_MASK,
        "seed_example_virtual_table",
        SEED_SQL,
        (SEED,),
        _masked(True, seed_mask, SEED_RESULT, ["c0", "c2", "c3"]),
        description="the spec's mask 0:[0,1:[..5:[0,2]]],2,3 on a virtual table; result schema from the spec",
    ),
    CaseDef(
        AREA_MASK,
        "seed_example_named_table",
        SEED_SQL,
        (SEED,),
        _masked(False, seed_mask, SEED_RESULT, ["c0", "c2", "c3"]),
        description="the spec's mask as a named table read's projection",
    ),
    CaseDef(
        AREA_MASK,
        "singular_struct_unwrapped",
        "SELECT c0.f2, c3 FROM seedmask",
        (SEED,),
        _masked(False, lambda: _mask_singular(False), ["i32?", "i64?"], ["c0_2", "c3"]),
        description="one field selected from a struct: the struct is removed (the unwrapping rule)",
    ),
    CaseDef(
        AREA_MASK,
        "maintain_singular_struct",
        "SELECT CASE WHEN c0 IS NULL THEN NULL ELSE struct_pack(f0 := c0.f2) END, c3 FROM seedmask",
        (SEED,),
        _masked(False, lambda: _mask_singular(True), ["struct?<i32?>", "i64?"], ["c0", "c3"]),
        description="maintain_singular_struct keeps the one-field struct",
    ),
    CaseDef(
        AREA_MASK,
        "top_level_fields",
        "SELECT c1, c3 FROM seedmask",
        (SEED,),
        _masked(True, _mask_top, ["i16?", "i64?"], ["c1", "c3"]),
    ),
    CaseDef(
        AREA_MASK,
        "single_list_element_unwrapped",
        "SELECT c0.f1[1], c2 FROM seedmask",
        (SEED,),
        _masked(False, _mask_list_item, ["struct?<i32?, string?, string?>", "i32?"], ["c0_1_0", "c2"]),
        description="one element selected from a list inside a one-field struct: both wrappers removed",
    ),
]

CASES = REF_CASES + MASK_CASES
