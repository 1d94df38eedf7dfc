"""Resolve and type field references (``Expression.FieldReference``) against a schema.

Every reference form of Substrait's field references:

* **struct field** -- by ordinal; an ordinal outside the struct is an invalid plan
  (``InvalidPlanError(code="field-out-of-range")`` naming the ordinal and the struct width, with
  the path of the faulty segment, e.g. ``...selection.direct_reference.struct_field.child.struct_field``).
  A field read out of a *nullable* nested struct is nullable (a null struct has null fields).
* **list element** -- negative offsets count from the end; an offset past either end gives null,
  so the type is the element type made **nullable**. substrait-python
  (``infer_expression_type``) returns the element type unchanged; we differ on purpose.
* **map key** -- the literal must have the map's key type (nullability aside); a missing key
  gives null, so the type is the value type made nullable.
* **list slice** and **map key expression** (wildcard) exist only inside a masked reference
  (``masked_reference``), typed by :func:`substrait_py.masks.apply_mask` (a key expression gives
  ``list<value>``).
* **roots**: ``root_reference`` (the input row), ``outer_reference.steps_out`` (``outer`` is the
  stack of enclosing rows, innermost last; ``steps_out`` 1 = the innermost),
  ``outer_reference.rel_reference`` (id-based; ``anchors`` maps ``rel_anchor`` -> row),
  ``expression`` (an expression-rooted reference; ``expression_type`` types the root expression),
  ``lambda_parameter_reference`` (``lambdas``: the enclosing lambda parameter structs, innermost last).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from substrait.algebra_pb2 import Expression
from substrait.type_inference import infer_literal_type
from substrait.type_pb2 import Type

from substrait_py import typesys
from substrait_py.errors import InvalidPlanError, UnsupportedFeatureError
from substrait_py.masks import apply_mask
from substrait_py.paths import PlanPath


def _join(path: str | PlanPath, part: str) -> str:
    text = str(path)
    return f"{text}.{part}" if text else part


def root_type(
    ref: Expression.FieldReference,
    schema: Type.Struct,
    *,
    outer: Sequence[Type.Struct] = (),
    path: str = "",
    expression_type: Callable[[Expression, str], Type] | None = None,
    anchors: Mapping[int, Type.Struct] | None = None,
    lambdas: Sequence[Type.Struct] = (),
) -> Type:
    """The type a reference is rooted on (before any segment is applied)."""
    root = ref.WhichOneof("root_type")
    if root is None or root == "root_reference":
        return Type(struct=schema)
    if root == "outer_reference":
        o = ref.outer_reference
        opath = _join(path, "outer_reference")
        if o.WhichOneof("outer_reference_type") == "rel_reference":
            if anchors is None:
                raise UnsupportedFeatureError(
                    "id-based outer reference (rel_reference)",
                    "no relation anchors are in scope here",
                    path=_join(opath, "rel_reference"),
                )
            if o.rel_reference not in anchors:
                raise unknown_rel_anchor(o.rel_reference, _join(opath, "rel_reference"))
            return Type(struct=anchors[o.rel_reference])
        steps = o.steps_out
        check_steps_out(steps, len(outer), _join(opath, "steps_out"))
        return Type(struct=outer[len(outer) - steps])
    if root == "lambda_parameter_reference":
        steps = ref.lambda_parameter_reference.steps_out
        check_lambda_steps_out(steps, len(lambdas), path)
        return Type(struct=lambdas[len(lambdas) - steps - 1])
    if root == "expression":
        if expression_type is None:
            raise UnsupportedFeatureError(
                "expression-rooted field reference",
                "no expression typer given",
                path=_join(path, "expression"),
            )
        return expression_type(ref.expression, _join(path, "expression"))
    raise UnsupportedFeatureError(f"field reference root {root}", path=path)


def check_lambda_steps_out(steps: int, depth: int, path: str | PlanPath) -> None:
    """Raise ``lambda-reference-out-of-range`` (at the ``steps_out`` field below ``path``, the field
    reference's path) unless a lambda parameter reference ``steps`` lambdas out fits ``depth`` enclosing
    lambdas (0 = the innermost)."""
    if steps >= depth:
        raise InvalidPlanError(
            f"lambda parameter reference steps_out={steps} outside {depth} enclosing lambda(s)",
            code="lambda-reference-out-of-range",
            path=_join(path, "lambda_parameter_reference.steps_out"),
        )


def check_steps_out(steps: int, depth: int, path: str | PlanPath) -> None:
    """Raise ``outer-reference-out-of-range`` (at ``path``, the ``steps_out`` field) unless an outer
    reference ``steps`` queries out fits ``depth`` enclosing queries."""
    if steps < 1:
        raise InvalidPlanError(
            f"outer reference steps_out={steps}; it must be >= 1 (1 = the immediately enclosing query)",
            code="outer-reference-out-of-range",
            path=path,
        )
    if steps > depth:
        raise InvalidPlanError(
            f"outer reference steps_out={steps} but only {depth} enclosing "
            f"quer{'y' if depth == 1 else 'ies'}",
            code="outer-reference-out-of-range",
            path=path,
        )


def unknown_rel_anchor(anchor: int, path: str | PlanPath) -> InvalidPlanError:
    """The error for an outer reference whose ``rel_reference`` no enclosing relation carries."""
    return InvalidPlanError(
        f"outer reference to rel_anchor {anchor}, which no relation enclosing the reference carries",
        code="unknown-rel-anchor",
        path=path,
    )


def segment_type(
    segment: Expression.ReferenceSegment, base: Type, *, path: str = "", base_is_row: bool = True
) -> Type:
    """Apply a chain of reference segments to ``base`` (iteratively); ``path`` is the path of
    ``segment`` itself (e.g. ``...selection.direct_reference``). When ``base_is_row`` the base's
    own nullability is ignored (a relation's row is never null)."""
    result = base
    seg = segment
    seg_path = path
    while True:
        kind = seg.WhichOneof("reference_type")
        here = _join(seg_path, kind or "reference_type")
        tkind = typesys.type_kind(result)
        if kind is None:
            raise InvalidPlanError(
                "reference segment has no kind set", code="empty-reference-segment", path=seg_path
            )
        if kind == "struct_field":
            child = seg.struct_field
            if tkind != "struct":
                raise InvalidPlanError(
                    f"struct field {child.field} of a {typesys.type_str(result)} value (not a struct)",
                    code="reference-type-mismatch",
                    path=here,
                )
            width = len(result.struct.types)
            if not 0 <= child.field < width:
                raise InvalidPlanError(
                    f"struct field {child.field} is out of range for a struct of {width} field"
                    f"{'' if width == 1 else 's'}",
                    code="field-out-of-range",
                    path=here,
                )
            parent_nullable = typesys.is_nullable(result) and not (base_is_row and seg is segment)
            result = result.struct.types[child.field]
            if parent_nullable:
                result = typesys.make_nullable(result)
            nxt = child
        elif kind == "list_element":
            child_l = seg.list_element
            if tkind != "list":
                raise InvalidPlanError(
                    f"list element {child_l.offset} of a {typesys.type_str(result)} value (not a list)",
                    code="reference-type-mismatch",
                    path=here,
                )
            result = typesys.make_nullable(result.list.type)
            nxt = child_l
        else:  # map_key
            child_m = seg.map_key
            if tkind != "map":
                raise InvalidPlanError(
                    f"map key of a {typesys.type_str(result)} value (not a map)",
                    code="reference-type-mismatch",
                    path=here,
                )
            try:
                key_type = infer_literal_type(child_m.map_key)
            except Exception as exc:  # substrait-python raises bare Exception for unknown literals
                raise InvalidPlanError(
                    f"map key literal cannot be typed: {exc}", code="bad-literal", path=_join(here, "map_key")
                ) from exc
            if child_m.map_key.WhichOneof("literal_type") != "null" and not typesys.same_type(
                key_type, result.map.key, ignore_nullability=True
            ):
                raise InvalidPlanError(
                    f"map key literal of type {typesys.type_str(key_type)} for a map keyed by "
                    f"{typesys.type_str(result.map.key)}",
                    code="reference-type-mismatch",
                    path=_join(here, "map_key"),
                )
            result = typesys.make_nullable(result.map.value)
            nxt = child_m
        if not nxt.HasField("child"):
            return result
        seg = nxt.child
        seg_path = _join(here, "child")


def reference_type(
    ref: Expression.FieldReference,
    schema: Type.Struct,
    *,
    outer: Sequence[Type.Struct] = (),
    path: str = "",
    expression_type: Callable[[Expression, str], Type] | None = None,
    anchors: Mapping[int, Type.Struct] | None = None,
    lambdas: Sequence[Type.Struct] = (),
) -> Type:
    """The type of a field reference evaluated against ``schema`` (the input row).

    ``path`` is the plan path of the FieldReference (e.g. ``...expressions[2].selection``);
    errors carry the path of the faulty segment below it. See the module docstring for the
    rules and for ``outer``/``anchors``/``expression_type``/``lambdas``."""
    base = root_type(
        ref,
        schema,
        outer=outer,
        path=path,
        expression_type=expression_type,
        anchors=anchors,
        lambdas=lambdas,
    )
    kind = ref.WhichOneof("reference_type")
    if kind == "direct_reference":
        return segment_type(
            ref.direct_reference,
            base,
            path=_join(path, "direct_reference"),
            base_is_row=ref.WhichOneof("root_type") != "expression",
        )
    if kind == "masked_reference":
        if typesys.type_kind(base) != "struct":
            raise InvalidPlanError(
                f"masked reference over a {typesys.type_str(base)} value (not a struct)",
                code="reference-type-mismatch",
                path=_join(path, "masked_reference"),
            )
        return Type(
            struct=apply_mask(ref.masked_reference, base.struct, path=_join(path, "masked_reference"))
        )
    raise InvalidPlanError(
        "field reference has neither a direct nor a masked reference", code="empty-reference", path=path
    )


def rel_anchor(node: Any) -> int | None:
    """The ``RelCommon.rel_anchor`` of the relation message ``node`` (``rel.filter``, ``rel.project``...):
    the plan-wide identifier an outer reference's ``rel_reference`` names; None when it has none."""
    if "common" not in node.DESCRIPTOR.fields_by_name or not node.HasField("common"):
        return None
    common = node.common
    return int(common.rel_anchor) if common.HasField("rel_anchor") else None


def binding_anchors(node: Any) -> tuple[int, ...]:
    """The anchors an outer reference names to bind to the row the expressions of the relation message
    ``node`` see: the relation's own ``rel_anchor`` (the spec's examples anchor the relation whose
    expression holds the subquery, a ``ProjectRel`` or ``LateralJoinRel``) and that of its first input,
    whose output that row is or begins with (substrait-java anchors the input of the Calcite ``Filter``,
    ``Project`` or ``Correlate`` that binds a correlation). Either way the row and its field positions
    are the same."""
    own = rel_anchor(node)
    first = None
    for name in ("input", "left"):
        if name in node.DESCRIPTOR.fields_by_name and node.HasField(name):
            child = getattr(node, name)
            kind = child.WhichOneof("rel_type")
            first = rel_anchor(getattr(child, kind)) if kind is not None else None
            break
    return tuple(a for a in (own, first) if a is not None)


def has_outer_references(rel: Any) -> bool:
    """Whether a field reference to an enclosing query (``outer_reference``) appears anywhere under the
    relation ``rel``: a plan relation that holds one can only be read where it is used."""
    from substrait_py.upgrades import walk_messages

    return any(
        msg.DESCRIPTOR is _FIELD_REFERENCE and msg.WhichOneof("root_type") == "outer_reference"
        for msg, _path in walk_messages(rel)
    )


_FIELD_REFERENCE = Expression.FieldReference.DESCRIPTOR


def enclosing_anchors(rows: Sequence[Type.Struct], holders: Sequence[Any]) -> dict[int, Type.Struct]:
    """The rows of the enclosing queries (``rows``, innermost last) by the anchors that bind each:
    :func:`binding_anchors` of ``holders``, the relation messages whose expressions hold the subqueries
    (aligned with ``rows``; None where there is none). The ``anchors`` argument of
    :func:`reference_type` for a ``rel_reference``; computed only when one needs it."""
    return {
        a: row
        for row, holder in zip(rows, holders, strict=False)
        if holder is not None
        for a in binding_anchors(holder)
    }


def plain_field_type(ref: Expression.FieldReference, row: Type.Struct) -> Type | None:
    """The type of a plain reference to an existing top-level field of ``row`` (a root reference with
    one ``struct_field`` segment in range), exactly as :func:`reference_type` gives it (the row is
    never null, so the field keeps its own type); None for every other reference, which
    :func:`reference_type` types (and reports). The common case, without building paths."""
    i = top_level_field(ref)
    types = row.types
    return types[i] if i is not None and 0 <= i < len(types) else None


def top_level_field(ref: Expression.FieldReference) -> int | None:
    """The ordinal when ``ref`` is a plain ``root_reference`` to one top-level field (no child
    segments), else None. Used by naming and by the logical schema to carry a column's name."""
    if ref.WhichOneof("root_type") not in (None, "root_reference"):
        return None
    if not ref.HasField("direct_reference"):  # a oneof member: set when it is the one set
        return None
    seg = ref.direct_reference
    if not seg.HasField("struct_field"):
        return None
    field = seg.struct_field
    if field.HasField("child"):
        return None
    return int(field.field)
