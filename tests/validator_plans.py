"""Small hand-built plans for the validator, explain and CLI tests.

Every plan here is built field by field from the proto, so the plan paths the tests expect follow
from the proto's own field names (paths are the proto's field names and indexes), not from our output.
"""

from __future__ import annotations

from pathlib import Path

from substrait.algebra_pb2 import Expression
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


LIST_URN = "extension:io.substrait:functions_list"
# function anchors of lambda_project()'s declarations
MULTIPLY, TRANSFORM, ADD, SUBTRACT, RANDOM = 1, 2, 3, 4, 5
# the path of lambda_project()'s one expression
LAMBDA_EXPR = "relations[0].root.input.project.expressions[0]"


def i32() -> Type:
    return Type(i32=Type.I32(nullability=Type.NULLABILITY_REQUIRED))


def fp64() -> Type:
    return Type(fp64=Type.FP64(nullability=Type.NULLABILITY_NULLABLE))


def list_of(element: Type) -> Type:
    return Type(list=Type.List(type=element, nullability=Type.NULLABILITY_REQUIRED))


def column(index: int) -> Expression:
    e = Expression()
    e.selection.direct_reference.struct_field.field = index
    e.selection.root_reference.SetInParent()
    return e


def lambda_parameter(index: int, steps_out: int) -> Expression:
    e = Expression()
    e.selection.direct_reference.struct_field.field = index
    e.selection.lambda_parameter_reference.steps_out = steps_out
    return e


def function(anchor: int, out: Type, *args: Expression) -> Expression:
    e = Expression()
    e.scalar_function.function_reference = anchor
    e.scalar_function.output_type.CopyFrom(out)
    for a in args:
        e.scalar_function.arguments.add().value.CopyFrom(a)
    return e


def lambda_of(parameters: list[Type], body: Expression) -> Expression:
    e = Expression()
    lam = getattr(e, "lambda")
    lam.parameters.types.extend(parameters)
    lam.parameters.nullability = Type.NULLABILITY_REQUIRED
    lam.body.CopyFrom(body)
    return e


def lambda_invocation(lam: Expression, *args: Expression) -> Expression:
    e = Expression()
    getattr(e.lambda_invocation, "lambda").CopyFrom(getattr(lam, "lambda"))
    for a in args:
        e.lambda_invocation.arguments.fields.add().CopyFrom(a)
    return e


def lambda_project(expr: Expression, xs: Type | None = None) -> Plan:
    """``SELECT <expr> AS result FROM t`` (t: ``xs list<i32>`` or the type ``xs``, ``n i32``) as
    Project(Read) emitting the expression alone; declares multiply, add (``i32_i32``), subtract
    (``fp64_fp64``), transform (``list_func``) and DataFusion's name-only ``random``."""
    plan = Plan()
    plan.version.minor_number = 87
    _declare(plan, MULTIPLY, 1, ARITHMETIC_URN, "multiply:i32_i32")
    _declare(plan, TRANSFORM, 2, LIST_URN, "transform:list_func")
    _declare(plan, ADD, 1, ARITHMETIC_URN, "add:i32_i32")
    _declare(plan, SUBTRACT, 1, ARITHMETIC_URN, "subtract:fp64_fp64")
    random = plan.extensions.add().extension_function
    random.function_anchor = RANDOM
    random.name = "random"
    root = plan.relations.add().root
    root.names.append("result")
    project = root.input.project
    project.common.emit.output_mapping.append(2)
    read = project.input.read
    read.named_table.names.append("t")
    read.base_schema.names.extend(["xs", "n"])
    read.base_schema.struct.types.extend([xs if xs is not None else list_of(i32()), i32()])
    read.base_schema.struct.nullability = Type.NULLABILITY_REQUIRED
    project.expressions.add().CopyFrom(expr)
    return plan


def nested_lambdas(outer_steps: int = 1, parameter: int = 0) -> Plan:
    """``transform(xs, (x0) -> transform(xs, (y0) -> multiply(y0, x0)))``: each element times every
    element; the inner lambda's reference to ``x0`` goes ``outer_steps`` lambdas out and names
    parameter ``parameter``."""
    product = function(MULTIPLY, i32(), lambda_parameter(0, 0), lambda_parameter(parameter, outer_steps))
    inner = function(TRANSFORM, list_of(i32()), column(0), lambda_of([i32()], product))
    return lambda_project(function(TRANSFORM, list_of(list_of(i32())), column(0), lambda_of([i32()], inner)))


def name_only(plan: Plan, anchor: int, name: str) -> None:
    """Declare function ``name`` at ``anchor`` by name alone, as DataFusion writes its declarations."""
    f = plan.extensions.add().extension_function
    f.function_anchor = anchor
    f.extension_urn_reference = 0xFFFFFFFF
    f.name = name
