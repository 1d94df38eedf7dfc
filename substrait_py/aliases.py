"""Type aliases (``Plan.type_aliases``, ``Type.alias``): a plan may declare a type once and refer to it.

The spec's rules for a ``TypeAlias``: its type gives every parameter, is not itself an alias (types nested
in it may be, without cycles), and its own nullability is ignored: a reference
(``Type.TypeAliasReference``) gives the nullability, which must be specified. :func:`resolve_type_aliases`
returns a copy of a plan with every reference replaced by the type it names, so that the schema
derivation, the validator and the consumer see ordinary types; the faults it finds are error
diagnostics with these codes:

=======================  ===================================================================
code                     meaning
=======================  ===================================================================
duplicate-type-alias     two aliases with one anchor
bad-type-alias           an alias whose type is itself an alias, or has no kind; a reference
                         with unspecified nullability
type-alias-cycle         aliases whose types refer to each other in a cycle
unknown-type-alias       a reference to an anchor no alias has
plan-too-large           an alias naming a type larger or deeper than :data:`MAX_TYPE_SIZE` and
                         :data:`MAX_TYPE_DEPTH`, or references naming more types in all than
                         :data:`MAX_SUBSTITUTED_TYPES`
=======================  ===================================================================

A faulty reference is left as it is (its type stays unknown).
"""

from __future__ import annotations

from substrait.plan_pb2 import Plan
from substrait.type_pb2 import Type, TypeAlias

from substrait_py.errors import Diagnostic, Severity
from substrait_py.literal_checks import unknown_alias
from substrait_py.paths import ROOT, PlanPath
from substrait_py.typesys import walk_types

__all__ = ["resolve_type_aliases"]

_E = Severity.ERROR
#: At most this many parts (types), nested at most this deep, in the type one alias names; and at most
#: this many types written in place of all the plan's references: a few aliases that each refer to the
#: next twice would otherwise name types of billions of parts.
MAX_TYPE_SIZE = 100_000
MAX_TYPE_DEPTH = 1_000
MAX_SUBSTITUTED_TYPES = 1_000_000
_ALIAS_TABLE = ROOT.child("type_aliases")


def resolve_type_aliases(plan: Plan) -> tuple[Plan, list[Diagnostic]]:
    """``plan`` itself when it declares no alias (a reference in it is reported by the validator's walk of
    the plan's types, :func:`substrait_py.literal_checks.literal_visitors`); else a copy with every alias
    reference replaced by its type (the reference's nullability set on it), and the faults found."""
    if not plan.type_aliases:
        return plan, []
    out = Plan()
    out.CopyFrom(plan)
    found: list[Diagnostic] = []
    table = _resolved_table(out, found)
    declared = {a.type_alias_anchor for a in out.type_aliases}
    budget = MAX_SUBSTITUTED_TYPES
    for t, path in _alias_references(out):
        named = table.get(t.alias.type_alias_reference)
        cost = sum(1 for _ in walk_types(named)) if named is not None else 0
        if cost > budget:
            found.append(
                Diagnostic(
                    _E,
                    "plan-too-large",
                    str(path),
                    f"the plan's type alias references name more than {MAX_SUBSTITUTED_TYPES:,} types in all",
                )
            )
            break
        budget -= cost
        _replace(t, path, table, declared, found)
    return out, found


def _alias_references(plan: Plan) -> list[tuple[Type, PlanPath]]:
    """Every ``Type`` of the plan outside the alias table whose kind is ``alias`` (nested ones too), with
    its path. The table is set aside while the plan is walked (paths stay the same)."""
    from substrait_py.upgrades import messages_of_type

    table = [TypeAlias() for _ in plan.type_aliases]
    for copy, alias in zip(table, plan.type_aliases, strict=True):
        copy.CopyFrom(alias)
    del plan.type_aliases[:]
    try:
        return [
            (t, path)
            for t, path in messages_of_type(plan, "substrait.Type")
            if t.WhichOneof("kind") == "alias"
        ]
    finally:
        plan.type_aliases.extend(table)


