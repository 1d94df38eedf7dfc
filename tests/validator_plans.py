"""Small hand-built plans for the validator, explain and CLI tests.

Every plan here is built field by field from the proto, so the plan paths the tests expect follow
from the proto's own field names (paths are the proto's field names and indexes), not from our output.
"""

from __future__ import annotations

from pathlib import Path

from substrait.plan_pb2 import Plan
from substrait.type_pb2 import Type

REPO = Path(__file__).resolve().parent.parent
DATAFUSION_TPCH = REPO / "conformance" / "producers" / "datafusion" / "tpch"
SUBSTRAIT_PYTHON_PLANS = REPO / "conformance" / "producers" / "substrait_python"

COMPARISON_URN = "extension:io.substrait:functions_comparison"
ARITHMETIC_URN = "extension:io.substrait:functions_arithmetic"

# the path of the filter's condition in base_plan()
CONDITION = "relations[0].root.input.filter.condition"


def _declare(plan: Plan, anchor: int, urn_anchor: int, urn: str, name: str) -> None:
    if not any(u.extension_urn_anchor == urn_anchor for u in plan.extension_urns):
        u = plan.extension_urns.add()
        u.extension_urn_anchor = urn_anchor
        u.urn = urn
    f = plan.extensions.add().extension_function
    f.function_anchor = anchor
    f.extension_urn_reference = urn_anchor
    f.name = name


def base_plan() -> Plan:
    """``SELECT id, age FROM people WHERE age > 25`` as Filter(Read), with a URN declaration.

    people: id i64?, age i64?; root names [id, age]."""
    plan = Plan()
    _declare(plan, 1, 1, COMPARISON_URN, "gt:any_any")
    root = plan.relations.add().root
    root.names.extend(["id", "age"])
    flt = root.input.filter
    read = flt.input.read
    read.named_table.names.append("people")
    read.base_schema.names.extend(["id", "age"])
    read.base_schema.struct.nullability = Type.NULLABILITY_REQUIRED
    for _ in range(2):
        read.base_schema.struct.types.add().i64.nullability = Type.NULLABILITY_NULLABLE
    fn = flt.condition.scalar_function
    fn.function_reference = 1
    fn.output_type.bool.nullability = Type.NULLABILITY_NULLABLE
    fn.arguments.add().value.selection.direct_reference.struct_field.field = 1
    fn.arguments[0].value.selection.root_reference.SetInParent()
    fn.arguments.add().value.literal.i64 = 25
    return plan


def field_out_of_range() -> Plan:
    """base_plan with the condition's column reference pointing at field 7 of a 2-field row."""
    plan = base_plan()
    plan.relations[0].root.input.filter.condition.scalar_function.arguments[
        0
    ].value.selection.direct_reference.struct_field.field = 7
    return plan


def undeclared_anchor() -> Plan:
    """base_plan whose function reference 9 has no extension declaration."""
    plan = base_plan()
    plan.relations[0].root.input.filter.condition.scalar_function.function_reference = 9
    return plan


def too_few_names() -> Plan:
    """base_plan whose root names one field of two."""
    plan = base_plan()
    del plan.relations[0].root.names[1]
    return plan


def reference_past_end() -> Plan:
    """A root whose input is ReferenceRel(3) in a plan with one relation."""
    plan = Plan()
    root = plan.relations.add().root
    root.names.append("x")
    root.input.reference.subtree_ordinal = 3
    return plan


def deep_plan(depth: int = 10_000) -> Plan:
    """``depth`` nested Filter(true) relations over a one-column read."""
    plan = Plan()
    root = plan.relations.add().root
    root.names.append("a")
    cur = root.input
    for _ in range(depth):
        f = cur.filter
        f.condition.literal.boolean = True
        cur = f.input
    cur.read.named_table.names.append("t")
    cur.read.base_schema.names.append("a")
    cur.read.base_schema.struct.types.add().i64.nullability = Type.NULLABILITY_NULLABLE
    return plan
