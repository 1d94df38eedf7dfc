"""Extended expressions: expressions or measures over a schema, read as the plan they stand for.

An ``ExtendedExpression`` (what Acero's ``pyarrow.substrait.serialize_expressions``, substrait-python's
expression builders and Isthmus' expression mode write) names no table and holds no relation: it is a
list of expressions, or of aggregate measures, over ``base_schema``. The toolkit reads one as the plan
with the same meaning, so that validating, explaining and running it need nothing of their own:

* per-row expressions: a ``ProjectRel`` over a read of ``base_schema`` that emits the expressions only
  (one output row per input row);
* measures: an ``AggregateRel`` without groupings over that read (one output row);
* the read is of the table named :data:`INPUT_TABLE` (``input``), which ``run --table input=PATH`` and
  ``SparkConsumer(spark, tables={"input": df})`` bind;
* the root names are the references' ``output_names``, in order (for a struct result, its field names
  follow its own name, depth first, as in a plan's root names).

A finding about that plan is reported at the extended expression's own path (:func:`expression_path`):
``relations[0].root.input.project.expressions[1]`` is ``referred_expr[1].expression``. :func:`from_plan`
turns the plan back into an extended expression (after the upgrades loading applies, for ``convert``).

A message mixing per-row expressions and measures has no one relation to stand for it (their outputs
have different row counts) and is refused, as is one without a schema or without expressions.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from google.protobuf.message import Message
from google.protobuf.unknown_fields import UnknownFieldSet
from substrait import algebra_pb2 as alg
from substrait.extended_expression_pb2 import ExtendedExpression
from substrait.plan_pb2 import Plan

from substrait_py import _wire
from substrait_py.errors import PlanLoadError

__all__ = [
    "INPUT_TABLE",
    "expression_path",
    "from_plan",
    "is_extended_expression_json",
    "may_be_extended_expression",
    "plan_bytes",
    "plan_json",
    "to_plan",
    "with_declarations_of",
]

#: The name of the one table an extended expression's plan reads.
INPUT_TABLE = "input"

_ROOT = "relations[0].root"


_LEN = 2
_REFERRED_EXPR, _BASE_SCHEMA = 3, 4
_LEGACY_URIS = 1


def may_be_extended_expression(data: bytes) -> bool:
    """Whether binary ``data`` has the top-level fields of an ``ExtendedExpression``: references (3) and
    a ``base_schema`` (4), both length-delimited. A plan has those numbers too (relations and advanced
    extensions), so a yes only says that parsing it both ways is worth it."""
    try:
        numbers = {number for number, wire_type, _, _ in _wire.fields(data) if wire_type == _LEN}
    except _wire.WireDecodeError:
        return False
    return {_REFERRED_EXPR, _BASE_SCHEMA} <= numbers


def _refuse_kinds(kinds: list[str | None]) -> None:
    if not kinds:
        raise PlanLoadError("not a runnable extended expression: it refers to no expression (referred_expr)")
    if None in kinds:
        raise PlanLoadError(
            f"not a runnable extended expression: referred_expr[{kinds.index(None)}] holds neither an "
            "expression nor a measure"
        )
    if len(set(kinds)) > 1:
        raise PlanLoadError(
            "not a runnable extended expression: it mixes per-row expressions and measures, whose "
            "results have different numbers of rows; write them as two extended expressions"
        )


def _copy_shared_fields(source: Plan | ExtendedExpression, target: Plan | ExtendedExpression) -> None:
    """Copy the fields a plan and an extended expression both have (by name; their numbers differ):
    version, extension declarations, advanced extensions, expected type URLs."""
    for name in ("version", "advanced_extensions"):
        if source.HasField(name):
            getattr(target, name).CopyFrom(getattr(source, name))
    for name in ("extension_urns", "extensions", "expected_type_urls"):
        getattr(target, name).extend(getattr(source, name))


def to_plan(ee: ExtendedExpression) -> Plan:
    """The plan with the meaning of ``ee`` (see the module docstring); ``ee`` is not changed.

    Raises :class:`~substrait_py.errors.PlanLoadError` for a message without expressions or a schema,
    with a reference that holds neither an expression nor a measure, or mixing expressions and
    measures."""
    kinds = [ref.WhichOneof("expr_type") for ref in ee.referred_expr]
    _refuse_kinds(kinds)
    if not ee.HasField("base_schema"):
        raise PlanLoadError("not a runnable extended expression: it has no base_schema")
    read = alg.Rel()
    read.read.base_schema.CopyFrom(ee.base_schema)
    read.read.named_table.names.append(INPUT_TABLE)
    top = alg.Rel()
    if kinds[0] == "measure":
        aggregate = top.aggregate
        aggregate.input.CopyFrom(read)
        for ref in ee.referred_expr:
            aggregate.measures.add().measure.CopyFrom(ref.measure)
    else:
        project = top.project
        project.input.CopyFrom(read)
        width = len(ee.base_schema.struct.types)
        for ref in ee.referred_expr:
            project.expressions.add().CopyFrom(ref.expression)
        project.common.emit.output_mapping.extend(range(width, width + len(ee.referred_expr)))
    plan = Plan()
    _copy_shared_fields(ee, plan)
    plan_rel = plan.relations.add()
    # the ordinals of detached expressions count in the table of the containing PlanRel alike
    plan_rel.detached_expressions.extend(ee.detached_expressions)
    root = plan_rel.root
    root.input.CopyFrom(top)
    for ref in ee.referred_expr:
        root.names.extend(ref.output_names)
    return plan


def plan_bytes(ee: ExtendedExpression) -> bytes:
    """The binary encoding of :func:`to_plan` of ``ee``, with the pre-0.85 extension URIs (field 1,
    unknown to today's ``ExtendedExpression``) carried over to the plan's field 1, so that loading the
    plan upgrades an old extended expression as it upgrades an old plan."""
    out = bytearray(to_plan(ee).SerializeToString())
    for unknown in UnknownFieldSet(ee):  # type: ignore[attr-defined]
        if unknown.field_number == _LEGACY_URIS and unknown.wire_type == _LEN:
            out += _varint(_LEGACY_URIS << 3 | _LEN) + _varint(len(unknown.data)) + unknown.data
    return bytes(out)


def _varint(value: int) -> bytes:
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        if value:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return bytes(out)


def _key(obj: dict[str, Any], snake: str) -> str | None:
    camel = re.sub(r"_([a-z])", lambda m: m.group(1).upper(), snake)
    return camel if camel in obj else snake if snake in obj else None


def is_extended_expression_json(obj: dict[str, Any]) -> bool:
    """Whether the JSON object ``obj`` is an ``ExtendedExpression`` (it has ``referredExpr`` or
    ``baseSchema`` and no ``relations``)."""
    expression_keys = _key(obj, "referred_expr") or _key(obj, "base_schema")
    return expression_keys is not None and _key(obj, "relations") is None


_KINDS_JSON = {"expression": "expression", "measure": "measure"}


def plan_json(obj: dict[str, Any]) -> tuple[dict[str, Any], list[int]]:
    """The JSON of :func:`to_plan` made from the JSON of an extended expression, moving its subtrees as
    they are (so that fields of older spec versions inside them are read as in a plan; version,
    extension and other top-level fields keep their keys), and the number of output names of each
    reference (for :func:`from_plan`)."""
    refs_key, schema_key = _key(obj, "referred_expr"), _key(obj, "base_schema")
    refs = obj.get(refs_key, []) if refs_key else []
    if not isinstance(refs, list) or not all(isinstance(r, dict) for r in refs):
        raise PlanLoadError("not a Substrait extended expression: referredExpr is not a list of objects")
    kinds: list[str | None] = []
    for ref in refs:
        present = [k for k in _KINDS_JSON if k in ref]
        kinds.append(present[0] if len(present) == 1 else None)
    _refuse_kinds(kinds)
    schema = obj.get(schema_key) if schema_key else None
    if not isinstance(schema, dict):
        raise PlanLoadError("not a runnable extended expression: it has no base_schema")
    struct = schema.get("struct") or {}
    types = struct.get("types", []) if isinstance(struct, dict) else []
    width = len(types) if isinstance(types, list) else 0
    read = {"read": {"baseSchema": schema, "namedTable": {"names": [INPUT_TABLE]}}}
    if kinds[0] == "measure":
        top = {"aggregate": {"input": read, "measures": [{"measure": ref["measure"]} for ref in refs]}}
    else:
        top = {
            "project": {
                "common": {"emit": {"outputMapping": list(range(width, width + len(refs)))}},
                "input": read,
                "expressions": [ref["expression"] for ref in refs],
            }
        }
    names: list[Any] = []
    counts: list[int] = []
    for ref in refs:
        own = ref.get(_key(ref, "output_names") or "outputNames", [])
        own = own if isinstance(own, list) else [own]
        names.extend(own)
        counts.append(len(own))
    detached_key = _key(obj, "detached_expressions")
    plan = {k: v for k, v in obj.items() if k not in (refs_key, schema_key, detached_key)}
    plan_rel: dict[str, Any] = {"root": {"input": top, "names": names}}
    if detached_key:
        plan_rel["detachedExpressions"] = obj[detached_key]
    plan["relations"] = [plan_rel]
    return plan, counts


def from_plan(plan: Plan, name_counts: Sequence[int]) -> ExtendedExpression:
    """The extended expression ``plan`` stands for, ``plan`` being :func:`to_plan` of one (as loading
    upgraded it): its version, extension declarations, schema and expressions, and the root names
    dealt out to the references, ``name_counts[i]`` to reference ``i``."""
    out = ExtendedExpression()
    _copy_shared_fields(plan, out)
    root = plan.relations[0].root
    top = root.input
    measures = top.HasField("aggregate")
    out.base_schema.CopyFrom((top.aggregate if measures else top.project).input.read.base_schema)
    names = list(root.names)
    start = 0
    for i, count in enumerate(name_counts):
        ref = out.referred_expr.add()
        if measures:
            ref.measure.CopyFrom(top.aggregate.measures[i].measure)
        else:
            ref.expression.CopyFrom(top.project.expressions[i])
        ref.output_names.extend(names[start : start + count])
        start += count
    return out


_PATHS = tuple(
    (re.compile("^" + re.escape(_ROOT) + pattern), replacement)
    for pattern, replacement in (
        (r"\.input\.project\.expressions\[(\d+)\]", r"referred_expr[\1].expression"),
        (r"\.input\.aggregate\.measures\[(\d+)\]\.measure", r"referred_expr[\1].measure"),
        (r"\.input\.aggregate\.measures\[(\d+)\]", r"referred_expr[\1]"),
        (r"\.input\.(?:project|aggregate)\.input\.read(?:\.base_schema)?", "base_schema"),
        (r"\.names", "referred_expr.output_names"),
        (r"(?:\.input(?:\.(?:project|aggregate))?)?$", "referred_expr"),
    )
)


def expression_path(path: str) -> str:
    """The extended expression's path for a ``path`` in the plan :func:`to_plan` makes of it
    (``relations[0].root.input.project.expressions[1].cast`` -> ``referred_expr[1].expression.cast``).
    Paths outside the relation (``extensions[0]``, ``version``) are the same in both."""
    for pattern, replacement in _PATHS:
        mapped, count = pattern.subn(replacement, path, count=1)
        if count:
            return mapped
    return path


_DECLARATION_FIELDS = (1, 2, 8)  # extension URIs (before 0.85), declarations, extension URNs


def with_declarations_of(ee: ExtendedExpression, legacy_plan: Message) -> ExtendedExpression:
    """``ee`` with the extension declarations of ``legacy_plan`` (a plan of the legacy schema, as
    :func:`substrait_py.legacy.with_extension_uris` writes one for consumers of the URI era). The fields
    carrying them have the same numbers in both messages, so they are moved as encoded; those today's
    ``ExtendedExpression`` no longer has are kept as unknown fields, which only binary output carries."""
    out = ExtendedExpression()
    out.CopyFrom(ee)
    for name in ("extension_urns", "extensions"):
        out.ClearField(name)
    encoded = bytearray(out.SerializeToString())
    data = legacy_plan.SerializeToString()
    for number, wire_type, start, end in _wire.fields(data):
        if number in _DECLARATION_FIELDS and wire_type == _LEN:
            encoded += _varint(number << 3 | _LEN) + _varint(end - start) + data[start:end]
    out.Clear()
    out.ParseFromString(bytes(encoded))
    return out