def _resolved_table(plan: Plan, found: list[Diagnostic]) -> dict[int, Type]:
    """The aliases' types by anchor, with the aliases nested in them resolved (those in a cycle, or that
    refer to a faulty or missing alias, left out). Iterative: a chain of any length resolves."""
    declared: dict[int, tuple[Type, PlanPath]] = {}
    for i, alias in enumerate(plan.type_aliases):
        where = _ALIAS_TABLE.index(i)
        anchor = alias.type_alias_anchor
        if anchor in declared:
            found.append(
                Diagnostic(
                    _E,
                    "duplicate-type-alias",
                    str(where.child("type_alias_anchor")),
                    f"type alias {anchor} is declared twice",
                )
            )
            continue
        kind = alias.type.WhichOneof("kind")
        if kind is None or kind == "alias":
            what = "has no type" if kind is None else "is itself an alias (an alias names a concrete type)"
            found.append(
                Diagnostic(_E, "bad-type-alias", str(where.child("type")), f"type alias {anchor} {what}")
            )
            continue
        declared[anchor] = (alias.type, where.child("type"))
    uses = {
        anchor: [u.alias.type_alias_reference for u in walk_types(t) if u.WhichOneof("kind") == "alias"]
        for anchor, (t, _) in declared.items()
    }
    # depth-first over the references, iteratively: an alias is resolved after those it refers to
    order: list[int] = []
    colour: dict[int, int] = {}  # 1 = on the current path, 2 = finished
    for start in declared:
        if start in colour:
            continue
        colour[start] = 1
        stack = [(start, iter(uses[start]))]
        while stack:
            anchor, pending = stack[-1]
            target = next(pending, None)
            if target is None:
                colour[anchor] = 2
                order.append(anchor)
                stack.pop()
            elif target not in declared:
                found.append(
                    Diagnostic(
                        _E,
                        "unknown-type-alias",
                        str(declared[anchor][1]),
                        f"type alias {anchor} refers to type alias {target}, which is not declared",
                    )
                )
            elif colour.get(target) == 1:
                found.append(
                    Diagnostic(
                        _E,
                        "type-alias-cycle",
                        str(declared[anchor][1]),
                        f"type aliases {anchor} and {target} refer to each other",
                    )
                )
            elif target not in colour:
                colour[target] = 1
                stack.append((target, iter(uses[target])))
    resolved: dict[int, Type] = {}
    # the size and depth of each resolved type (in types), known before it is built: aliases that refer
    # to each other twice at every level would otherwise name a type of 2^n parts
    size: dict[int, int] = {}
    depth: dict[int, int] = {}
    for anchor in order:
        if not all(target in resolved for target in uses[anchor]):
            continue  # refers to a missing, faulty, cyclic or too large alias (reported)
        own = list(walk_types(declared[anchor][0]))
        size[anchor] = len(own) + sum(size[target] - 1 for target in uses[anchor])
        depth[anchor] = _depth(declared[anchor][0]) + max(
            (depth[target] for target in uses[anchor]), default=0
        )
        if size[anchor] > MAX_TYPE_SIZE or depth[anchor] > MAX_TYPE_DEPTH:
            found.append(
                Diagnostic(
                    _E,
                    "plan-too-large",
                    str(declared[anchor][1]),
                    f"type alias {anchor} names a type of {size[anchor]:,} parts nested "
                    f"{depth[anchor]:,} deep (at most {MAX_TYPE_SIZE:,} parts and {MAX_TYPE_DEPTH:,} levels)",
                )
            )
            continue
        copy = Type()
        copy.CopyFrom(declared[anchor][0])
        for inner in list(walk_types(copy)):
            if inner.WhichOneof("kind") == "alias":
                _substitute(inner, resolved[inner.alias.type_alias_reference])
        resolved[anchor] = copy
    return resolved


def _depth(t: Type) -> int:
    """How deep the types nested in ``t`` go (``t`` alone: 1)."""
    deepest = 0
    stack = [(t, 1)]
    while stack:
        cur, level = stack.pop()
        deepest = max(deepest, level)
        kind = cur.WhichOneof("kind")
        if kind == "struct":
            stack.extend((c, level + 1) for c in cur.struct.types)
        elif kind == "list":
            stack.append((cur.list.type, level + 1))
        elif kind == "map":
            stack.extend(((cur.map.key, level + 1), (cur.map.value, level + 1)))
        elif kind == "func":
            stack.extend((c, level + 1) for c in (*cur.func.parameter_types, cur.func.return_type))
    return deepest


def _replace(
    t: Type, path: PlanPath, table: dict[int, Type], declared: set[int], found: list[Diagnostic]
) -> None:
    ref = t.alias
    anchor = ref.type_alias_reference
    if ref.nullability == Type.NULLABILITY_UNSPECIFIED:
        found.append(
            Diagnostic(
                _E,
                "bad-type-alias",
                str(path.child("alias").child("nullability")),
                f"a reference to type alias {anchor} must give its nullability",
            )
        )
        return
    named = table.get(anchor)
    if named is None:
        if anchor not in declared:  # a faulty alias is reported where it is declared
            found.append(unknown_alias(anchor, path))
        return
    _substitute(t, named)


def _substitute(t: Type, named: Type) -> None:
    """Replace the alias reference ``t`` by a copy of ``named`` with the reference's nullability."""
    nullability = t.alias.nullability
    t.CopyFrom(named)
    kind = t.WhichOneof("kind")
    if kind is not None:
        getattr(t, kind).nullability = nullability
