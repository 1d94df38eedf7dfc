"""Hand-built Substrait messages for the schema, naming, reference and mask tests."""

from __future__ import annotations

from collections.abc import Sequence

from substrait.algebra_pb2 import (
    AggregateFunction,
    AggregationPhase,
    Expression,
    FunctionArgument,
    Rel,
    RelRoot,
)
from substrait.plan_pb2 import Plan, PlanRel
from substrait.type_pb2 import NamedStruct, Type

from substrait_py import typesys as ts

I32 = ts.i32()
I32N = ts.i32(True)
STR = ts.simple("string")
STRN = ts.simple("string", nullable=True)
BOOL = ts.boolean()


def varchar(n: int, nullable: bool = True) -> Type:
    t = Type()
    t.varchar.length = n
    t.varchar.nullability = ts.NULLABLE if nullable else ts.REQUIRED
    return t


def ref(i: int, *children: int) -> Expression:
    """A root reference to field ``i`` (then nested struct fields ``children``)."""
    e = Expression()
    seg = e.selection.direct_reference.struct_field
    seg.field = i
    for c in children:
        seg = seg.child.struct_field
        seg.field = c
    e.selection.root_reference.SetInParent()
    return e


def lit_i32(v: int) -> Expression:
    e = Expression()
    e.literal.i32 = v
    return e


def lit_str(s: str) -> Expression:
    e = Expression()
    e.literal.string = s
    return e


def fn(anchor: int, *args: Expression, out: Type = I32) -> Expression:
    e = Expression()
    f = e.scalar_function
    f.function_reference = anchor
    f.output_type.CopyFrom(out)
    for a in args:
        f.arguments.add().value.CopyFrom(a)
    return e


def agg(anchor: int, *args: Expression, out: Type) -> AggregateFunction:
    f = AggregateFunction(function_reference=anchor, output_type=out)
    f.phase = AggregationPhase.AGGREGATION_PHASE_INITIAL_TO_RESULT
    for a in args:
        f.arguments.append(FunctionArgument(value=a))
    return f


def named_struct(names: Sequence[str], types: Sequence[Type]) -> NamedStruct:
    ns = NamedStruct(names=list(names))
    ns.struct.types.extend(types)
    ns.struct.nullability = ts.REQUIRED
    return ns


def read(table: str | Sequence[str], names: Sequence[str], types: Sequence[Type]) -> Rel:
    r = Rel()
    r.read.base_schema.CopyFrom(named_struct(names, types))
    r.read.named_table.names.extend([table] if isinstance(table, str) else list(table))
    return r


def virtual_one_row() -> Rel:
    """``SELECT`` without FROM: a virtual table with one empty row."""
    r = Rel()
    r.read.base_schema.struct.nullability = ts.REQUIRED
    r.read.virtual_table.expressions.add()
    return r


def project(inp: Rel, *exprs: Expression, emit: Sequence[int] | None = None) -> Rel:
    r = Rel()
    r.project.input.CopyFrom(inp)
    r.project.expressions.extend(exprs)
    if emit is not None:
        r.project.common.emit.output_mapping.extend(emit)
    return r


def filter_(inp: Rel, cond: Expression) -> Rel:
    r = Rel()
    r.filter.input.CopyFrom(inp)
    r.filter.condition.CopyFrom(cond)
    return r


def join(left: Rel, right: Rel, jtype: int, cond: Expression | None = None) -> Rel:
    r = Rel()
    r.join.left.CopyFrom(left)
    r.join.right.CopyFrom(right)
    r.join.type = jtype
    if cond is not None:
        r.join.expression.CopyFrom(cond)
    return r


# Function anchors used by the tests, as DataFusion declares them (name-only or compound names).
FUNCTIONS = {
    1: "add:i32_i32",
    2: "subtract",
    3: "multiply",
    4: "divide",
    5: "negate",
    6: "abs",
    7: "equal",
    8: "avg",
    9: "f",
    10: "gt",
    11: "and",
    12: "not",
    13: "count",
    14: "sum",
    15: "is_null",
}
ADD, SUB, MUL, DIV, NEG, ABS, EQ, AVG, F, GT, AND, NOT, COUNT, SUM, IS_NULL = range(1, 16)


def plan_of(rel: Rel, names: Sequence[str] = (), *, shared: Sequence[Rel] = ()) -> Plan:
    p = Plan()
    urn = p.extension_urns.add()
    urn.extension_urn_anchor = 1
    urn.urn = "extension:io.substrait:functions_arithmetic"
    for anchor, name in FUNCTIONS.items():
        d = p.extensions.add().extension_function
        d.extension_urn_reference = 1
        d.function_anchor = anchor
        d.name = name
    for s in shared:
        p.relations.append(PlanRel(rel=s))
    p.relations.append(PlanRel(root=RelRoot(input=rel, names=list(names))))
    return p
